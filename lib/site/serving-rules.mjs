// What every server of the export answers beside the files themselves: the security headers, the
// cache rules and the files that are never served. Plain JavaScript without Node imports, so that
// the preview server, the build's edge configuration (lib/build/edge-config.ts) and the Cloudflare
// Worker (deploy/cloudflare/worker.mjs) read the same values. nginx spells them in its own syntax
// in deploy/nginx; lib/site/__tests__/serving-rules.test.ts holds it to these.
import { HELP_IDS_NGINX_MAP } from './help-route.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
// The not-found page answers many addresses; a cache must not keep it for any of them.
export const NOT_FOUND_CACHE = 'no-store';
// Hashed build assets, and the split search index's parts in a folder named by a hash of their
// content (lib/search/split-index.ts); only the manifest that names the folder is revalidated.
export const IMMUTABLE_PREFIX = '_next/static/';
export const SEARCH_PART = /^search\/[^/]+\/[0-9a-f]{12}\/[^/]+\.json$/;

export function isImmutable(rel) {
  return rel.startsWith(IMMUTABLE_PREFIX) || SEARCH_PART.test(rel);
}

// Next writes its own copy of the not-found page (served at 200 it would be a soft 404); the help
// ID map and the edge files are the servers' business, carried in the export only to deploy them.
export const EDGE_HEADERS_FILE = '_headers';
export const EDGE_REDIRECTS_FILE = '_redirects';
export const NOT_SERVED = new Set(['404', '_not-found', HELP_IDS_NGINX_MAP, EDGE_HEADERS_FILE, EDGE_REDIRECTS_FILE]);

// The security headers are written once, in deploy/nginx/security-headers.conf, and every server
// sends them. A header whose value is an nginx variable (HSTS, set only on TLS servers) is left
// out: the TLS front of a CDN sends its own.
/** @param {string} conf @returns {Record<string, string>} */
export function parseSecurityHeaders(conf) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of conf.split('\n')) {
    const match = /^\s*add_header\s+([\w-]+)\s+(?:"([^"]*)"|(\S+))\s+always;/.exec(line);
    if (match && match[2] !== undefined) headers[match[1]] = match[2];
  }
  return headers;
}
