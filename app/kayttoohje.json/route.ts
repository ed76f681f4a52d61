// Written to out/kayttoohje.json by the static export: no PDF yet. `npm run build:pdf` replaces it
// with the figures of out/kayttoohje.pdf once it has made the file.
import { NO_PDF } from '@/lib/site/pdf-manifest';

export const dynamic = 'force-static';

export function GET() {
  return Response.json(NO_PDF);
}
