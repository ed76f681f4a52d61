// Written to out/help-ids.json by the static export: every help ID and the address it leads to,
// for the product team's CI and for the preview server's redirects.
import { helpIdsJson } from '@/lib/build/help-ids';
import { getHelpIds } from '@/lib/build/help-id-pages';

export const dynamic = 'force-static';

export function GET() {
  return Response.json(helpIdsJson(getHelpIds()));
}
