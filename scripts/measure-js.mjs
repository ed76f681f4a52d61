// Prints the JavaScript each sample page loads before interaction: the <script src> files of its
// HTML (the framework's chunks and the page's own), raw and gzip, from the built out/.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const root = 'out';
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['index.html', 'perustoiminnot/vuorolistanakyma.html', 'category/perustoiminnot.html', '404.html'];

if (!existsSync(join(root, 'index.html'))) {
  console.error('No build in out/: run `npm run build` first.');
  process.exit(1);
}

const kib = (n) => (n / 1024).toFixed(1);
for (const page of pages) {
  const html = readFileSync(join(root, page), 'utf8');
  // nomodule scripts are polyfills that current browsers never download.
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\snomodule/i.test(attrs))
    .map((attrs) => attrs.match(/\ssrc="([^"]+)"/)?.[1])
    .filter(Boolean);
  let raw = 0;
  let gz = 0;
  for (const src of new Set(srcs)) {
    const file = join(root, decodeURIComponent(src.replace(/^\/manual\//, '').split('?')[0]));
    const body = readFileSync(file);
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1].length, 0);
  console.log(
    `${page}: ${srcs.length} scripts, ${kib(raw)} KiB raw, ${kib(gz)} KiB gzip (+ ${kib(inline)} KiB inline data, HTML ${kib(html.length)} KiB raw / ${kib(gzipSync(html).length)} KiB gzip)`,
  );
}
