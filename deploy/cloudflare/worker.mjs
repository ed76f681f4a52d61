// What Workers static assets cannot say declaratively for this site (README, "Deploy"): the
// redirects to the start page and to the clean URL are 301s (its html_handling sends 307 and would
// send /manual/ itself to /manual), robots.txt answers at the root of the host, and the not-found
// page never answers 200 by its own name or outside /manual/. Every other request goes to the
// assets as they are, where _headers and _redirects (written by the build) apply.
import securityHeadersConf from '../nginx/security-headers.conf';
import { BASE_PATH } from '../../lib/site/base-path.mjs';
import { NOT_SERVED, REVALIDATE, parseSecurityHeaders } from '../../lib/site/serving-rules.mjs';

const SECURITY_HEADERS = parseSecurityHeaders(securityHeadersConf);

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const { pathname, search } = url;
    if (pathname === '/' || pathname === BASE_PATH) return redirect(`${BASE_PATH}/${search}`);
    if (pathname === '/robots.txt') return env.ASSETS.fetch(new URL(`${BASE_PATH}/robots.txt`, url), request);
    if (!pathname.startsWith(`${BASE_PATH}/`)) return notFound(env, url);

    const rel = pathname.slice(BASE_PATH.length + 1);
    const clean = rel.replace(/\/+$/, '').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
    if (clean !== rel) return redirect(`${BASE_PATH}/${clean}${search}`);
    if (NOT_SERVED.has(rel)) return notFound(env, url);
    // drop-trailing-slash finds index.html for /manual, and would redirect /manual/ there.
    if (rel === '') return env.ASSETS.fetch(new URL(BASE_PATH, url), request);
    return env.ASSETS.fetch(request);
  },
};

// Relative, like nginx's: right behind a proxy that changes host or scheme.
function redirect(location) {
  return new Response(null, { status: 301, headers: { ...SECURITY_HEADERS, Location: location, 'Cache-Control': REVALIDATE } });
}

// The site's not-found page, with its headers from _headers, under the status that says what happened.
async function notFound(env, url) {
  const page = await env.ASSETS.fetch(new URL(`${BASE_PATH}/404`, url));
  return new Response(page.body, { status: 404, headers: page.headers });
}
