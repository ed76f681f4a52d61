// Written to out/search-index-docs-default-current.json by the static export.
import { searchIndexFile } from '@/lib/build/search-index/site-index';

export const dynamic = 'force-static';

export async function GET() {
  return Response.json(await searchIndexFile('docs-default-current'));
}
