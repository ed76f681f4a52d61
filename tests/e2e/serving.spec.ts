import { expect, test, type APIResponse } from '@playwright/test';
import { ALL_ROUTES, EXTRA_ROUTES } from './routes';

// What a web server must do with the export, checked over HTTP. The `chromium` project runs this
// against the preview server, the `nginx` project against nginx with deploy/nginx and the `edge`
// project against Cloudflare's runtime with deploy/cloudflare, so the three are held to the same
// contract.
const SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(res: APIResponse) {
  expect(res.headers()).toMatchObject(SECURITY_HEADERS);
  expect(res.headers()['permissions-policy']).toMatch(/camera=\(\)/);
}

const noRedirect = { maxRedirects: 0 };

// Where the edge legitimately differs, the platform decides and the test says how:
// - revalidated files carry its default `public, max-age=0, must-revalidate` (kept, and checked
//   with the ETag before every use, as `no-cache` says): a Cache-Control rule in _headers for
//   every path would be joined by Cloudflare to the year-long one of the hashed files;
// - it compresses text on the fly as the client accepts, and the CDN keys its cache by the
//   encoding itself (no Vary); the build's .br/.gz copies are not uploaded (.assetsignore).
const onEdge = () => test.info().project.name === 'edge';
const revalidated = () => (onEdge() ? 'public, max-age=0, must-revalidate' : 'no-cache');

test.describe('serving the export', () => {
  test('every page answers 200 with its HTML, the security headers and revalidation', async ({ request }) => {
    for (const route of [...ALL_ROUTES, ...EXTRA_ROUTES]) {
      const res = await request.get(encodeURI(route), noRedirect);
      expect(res.status(), route).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);
      expect(res.headers()['cache-control']).toBe(revalidated());
      expect(await res.text()).toContain('<h1');
      expectSecurityHeaders(res);
    }
  });

  const redirects: [string, string][] = [
    ['/', '/manual/'],
    ['/manual', '/manual/'],
    ['/manual/index.html', '/manual/'],
    ['/manual/perustoiminnot/osastot.html', '/manual/perustoiminnot/osastot'],
    ['/manual/perustoiminnot/osastot/', '/manual/perustoiminnot/osastot'],
    ['/manual/category/raportointi/index.html', '/manual/category/raportointi'],
    [encodeURI('/manual/edistyneet_toiminnot/töihinkutsujärjestelmä.html'), encodeURI('/manual/edistyneet_toiminnot/töihinkutsujärjestelmä')],
  ];
  for (const [from, to] of redirects) {
    test(`${decodeURI(from)} redirects to ${decodeURI(to)}`, async ({ request }) => {
      const res = await request.get(from, noRedirect);
      expect(res.status()).toBe(301);
      expect(new URL(res.headers()['location'], 'http://x').pathname).toBe(to);
      expectSecurityHeaders(res);
    });
  }

  test('an accented route answers at its percent-encoded address, and its plain spelling too', async ({ request }) => {
    const accented = await request.get(encodeURI('/manual/edistyneet_toiminnot/töihinkutsujärjestelmä'), noRedirect);
    expect(accented.status()).toBe(200);
    const plain = await request.get('/manual/edistyneet_toiminnot/toihinkutsujarjestelma', noRedirect);
    expect(plain.status()).toBe(200);
  });

  for (const path of ['/manual/ei-tallaista-sivua', '/manual/404', '/manual/_not-found', '/muualla']) {
    test(`${path} is the not-found page with status 404 and the security headers`, async ({ request }) => {
      const res = await request.get(path, noRedirect);
      expect(res.status()).toBe(404);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);
      const body = await res.text();
      expect(body).toContain('<h1>Sivua ei löytynyt');
      expect(body).toContain('href="/manual/category/perustoiminnot"');
      expectSecurityHeaders(res);
    });
  }

  test('the files for the servers in the export (the help ID map, the CDN\'s _headers and _redirects) are never served', async ({ request }) => {
    for (const path of ['/manual/help-ids.nginx.conf', '/manual/_headers', '/manual/_redirects']) {
      const res = await request.get(path, noRedirect);
      expect([path, res.status()]).toEqual([path, 404]);
      expect(await res.text()).toContain('<h1>Sivua ei löytynyt');
    }
  });

  test('hashed assets are cached for a year; route data and the index are revalidated by ETag', async ({ request }) => {
    const html = await (await request.get('/manual/perustoiminnot/osastot')).text();
    const script = /src="(\/manual\/_next\/static\/[^"]+\.js)"/.exec(html)![1];
    const asset = await request.get(script);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-type']).toMatch(/javascript/);
    expectSecurityHeaders(asset);

    for (const path of ['/manual/perustoiminnot/osastot.txt', '/manual/search-index-docs-default-current.json']) {
      const res = await request.get(path);
      expect(res.headers()['cache-control']).toBe(revalidated());
      const etag = res.headers()['etag'];
      expect(etag).toBeTruthy();
      const again = await request.get(path, { headers: { 'if-none-match': etag } });
      expect(again.status()).toBe(304);
    }
    const data = await request.get('/manual/perustoiminnot/osastot.txt');
    expect(data.headers()['content-type']).toMatch(/^text\/plain/);
  });

  test('the split search index: the manifest is revalidated, the parts in its hashed folder are cached for a year', async ({ request }) => {
    const manifestPath = '/manual/search/docs-default-current/manifest.json';
    const manifest = await request.get(manifestPath);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers()['cache-control']).toBe(revalidated());
    expectSecurityHeaders(manifest);
    const again = await request.get(manifestPath, { headers: { 'if-none-match': manifest.headers()['etag'] } });
    expect(again.status()).toBe(304);

    const { version } = await manifest.json();
    for (const part of ['t0.json', 'p0.json']) {
      const res = await request.get(`/manual/search/docs-default-current/${version}/${part}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^application\/json/);
      expect(res.headers()['content-encoding']).toBe('gzip');
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(res);
      expect(Array.isArray(await res.json())).toBe(true);
    }
    // A part of another release is not there: the not-found page, never a stale part.
    const missing = await request.get('/manual/search/docs-default-current/000000000000/t0.json');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).not.toMatch(/immutable/);
  });

  test('text is sent compressed: brotli when accepted, else gzip (nginx and the preview server send the build\'s copies)', async ({ request }) => {
    const br = await request.get('/manual/perustoiminnot/osastot', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers()['content-encoding']).toBe('br');
    if (onEdge()) expect((await request.get('/manual/perustoiminnot/osastot.html.br')).status()).toBe(404);
    else expect(br.headers()['vary']).toMatch(/Accept-Encoding/i);
    expect(await br.text()).toContain('<h1');
    const gzip = await request.get('/manual/perustoiminnot/osastot', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toContain('<h1');
  });

  test('the PDF of the manual (npm run build:pdf) is sent as application/pdf and revalidated, as is its manifest', async ({ request }) => {
    const pdf = await request.get('/manual/kayttoohje.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toBe(revalidated());
    expectSecurityHeaders(pdf);
    const manifest = await request.get('/manual/kayttoohje.json', { headers: { 'accept-encoding': 'br' } });
    expect(manifest.headers()['cache-control']).toBe(revalidated());
    expect((await manifest.json()).pdf.bytes).toBe((await pdf.body()).length);
  });

  test('the offline worker is revalidated on every visit, and the web app manifest is linked and sent as application/manifest+json', async ({ request }) => {
    const sw = await request.get('/manual/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(sw.headers()['cache-control']).toBe(revalidated());
    const page = await (await request.get('/manual/')).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(page)?.[1];
    expect(href).toBe('/manual/manifest.webmanifest');
    expect(page).toMatch(/<link rel="apple-touch-icon" href="\/manual\/apple-icon\.png/);
    const manifest = await request.get(href!);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expectSecurityHeaders(manifest);
    const app = await manifest.json();
    expect(app).toMatchObject({ lang: 'fi', start_url: '/manual/', scope: '/manual/', display: 'standalone' });
    expect(app.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of app.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  });

  test('robots.txt is at the root of the host and names the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/^Sitemap: https?:\/\/.+\/manual\/sitemap\.xml$/m);
  });

  test('a server name carries no version', async ({ request }) => {
    const server = (await request.get('/manual/')).headers()['server'] ?? '';
    expect(server).not.toMatch(/\d/);
  });
});
