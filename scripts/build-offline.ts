// After the export: the offline service worker and the list of what "Tallenna ohje laitteelle"
// saves. Workbox (workbox-build's injectManifest) writes the precache list, only the offline page,
// and the files it loads, into the worker bundled from lib/offline/service-worker.ts; the rest
// is cached at run time. The save list names every page of the sitemap with its route data, every
// shared script and style, the search index's parts and the manifest, with their size as served.
// Usage: tsx scripts/build-offline.ts OUT_DIR
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { compressedCopies, brotliQuality } from '../lib/build/precompress';
import { OFFLINE_MANIFEST_FILE, OFFLINE_PAGE, SERVICE_WORKER_FILE, cacheFor } from '../lib/offline/caches.mjs';
import { BASE_PATH } from '../lib/site/base-path.mjs';
import { RELEASE_META } from '../lib/site/feedback.mjs';
import { SIDEBAR_DATA_DIR } from '../lib/site/sidebar';

const root = process.argv[2] ?? 'out';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}
const relOf = (file: string) => relative(root, file).split(sep).join('/');
const read = (rel: string) => readFileSync(join(root, rel), 'utf8');

// The size a reader downloads: the brotli copy where the build made one, else the file.
function servedBytes(rel: string): number {
  const file = join(root, rel);
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

// The files a page loads from _next/static (scripts, styles, fonts), as paths under the export.
function staticFilesOf(html: string): string[] {
  // The route data inlined in the page escapes its quotes (\"), so a backslash ends a path too.
  const paths = html.matchAll(new RegExp(BASE_PATH + String.raw`/(_next/static/[^"'\s)\\]+)`, 'g'));
  return [...new Set([...paths].map((m) => m[1]))].filter((rel) => existsSync(join(root, rel)));
}

function pageFile(route: string): string {
  return route === '/' ? 'index' : route.slice(1);
}

async function main() {
  const started = Date.now();
  const offlineHtml = `${OFFLINE_PAGE}.html`;
  if (!existsSync(join(root, offlineHtml))) throw new Error(`${root}/${offlineHtml} is missing: the export has no offline page.`);

  // The worker.
  const swPath = join(root, SERVICE_WORKER_FILE);
  await build({
    entryPoints: ['lib/offline/service-worker.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    outfile: swPath,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  // What the save button saves.
  const sitemap = read('sitemap.xml');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const path = decodeURIComponent(new URL(m[1]).pathname);
    return path === `${BASE_PATH}/` || path === BASE_PATH ? '/' : path.slice(BASE_PATH.length);
  });
  const pages = routes.map((route) => {
    const html = read(`${pageFile(route)}.html`);
    const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '').trim() ?? route;
    return { route, title };
  });
  const files = new Set<string>();
  for (const { route } of pages) {
    files.add(`${pageFile(route)}.html`);
    if (existsSync(join(root, `${pageFile(route)}.txt`))) files.add(`${pageFile(route)}.txt`);
  }
  for (const file of walk(root).map(relOf)) {
    if (/\.(br|gz)$/.test(file)) continue;
    const shared =
      file.startsWith('_next/static/') ||
      file.startsWith('search/') ||
      file.startsWith(`${SIDEBAR_DATA_DIR}/`) ||
      /^(manifest\.webmanifest|icon[^/]*|apple-icon[^/]*|kayttoohje\.json)$/.test(file);
    if (shared && cacheFor(file)) files.add(file);
  }
  // Pages are saved at their clean address, as readers and links ask for them.
  const urlOf = (file: string) => {
    const clean = file === 'index.html' ? '' : file.replace(/\.html$/, '');
    return `${BASE_PATH}/${clean.split('/').map(encodeURIComponent).join('/')}`;
  };
  const list = [...files].sort();
  const release = /<meta name="manual-release" content="([^"]+)"/.exec(read('index.html'))?.[1] ?? '';
  if (!read('index.html').includes(`name="${RELEASE_META}"`)) throw new Error('The start page names no release.');
  const manifest = {
    release,
    bytes: list.reduce((sum, f) => sum + servedBytes(f), 0),
    pages: pages.map((p) => ({ url: urlOf(`${pageFile(p.route)}.html`), title: p.title })),
    urls: list.map(urlOf),
  };
  const manifestPath = join(root, OFFLINE_MANIFEST_FILE);
  writeFileSync(manifestPath, JSON.stringify(manifest));
  // The offline page names the saved pages by their titles from the list, so it comes with it.
  const precached = [offlineHtml, OFFLINE_MANIFEST_FILE, ...staticFilesOf(read(offlineHtml))];
  const { count, size, warnings } = await injectManifest({
    swSrc: swPath,
    swDest: swPath,
    globDirectory: root,
    globPatterns: precached,
    globIgnores: [],
  });
  if (warnings.length > 0) throw new Error(warnings.join('\n'));

  // The release build has compressed copies of every text file; these two are new or changed.
  for (const file of [swPath, manifestPath]) {
    rmSync(`${file}.gz`, { force: true });
    rmSync(`${file}.br`, { force: true });
    if (!existsSync(join(root, 'index.html.br'))) continue;
    const { gz, br } = compressedCopies(readFileSync(file), brotliQuality(file));
    writeFileSync(`${file}.gz`, gz);
    writeFileSync(`${file}.br`, br);
  }
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `Offline: ${SERVICE_WORKER_FILE} ${kib(statSync(swPath).size)} (precaches ${count} files, ${kib(size)}); ` +
      `the save list has ${manifest.pages.length} pages, ${manifest.urls.length} files, ${(manifest.bytes / 1024 / 1024).toFixed(2)} MB as served, ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error) => {
  console.error(`Offline build failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
