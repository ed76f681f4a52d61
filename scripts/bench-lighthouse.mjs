// `npm run bench:lighthouse`: Lighthouse in its default mobile mode, with Debian's Chromium, on
// three pages of the built out/ served by nginx with the production configuration. Prints the four
// category scores and LCP, TBT and CLS per page, and whether the goals are met.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/manual/', '/manual/perustoiminnot/vuorojen-suunnittelu', '/manual/raportointi/palkkaraportti'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startNginx(port) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'serve-nginx.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx did not start (exit ${child.exitCode})`);
    try {
      await fetch(`http://127.0.0.1:${port}/manual/`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('nginx did not answer');
}

function audit(url, reportFile) {
  const result = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.resolve('lighthouse/cli/index.js')), url, '--quiet', '--output=json', `--output-path=${reportFile}`, `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}:\n${result.stderr}`);
  return JSON.parse(fs.readFileSync(reportFile, 'utf8'));
}

const port = await freePort();
const nginx = await startNginx(port);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
let missed = false;
try {
  console.log('page                                         perf  a11y  best  seo   LCP ms  TBT ms  CLS');
  for (const page of PAGES) {
    // localhost, as a reader's browser would name a local server; 127.0.0.1 works the same.
    const report = audit(`http://localhost:${port}${page}`, path.join(reports, 'report.json'));
    const scores = CATEGORIES.map((id) => Math.round(report.categories[id].score * 100));
    CATEGORIES.forEach((id, i) => {
      if (scores[i] < GOALS[id]) missed = true;
    });
    const metric = (id) => report.audits[id].numericValue;
    console.log(
      `${page.padEnd(44)} ${scores.map((s) => String(s).padStart(4)).join('  ')}  ${metric('largest-contentful-paint').toFixed(0).padStart(6)}  ${metric('total-blocking-time').toFixed(0).padStart(6)}  ${metric('cumulative-layout-shift').toFixed(3)}`,
    );
    for (const id of CATEGORIES) {
      const failedAudits = report.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
        .map((ref) => ref.id);
      if (id !== 'performance' && failedAudits.length > 0) console.log(`    ${id}: ${failedAudits.join(', ')}`);
    }
  }
} finally {
  nginx.kill('SIGTERM');
  fs.rmSync(reports, { recursive: true, force: true });
}
console.log(missed ? '\nGoals missed (performance ≥ 98, the others 100).' : '\nGoals met: performance ≥ 98, the others 100.');
process.exit(missed ? 1 : 0);
