// The anonymous feedback signal: what a page's "Oliko tästä sivusta apua?" and a search that found
// nothing send to the site's own endpoint. Plain JavaScript, so that the browser code, the preview
// server (scripts/serve.mjs) and the writers' report (scripts/report-feedback.ts) apply one rule.
// The body holds no identifier, cookie or client time: the web server adds only its own time.

// Where the project's own servers write the log (relative to the project; ignored by git).
export const DEFAULT_FEEDBACK_LOGS = { nginx: '.nginx/palaute.log', preview: '.preview/palaute.log' };
// The endpoint's name under the base path; the site config may point the browser elsewhere or
// turn feedback off (lib/site/site-config.ts), the servers answer here.
export const FEEDBACK_PATH = 'palaute';

// The release every page names in a meta tag (app/layout.tsx), sent with feedback so that writers
// know which text a reader answered about.
export const RELEASE_META = 'manual-release';

const FEEDBACK_KINDS = ['page-yes', 'page-no', 'no-results'];
export const MAX_COMMENT_LENGTH = 500;
export const MAX_QUERY_LENGTH = 100;
// Far above the largest valid body (a 500-character comment of 4-byte characters with its route
// is under 2.5 KiB), so the servers can refuse anything bigger unread.
export const MAX_BODY_BYTES = 4096;

const clean = (value, max) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, max) : '');

// The body the browser sends, built from what the reader did. Text beyond the limits is cut, never
// sent whole; an empty comment is left out.
/** @param {{ kind: string, route: string, text?: string, version: string }} input */
export function feedbackBody({ kind, route, text, version }) {
  /** @type {Record<string, string>} */
  const body = { kind, route: clean(route, 300), version: clean(version, 40) };
  if (kind === 'no-results') body.query = clean(text, MAX_QUERY_LENGTH);
  else if (kind === 'page-no' && clean(text, MAX_COMMENT_LENGTH)) body.text = clean(text, MAX_COMMENT_LENGTH);
  return body;
}

const FIELDS = { 'page-yes': [], 'page-no': ['text'], 'no-results': ['query'] };

// The same rule read back: a body from the log or the network is accepted only in exactly that
// shape, so nothing else (an address, an identifier) can be stored by sending it. Returns the
// body, or a reason it was refused.
/** @param {unknown} value @returns {{ body: Record<string, string> } | { error: string }} */
export function parseFeedbackBody(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'not a JSON object' };
  const { kind, route, version } = value;
  if (!FEEDBACK_KINDS.includes(kind)) return { error: `unknown kind ${JSON.stringify(kind)}` };
  const allowed = new Set(['kind', 'route', 'version', ...FIELDS[kind]]);
  const extra = Object.keys(value).filter((key) => !allowed.has(key));
  if (extra.length > 0) return { error: `unexpected field(s) ${extra.join(', ')}` };
  if (typeof route !== 'string' || !route.startsWith('/') || route.length > 300) return { error: 'route is not a path' };
  if (typeof version !== 'string' || version.length > 40) return { error: 'version is not a short text' };
  if (kind === 'no-results' && (typeof value.query !== 'string' || !value.query || value.query.length > MAX_QUERY_LENGTH)) {
    return { error: `query is missing or longer than ${MAX_QUERY_LENGTH} characters` };
  }
  if ('text' in value && (typeof value.text !== 'string' || value.text.length > MAX_COMMENT_LENGTH)) {
    return { error: `text is longer than ${MAX_COMMENT_LENGTH} characters` };
  }
  return { body: value };
}

// One log line as both servers write it: the server's time and the body as it arrived, in a JSON
// string. nginx writes the same shape with `log_format … escape=json` (deploy/nginx/nginx.conf);
// the report parses the body with parseFeedbackBody.
export function feedbackLogLine(time, rawBody) {
  return `{"time":${JSON.stringify(time)},"body":${JSON.stringify(rawBody)}}`;
}
