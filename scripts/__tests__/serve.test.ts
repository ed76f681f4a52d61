// The preview server runs as readers would start it (a child process on a port), against a small
// fixture export, so these tests cover the same code path as `npm start` and Playwright.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const SERVE = path.join(__dirname, '..', 'serve.mjs');
const CALL_IN = 'töihinkutsujärjestelmä';
const LONG_PAGE = `<!doctype html><main>${'<p>Vuorolista ja työvuorot.</p>'.repeat(400)}</main>`;

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(root: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, PORT: String(port), SERVE_ROOT: root },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${base}/manual/`);
      return { child, base };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill();
  throw new Error(`serve.mjs did not answer on port ${port}:\n${output}`);
}

function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}

// fetch normalises dot segments and backslashes before sending; attacks need the raw target.
function raw(base: string, target: string, options: { method?: string; headers?: http.OutgoingHttpHeaders } = {}): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function write(root: string, rel: string, content: string) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

let tmp: string;
let root: string;
let server: { child: ChildProcess; base: string } | undefined;
let base: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  root = path.join(tmp, 'out');
  write(tmp, 'secret.txt', 'outside the root');
  write(root, 'index.html', '<h1>Aloitus</h1>');
  write(root, '404.html', '<h1>Sivua ei löytynyt</h1>');
  write(root, 'perustoiminnot/osastot.html', '<h1>Osastot</h1>');
  write(root, 'perustoiminnot/osastot.txt', 'prefetch payload');
  write(root, 'perustoiminnot/osastot/__next._tree.txt', 'tree payload');
  write(root, 'category/raportointi/index.html', '<h1>Raportointi</h1>');
  write(root, `edistyneet_toiminnot/${CALL_IN.normalize('NFC')}.html`, '<h1>Töihinkutsu</h1>');
  write(root, 'pitka.html', LONG_PAGE);
  write(root, '_next/static/chunks/app.js', 'console.log("app");');
  write(root, 'search-index-docs-default-current.json', '{"documents":[]}');
  write(root, 'logo.png', '\x89PNG');
  // A page with the build's precompressed copies: the copies' own content shows which one was sent.
  write(root, 'kopiot.html', '<h1>Kopiot</h1>');
  fs.writeFileSync(path.join(root, 'kopiot.html.br'), zlib.brotliCompressSync('<h1>br-kopio</h1>'));
  fs.writeFileSync(path.join(root, 'kopiot.html.gz'), zlib.gzipSync('<h1>gz-kopio</h1>'));
  server = await startServer(root);
  base = server.base;
});

afterAll(async () => {
  await stopServer(server?.child);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('redirects', () => {
  test.each([
    ['/', '/manual/'],
    ['/manual', '/manual/'],
    ['/?q=vuoro', '/manual/?q=vuoro'],
    ['/manual?q=vuoro', '/manual/?q=vuoro'],
    ['/manual/index.html', '/manual/'],
    ['/manual/perustoiminnot/osastot.html', '/manual/perustoiminnot/osastot'],
    ['/manual/perustoiminnot/osastot/', '/manual/perustoiminnot/osastot'],
    ['/manual/perustoiminnot/osastot.html?x=1&y=2', '/manual/perustoiminnot/osastot?x=1&y=2'],
    ['/manual/category/raportointi/index.html', '/manual/category/raportointi'],
    ['/manual/category/raportointi/?a=b', '/manual/category/raportointi?a=b'],
  ])('%s → %s with a relative Location', async (from, to) => {
    const res = await fetch(`${base}${from}`, { redirect: 'manual' });
    expect([301, 308]).toContain(res.status);
    expect(res.headers.get('location')).toBe(to);
  });

  test('the .html form of an accented page redirects to its NFC, percent-encoded clean URL', async () => {
    const nfd = encodeURIComponent(CALL_IN.normalize('NFD'));
    const res = await fetch(`${base}/manual/edistyneet_toiminnot/${nfd}.html`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/manual/edistyneet_toiminnot/${encodeURIComponent(CALL_IN.normalize('NFC'))}`);
  });
});

describe('pages and files', () => {
  test.each([
    ['/manual/', '<h1>Aloitus</h1>'],
    ['/manual/perustoiminnot/osastot', '<h1>Osastot</h1>'],
    ['/manual/category/raportointi', '<h1>Raportointi</h1>'],
  ])('%s serves its html page', async (url, body) => {
    const res = await fetch(`${base}${url}`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(body);
  });

  test.each([
    ['NFC', CALL_IN.normalize('NFC')],
    ['NFD', CALL_IN.normalize('NFD')],
  ])('the accented page is served for its percent-encoded %s name', async (_form, name) => {
    const res = await fetch(`${base}/manual/edistyneet_toiminnot/${encodeURIComponent(name)}`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>Töihinkutsu</h1>');
  });

  test.each([
    ['/manual/perustoiminnot/osastot.txt', 'text/plain; charset=utf-8', 'prefetch payload'],
    ['/manual/perustoiminnot/osastot/__next._tree.txt', 'text/plain; charset=utf-8', 'tree payload'],
    ['/manual/search-index-docs-default-current.json', 'application/json; charset=utf-8', '{"documents":[]}'],
    ['/manual/_next/static/chunks/app.js', 'text/javascript; charset=utf-8', 'console.log("app");'],
  ])('%s is served as %s', async (url, type, body) => {
    const res = await fetch(`${base}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(body);
  });

  test('binary types carry no charset', async () => {
    const res = await fetch(`${base}/manual/logo.png`);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});

describe('not found', () => {
  test.each([
    ['an unknown page', '/manual/ei-ole'],
    ['an unknown page in a folder', '/manual/perustoiminnot/ei-ole'],
    ['a path outside the base path', '/muualla'],
    ['a path that only starts like the base path', '/manualx'],
    ['the export\'s own copy of the 404 page', '/manual/404'],
    ['a file name longer than the file system allows', `/manual/${'a'.repeat(300)}`],
  ])('%s answers 404 with the 404 page', async (_case, url) => {
    const res = await fetch(`${base}${url}`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('<h1>Sivua ei löytynyt</h1>');
  });

  test('a 5,000-character path gets a calm answer and the server stays up', async () => {
    const res = await raw(base, `/manual/${'x'.repeat(5000)}`);
    expect([404, 414]).toContain(res.status);
    expect((await fetch(`${base}/manual/`)).status).toBe(200);
  });
});

describe('unsafe or malformed paths', () => {
  test.each([
    '/manual/%E0%A4%A',
    '/manual/%C3',
    '/manual/%zz',
    '/manual/a%00b',
    '/manual/../secret.txt',
    '/manual/%2e%2e/secret.txt',
    '/manual/%2E%2E%2Fsecret.txt',
    '/manual/..%2fsecret.txt',
    '/manual/a%5C..%5C..%5Csecret.txt',
    '/manual/perustoiminnot/../../secret.txt',
  ])('%s answers 400 with the not-found page and nothing from outside the root', async (target) => {
    const res = await raw(base, target);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toBe('<h1>Sivua ei löytynyt</h1>');
  });
});

describe('methods', () => {
  test.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('%s answers 405 with Allow', async (method) => {
    const res = await fetch(`${base}/manual/`, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  test('HEAD gives the headers of GET without a body', async () => {
    const res = await raw(base, '/manual/perustoiminnot/osastot', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-length']).toBe(String('<h1>Osastot</h1>'.length));
    expect(res.body.length).toBe(0);
  });

  test('HEAD of an unknown path is a 404 without a body', async () => {
    const res = await raw(base, '/manual/ei-ole', { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(res.body.length).toBe(0);
  });
});

describe('caching', () => {
  test('hashed build assets are immutable', async () => {
    const res = await fetch(`${base}/manual/_next/static/chunks/app.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('pages revalidate with ETag and Last-Modified, and a matching If-None-Match gets 304', async () => {
    const first = await fetch(`${base}/manual/perustoiminnot/osastot`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(new Date(first.headers.get('last-modified') ?? '').getTime()).not.toBeNaN();

    const again = await raw(base, '/manual/perustoiminnot/osastot', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const changed = await raw(base, '/manual/perustoiminnot/osastot', { headers: { 'if-none-match': 'W/"0-0"' } });
    expect(changed.status).toBe(200);
  });
});

describe('compression', () => {
  test('text is gzipped when the client accepts it', async () => {
    const res = await raw(base, '/manual/pitka', { headers: { 'accept-encoding': 'br, gzip;q=0.8' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.length).toBeLessThan(LONG_PAGE.length / 10);
    expect(zlib.gunzipSync(res.body).toString()).toBe(LONG_PAGE);
  });

  test('the 404 page and .txt files are gzipped too', async () => {
    const notFound = await raw(base, '/manual/ei-ole', { headers: { 'accept-encoding': 'gzip' } });
    expect(notFound.status).toBe(404);
    expect(zlib.gunzipSync(notFound.body).toString()).toBe('<h1>Sivua ei löytynyt</h1>');
    const txt = await raw(base, '/manual/perustoiminnot/osastot.txt', { headers: { 'accept-encoding': 'gzip' } });
    expect(txt.headers['content-encoding']).toBe('gzip');
  });

  test.each([undefined, 'identity', 'gzip;q=0'])('no gzip for Accept-Encoding %s', async (acceptEncoding) => {
    const res = await raw(base, '/manual/pitka', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(LONG_PAGE);
  });

  test('images are not gzipped', async () => {
    const res = await raw(base, '/manual/logo.png', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('precompressed copies', () => {
  test('brotli is preferred when accepted, with its own length', async () => {
    const res = await raw(base, '/manual/kopiot', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe('<h1>br-kopio</h1>');
  });

  test('the .gz copy is sent to a client without brotli', async () => {
    const res = await raw(base, '/manual/kopiot', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toBe('<h1>gz-kopio</h1>');
  });

  test('a client that accepts neither gets the plain file', async () => {
    const res = await raw(base, '/manual/kopiot', { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('<h1>Kopiot</h1>');
  });

  test('a copy is never served under its own name as the page', async () => {
    const res = await raw(base, '/manual/kopiot.html.br');
    expect(res.headers['content-type']).not.toMatch(/html/);
  });
});

describe('security headers', () => {
  const expected = {
    'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
  test.each([
    ['a page', '/manual/perustoiminnot/osastot', 200],
    ['an unknown path', '/manual/ei-ole', 404],
    ['a redirect', '/manual/perustoiminnot/osastot.html', 301],
    ['a wrong method', '/manual/', 405],
  ])('are on %s', async (_case, target, status) => {
    const res = await raw(base, target, { method: status === 405 ? 'POST' : 'GET' });
    expect(res.status).toBe(status);
    expect(res.headers).toMatchObject(expected);
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    // HSTS belongs to the TLS server only.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('without a build', () => {
  test.each([
    ['an out/ without index.html', 'partial', true],
    ['no out/ at all', 'missing', false],
  ])('every request answers 503 with %s', async (_case, name, withFiles) => {
    const dir = path.join(tmp, name);
    if (withFiles) write(dir, '404.html', '<h1>Sivua ei löytynyt</h1>');
    const unbuilt = await startServer(dir);
    try {
      for (const url of ['/manual/', '/manual/perustoiminnot/osastot', '/']) {
        const res = await fetch(`${unbuilt.base}${url}`, { redirect: 'manual' });
        expect(res.status).toBe(503);
        expect(await res.text()).toContain('npm run build');
      }
    } finally {
      await stopServer(unbuilt.child);
    }
  });
});
