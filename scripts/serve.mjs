// Preview server for the static export in out/. `next start` refuses `output: 'export'`, and the
// ready-made static servers miss clean URLs, the real 404 page or the .html redirects, so this is
// a small node:http server that behaves like the production web server should.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pipeline } from 'node:stream';
import { BASE_PATH } from '../lib/site/base-path.mjs';
import { DEFAULT_FEEDBACK_LOGS, FEEDBACK_PATH, MAX_BODY_BYTES, feedbackLogLine, parseFeedbackBody } from '../lib/site/feedback.mjs';
import { HELP_DIR, HELP_IDS_JSON } from '../lib/site/help-route.mjs';
import { IMMUTABLE, NOT_FOUND_CACHE, NOT_SERVED, REVALIDATE, isImmutable, parseSecurityHeaders } from '../lib/site/serving-rules.mjs';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // The web app manifest (app/manifest.ts): browsers install the manual only with this type.
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  // Next's prefetch files (x.txt, x/__next._tree.txt) are fetched for every visible link.
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // The manual as a book (npm run build:pdf).
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.xml', '.txt', '.webmanifest']);
// Far above any real route (the longest percent-encoded page path is ~100 characters), far below
// Node's own 16 KiB header limit, so an absurd URL gets an answer instead of a dropped socket.
const MAX_URL_LENGTH = 2048;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The one file of the security headers; the build reads it too, for the CDN's _headers.
export const SECURITY_HEADERS_CONF = path.join(repoRoot, 'deploy', 'nginx', 'security-headers.conf');
const SECURITY_HEADERS = parseSecurityHeaders(fs.readFileSync(SECURITY_HEADERS_CONF, 'utf8'));

export function createServer({ root, basePath = BASE_PATH }) {
  const rootDir = path.resolve(root);
  const handle = (req, res) =>
    respond(req, res, rootDir, basePath).catch((error) => {
      console.error(`${req.method} ${req.url}: ${error.stack ?? error}`);
      if (!res.headersSent) sendText(req, res, 500, 'Internal server error.');
      else res.destroy();
    });
  return http.createServer(handle);
}

async function respond(req, res, root, basePath) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (req.url.split('?')[0] === `${basePath}/${FEEDBACK_PATH}`) return receiveFeedback(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendText(req, res, 405, 'Method not allowed: use GET or HEAD.');
  }
  // Checked on every request: a rebuild deletes out/ while this server keeps running.
  if (!(await isFile(path.join(root, 'index.html')))) {
    return sendText(req, res, 503, `The site has not been built: ${path.join(root, 'index.html')} is missing.\nRun \`npm run build\` (or \`npm start\`, which builds when needed), then reload.`);
  }
  if (req.url.length > MAX_URL_LENGTH) return sendErrorPage(req, res, root, 414);

  const queryAt = req.url.indexOf('?');
  const rawPath = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
  // Node's parser admits only printable ASCII in the request target, so the query is safe to echo.
  const query = queryAt === -1 ? '' : req.url.slice(queryAt);
  const pathname = decodePath(rawPath);
  if (pathname === null) return sendErrorPage(req, res, root, 400);

  if (pathname === '/' || pathname === basePath) return redirect(res, `${basePath}/${query}`);
  // Crawlers read robots.txt only at the root of the host; the export writes it under the base path.
  if (pathname === '/robots.txt') {
    const robots = await openFile(path.join(root, 'robots.txt'));
    if (robots) return sendFile(req, res, robots, { status: 200, cacheControl: 'no-cache' });
  }
  if (!pathname.startsWith(`${basePath}/`)) return sendNotFound(req, res, root);

  // The exported pages live at clean URLs; every other spelling of the same page points there.
  const rel = pathname.slice(basePath.length + 1);
  const clean = rel.replace(/\/+$/, '').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  if (clean !== rel) return redirect(res, `${basePath}/${encodePath(clean)}${query}`);

  if (NOT_SERVED.has(rel)) return sendNotFound(req, res, root);

  // A help ID leads to its target as nginx leads it (the map the build writes from the same list).
  if (rel.startsWith(`${HELP_DIR}/`)) {
    const target = (await helpTargets(root))[rel.slice(HELP_DIR.length + 1)];
    return typeof target === 'string' ? redirect(res, target) : sendNotFound(req, res, root);
  }

  const segments = rel === '' ? ['index.html'] : rel.split('/');
  const target = path.join(root, ...segments);
  // decodePath already refuses every way out; this second fence keeps a later change there from
  // exposing the file system.
  if (target !== root && !target.startsWith(root + path.sep)) {
    return sendErrorPage(req, res, root, 400);
  }
  const opened = (await openFile(target)) ?? (await openFile(`${target}.html`)) ?? (await openFile(path.join(target, 'index.html')));
  if (!opened) return sendNotFound(req, res, root);
  const cacheControl = isImmutable(rel) ? IMMUTABLE : REVALIDATE;
  return sendFile(req, res, opened, { status: 200, cacheControl });
}

// The feedback endpoint as nginx serves it (deploy/nginx/manual-locations.conf): POST only, a small
// body, 204, one line in the log with the server's time and the body, nothing about the sender.
// Unlike nginx it also refuses a body that is not feedback, so a writer trying it sees why.
const feedbackLog = path.resolve(repoRoot, process.env.FEEDBACK_LOG ?? DEFAULT_FEEDBACK_LOGS.preview);

async function receiveFeedback(req, res) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return sendText(req, res, 405, 'Method not allowed: feedback is sent with POST.');
  }
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return sendText(req, res, 413, 'Feedback is too large.');
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  let parsed;
  try {
    parsed = parseFeedbackBody(JSON.parse(raw));
  } catch {
    parsed = { error: 'not JSON' };
  }
  if (parsed.error) return sendText(req, res, 400, `Not feedback: ${parsed.error}.`);
  await fs.promises.mkdir(path.dirname(feedbackLog), { recursive: true });
  await fs.promises.appendFile(feedbackLog, `${feedbackLogLine(new Date().toISOString(), raw)}\n`);
  res.writeHead(204);
  res.end();
}

// Returns the decoded, NFC-normalised path, or null when it cannot be served safely. Exported
// file names are NFC; macOS and some clients send NFD, which must reach the same file.
function decodePath(rawPath) {
  if (!rawPath.startsWith('/')) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath).normalize('NFC');
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return decoded;
}

function encodePath(rel) {
  return rel.split('/').map(encodeURIComponent).join('/');
}

// Opening before stat-ing means the size and mtime we announce belong to the bytes we send, even
// if a rebuild replaces the file meanwhile.
async function openFile(file) {
  let handle;
  try {
    handle = await fs.promises.open(file, 'r');
    const stat = await handle.stat();
    if (stat.isFile()) return { file, handle, stat };
    await handle.close();
    return null;
  } catch {
    await handle?.close().catch(() => {});
    return null;
  }
}

// Read on every request, like the pages: a rebuild may change the IDs while the server runs.
async function helpTargets(root) {
  try {
    return JSON.parse(await fs.promises.readFile(path.join(root, HELP_IDS_JSON), 'utf8'));
  } catch {
    return {};
  }
}

async function isFile(file) {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

async function sendNotFound(req, res, root) {
  return sendErrorPage(req, res, root, 404);
}

// A reader who mistypes or pastes a broken address gets the site's not-found page, which links to
// the start page and the categories, with the status that says what was wrong.
const ERROR_TEXT = { 400: 'Bad request: malformed or unsafe path.', 404: 'Not found.', 414: 'URI too long.' };

async function sendErrorPage(req, res, root, status) {
  const page = await openFile(path.join(root, '404.html'));
  if (!page) return sendText(req, res, status, ERROR_TEXT[status]);
  return sendFile(req, res, page, { status, cacheControl: NOT_FOUND_CACHE });
}

async function sendFile(req, res, { file, handle, stat }, { status, cacheControl }) {
  const ext = path.extname(file).toLowerCase();
  const compressible = COMPRESSIBLE.has(ext);
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl);
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');

  if (status === 200) {
    // Weak, because the gzip and identity bodies share it.
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stat.mtime.toUTCString());
    if (isFresh(req, etag, stat.mtime)) {
      handle.close().catch(() => {});
      res.writeHead(304);
      return res.end();
    }
  }

  // The build writes .br and .gz copies beside each text file; a file without them (a build
  // from before that step) is compressed on the fly.
  const accepted = req.headers['accept-encoding'];
  const copy = compressible ? await precompressedCopy(file, accepted) : null;
  const gzipOnTheFly = compressible && !copy && accepts(accepted, 'gzip');
  let body = handle;
  if (copy) {
    handle.close().catch(() => {});
    body = copy.handle;
    res.setHeader('Content-Encoding', copy.encoding);
    res.setHeader('Content-Length', copy.stat.size);
  } else if (gzipOnTheFly) res.setHeader('Content-Encoding', 'gzip');
  else res.setHeader('Content-Length', stat.size);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    body.close().catch(() => {});
    return res.end();
  }
  const streams = [body.createReadStream(), ...(gzipOnTheFly ? [zlib.createGzip()] : []), res];
  pipeline(streams, (error) => {
    // A client that hangs up mid-transfer is normal; anything else is worth a line in the log.
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`${req.method} ${req.url}: ${error.message}`);
  });
}

function isFresh(req, etag, mtime) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) {
    const opaque = (tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

const ENCODINGS = [
  { encoding: 'br', suffix: '.br', names: ['br'] },
  { encoding: 'gzip', suffix: '.gz', names: ['gzip', 'x-gzip'] },
];

function accepts(header, encoding) {
  if (!header) return false;
  const names = ENCODINGS.find((e) => e.encoding === encoding).names;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return [...names, '*'].includes(coding.trim()) && (q === undefined || Number(q.slice(2)) > 0);
  });
}

// Brotli first: it is the smaller copy, and every browser that sends `br` reads it.
async function precompressedCopy(file, acceptEncoding) {
  for (const { encoding, suffix } of ENCODINGS) {
    if (!accepts(acceptEncoding, encoding)) continue;
    const opened = await openFile(file + suffix);
    if (opened) return { ...opened, encoding };
  }
  return null;
}

// Relative Location values keep redirects right behind a proxy that changes host or scheme.
function redirect(res, location) {
  res.writeHead(301, { Location: location, 'Content-Length': 0, 'Cache-Control': 'no-cache' });
  res.end();
}

function sendText(req, res, status, text) {
  const body = Buffer.from(`${text}\n`);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function portFromEnv() {
  const value = process.env.PORT || '3000';
  const port = Number(value);
  if (value.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a number from 0 to 65535, not "${value}".`);
    process.exit(1);
  }
  return port;
}

// Without a host Node listens on every address, IPv6 and IPv4, so `localhost` works whichever it resolves to.
export function listen({ root, port, host = process.env.HOST }) {
  const server = createServer({ root });
  server.on('error', (error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is in use: stop the other server or choose another one, e.g. PORT=3001.`
        : `Cannot start the server: ${error.message}`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(`Serving ${root} at http://localhost:${server.address().port}${BASE_PATH}/`);
  });
  return server;
}

export const defaultRoot = path.join(repoRoot, 'out');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  listen({ root: process.env.SERVE_ROOT ?? defaultRoot, port: portFromEnv() });
}
