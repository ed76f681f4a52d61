// Written to out/help-ids.nginx.conf by the static export: the nginx map that deploy/nginx
// includes, so nginx answers /manual/ohje/<id> with a 301 to the ID's target.
import { nginxHelpMap } from '@/lib/build/help-ids';
import { getHelpIds } from '@/lib/build/help-id-pages';

export const dynamic = 'force-static';

export function GET() {
  return new Response(nginxHelpMap(getHelpIds()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
