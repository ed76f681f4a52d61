// `npm run serve:edge`: the built out/ in Cloudflare's runtime (workerd, through `wrangler dev` in
// local mode) with deploy/cloudflare/wrangler.jsonc and the build's _headers and _redirects, on a
// loopback port (PORT, default 3000). No account, no network, no telemetry.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_PATH } from '../lib/site/base-path.mjs';
import { RELEASE_OUT_DIR } from './build-targets.mjs';
import { stageEdgeSite } from './edge-site.mjs';
import { portFromEnv } from './serve.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The pinned devDependency, never a global one.
const WRANGLER = fileURLToPath(import.meta.resolve('wrangler/bin/wrangler.js'));
const CONFIG = path.join(repoRoot, 'deploy', 'cloudflare', 'wrangler.jsonc');

function main() {
  const port = portFromEnv();
  const outDir = path.resolve(repoRoot, process.env.SERVE_ROOT ?? RELEASE_OUT_DIR);
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    console.error(`There is no build in ${outDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  stageEdgeSite(outDir);
  // wrangler keeps its local state and its own logs in folders of ours, removed on exit.
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'manual-edge-'));
  const child = spawn(
    process.execPath,
    [WRANGLER, 'dev', '--config', CONFIG, '--local', '--ip', process.env.HOST ?? 'localhost', '--port', String(port), '--persist-to', state, '--show-interactive-dev-session=false', '--log-level', 'warn'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        WRANGLER_LOG_PATH: state,
        CLOUDFLARE_API_TOKEN: '',
        // wrangler's own check for a newer release.
        NO_UPDATE_NOTIFIER: '1',
      },
    },
  );
  console.log(`Serving ${outDir} in the edge runtime (workerd) at http://localhost:${port}${BASE_PATH}/`);
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => {
    fs.rmSync(state, { recursive: true, force: true });
    process.exit(signal === 'SIGTERM' || code === 0 ? 0 : (code ?? 1));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
