// `npm run bench:offline`: what "Tallenna ohje laitteelle" costs, measured on the built out/ behind
// nginx on loopback in Debian's Chromium: bytes on the wire (as served: brotli where the build made
// a copy), responses saved, time to save, and the worker's size. Goal: the whole manual ≤ 3 MB.
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { OFFLINE_MANIFEST_FILE, SERVICE_WORKER_FILE } from '../lib/offline/caches.mjs';
import { BASE_PATH } from '../lib/site/base-path.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = Number(process.env.PORT ?? 3998);
const GOAL_BYTES = 3_000_000;

async function main() {
  const nginx = spawn('node', ['scripts/serve-nginx.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${PORT}${BASE_PATH}`;
  try {
    for (let i = 0; i < 100 && (await fetch(`${base}/`).then((r) => r.status, () => 0)) !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    // The worker is blocked here so that every saved file is a network request the page can time.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.locator('html[data-hydrated]').waitFor();
    const button = page.getByRole('button', { name: /Tallenna ohje laitteelle/ });
    const label = await button.textContent();
    await page.evaluate(() => performance.clearResourceTimings());
    await page.evaluate(() => performance.setResourceTimingBufferSize(5000));
    const started = Date.now();
    await button.click();
    await page.getByRole('status').filter({ hasText: 'Ohje on tallennettu tälle laitteelle' }).waitFor({ timeout: 120_000 });
    const seconds = (Date.now() - started) / 1000;
    const { wire, requests, cached } = await page.evaluate(async () => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      let count = 0;
      for (const name of await caches.keys()) count += (await (await caches.open(name)).keys()).length;
      return { wire: entries.reduce((s, e) => s + e.transferSize, 0), requests: entries.length, cached: count };
    });
    await browser.close();

    const listed = JSON.parse(readFileSync(`out/${OFFLINE_MANIFEST_FILE}`, 'utf8')) as { bytes: number; urls: string[] };
    const sw = readFileSync(`out/${SERVICE_WORKER_FILE}`);
    const mb = (n: number) => `${(n / 1_000_000).toFixed(2)} MB`;
    console.log(`Button: ${label}`);
    console.log(`Save: ${requests} requests, ${mb(wire)} on the wire (headers included; the build's estimate ${mb(listed.bytes)}), ${cached} responses in the caches, ${seconds.toFixed(1)} s on loopback`);
    console.log(
      `Worker: ${SERVICE_WORKER_FILE} ${(statSync(`out/${SERVICE_WORKER_FILE}`).size / 1024).toFixed(1)} KiB, ` +
        `${(gzipSync(sw).length / 1024).toFixed(1)} KiB gzip, ${(brotliCompressSync(sw).length / 1024).toFixed(1)} KiB brotli`,
    );
    console.log(`Goal ≤ ${mb(GOAL_BYTES)}: ${wire <= GOAL_BYTES ? 'met' : 'NOT met'}`);
  } finally {
    nginx.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
