// What Workers static assets cannot say declaratively for this site (README, "Deploy"): the
// redirects to the start page and to the clean URL are 301s (its html_handling sends 307s),
// robots.txt answers at the root of the host, the not-found page never answers 200 by its own name
// or outside /manual/, and a not-found answer or a redirect is never kept by a cache (a _headers
// rule for a path applies to its 404 and to a _redirects answer alike). The rest is the assets'
// own serving, with the build's _headers and _redirects.
import securityHeadersConf from '../nginx/security-headers.conf';
import { BASE_PATH } from '../../lib/site/base-path.mjs';
import { NOT_FOUND_CACHE, NOT_SERVED, REVALIDATE, parseSecurityHeaders } from '../../lib/site/serving-rules.mjs';

const SECURITY_HEADERS = parseSecurityHeaders(securityHeadersConf);

const worker = {
  async fetch(request, env) {
    const url = new URL(request.url);
    const { pathname, search } = url;
    if (pathname === '/' || pathname === BASE_PATH) return redirect(`${BASE_PATH}/${search}`);
    if (pathname === '/robots.txt') return env.ASSETS.fetch(new URL(`${BASE_PATH}/robots.txt`, url), request);
    if (!pathname.startsWith(`${BASE_PATH}/`)) return notFound(env, url);

    const rel = pathname.slice(BASE_PATH.length + 1);
    const clean = rel.replace(/\/+$/, '').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
    if (clean !== rel) return redirect(`${BASE_PATH}/${clean}${search}`);
    const decoded = decodePath(rel);
    if (decoded === null || NOT_SERVED.has(decoded)) return notFound(env, url);
    // The export's file names are NFC; macOS and some clients send NFD, which must reach the same file.
    const nfc = decoded.normalize('NFC');
    const asset = nfc === decoded ? request : new Request(new URL(`${BASE_PATH}/${nfc.split('/').map(encodeURIComponent).join('/')}${search}`, url), request);

    let answer = await env.ASSETS.fetch(asset);
    // The assets answer a path spelled with another encoding with a 307 to their own (Next's route
    // data files have `$` in their names, sent unencoded by the browser): followed here, because a
    // second round trip for every link's prefetch is the reader's time.
    if (answer.status === 307) {
      const location = new URL(answer.headers.get('Location'), url);
      if (decodePath(location.pathname) === `${BASE_PATH}/${nfc}`) {
        answer = await env.ASSETS.fetch(new Request(location, request));
      }
    }
    if (answer.status === 404) return withCacheControl(answer, NOT_FOUND_CACHE);
    if (answer.status >= 300 && answer.status < 400) return withCacheControl(answer, REVALIDATE);
    return answer;
  },
};
export default worker;

function decodePath(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

// Relative, like nginx's: right behind a proxy that changes host or scheme.
function redirect(location) {
  return new Response(null, { status: 301, headers: { ...SECURITY_HEADERS, Location: location, 'Cache-Control': REVALIDATE } });
}

// The site's not-found page (its name alone answers 200), with status 404.
async function notFound(env, url) {
  const page = await env.ASSETS.fetch(new URL(`${BASE_PATH}/404`, url));
  return withCacheControl(page, NOT_FOUND_CACHE, 404);
}

function withCacheControl(answer, cacheControl, status = answer.status) {
  const headers = new Headers(answer.headers);
  headers.set('Cache-Control', cacheControl);
  headers.delete('ETag');
  return new Response(answer.body, { status, headers });
}
