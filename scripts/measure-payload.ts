// `npm run measure:payload [-- --pages 38,1000]`: what a reader downloads per page, at the real
// size and at a generated large size. Each size is built in a temporary copy of the repository
// (scripts/large-site.ts; content/ is never touched), then a doc page's HTML and route data (raw
// and gzip), its first-load JavaScript, the size of out/ and the export time are printed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BASE_PATH } from '../lib/site/base-path.mjs';
import { createLargeSite } from './large-site';

const SAMPLE_PAGE = 'perustoiminnot/osastot';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const sizes = arg('--pages', '38,1000').split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('measure-payload: --pages takes whole numbers, e.g. --pages 38,1000');
  process.exit(2);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const gzip = (body: Buffer) => gzipSync(body, { level: 9 }).length;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

// The scripts a page loads before any interaction: its <script src> files (module scripts only).
function firstLoadJs(out: string, html: string) {
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\snomodule/i.test(attrs))
    .map((attrs) => attrs.match(/\ssrc="([^"]+)"/)?.[1])
    .filter((src): src is string => Boolean(src));
  const bodies = [...new Set(srcs)].map((src) =>
    readFileSync(join(out, decodeURIComponent(src.slice(BASE_PATH.length + 1).split('?')[0]))),
  );
  return { raw: bodies.reduce((n, b) => n + b.length, 0), gzip: bodies.reduce((n, b) => n + gzip(b), 0) };
}

function measure(pages: number) {
  const { dir, pages: made } = createLargeSite({ pages });
  try {
    const started = Date.now();
    // The export alone: the link check, the CSP hashes and the .gz/.br copies of a full build add
    // minutes at this size and change no byte a reader downloads, bar a short CSP meta per page.
    // The settings are parsed first, as every build does: the copy has no parsed settings of its own.
    for (const args of [['tsx', 'scripts/check-config.ts'], ['contentlayer2', 'build'], ['next', 'build']]) {
      const build = spawnSync('npx', ['--no-install', ...args], {
        cwd: dir,
        env: { ...process.env, SITE_URL: 'https://ohjeet.example.fi', NEXT_TELEMETRY_DISABLED: '1' },
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(`${args.join(' ')} of the ${made}-page site failed:\n${build.stdout}\n${build.stderr}`);
    }
    const seconds = (Date.now() - started) / 1000;
    const out = join(dir, 'out');
    const html = readFileSync(join(out, `${SAMPLE_PAGE}.html`));
    const routeData = join(out, `${SAMPLE_PAGE}.txt`);
    const data = existsSync(routeData) ? readFileSync(routeData) : Buffer.alloc(0);
    // Next also writes per-segment prefetch files for each page: they are route data too.
    const segmentDir = join(out, SAMPLE_PAGE);
    const segments = existsSync(segmentDir) ? files(segmentDir).filter((f) => f.endsWith('.txt')) : [];
    const segmentBytes = segments.reduce((n, f) => n + statSync(f).size, 0);
    const total = files(out).reduce((n, f) => n + statSync(f).size, 0);
    const js = firstLoadJs(out, html.toString('utf8'));
    console.log(`\n${made} pages (sample: /manual/${SAMPLE_PAGE})`);
    console.log(`  doc page HTML:        ${kib(html.length)} raw, ${kib(gzip(html))} gzip`);
    console.log(`  route data (.txt):    ${kib(data.length)} raw, ${kib(gzip(data))} gzip`);
    console.log(`  segment prefetch:     ${segments.length} files, ${kib(segmentBytes)} raw`);
    console.log(`  first-load JS:        ${kib(js.raw)} raw, ${kib(js.gzip)} gzip`);
    console.log(`  out/ total:           ${mib(total)} (without the .gz/.br copies a release build adds)`);
    console.log(`  export time:          ${seconds.toFixed(0)} s (settings, contentlayer2 and next build)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const pages of sizes) measure(pages);
