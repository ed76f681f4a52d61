// `npm run bench:load`: a bounded load test on the loopback interface against the built out/,
// behind nginx (deploy/nginx), behind the preview server and in the edge runtime (workerd through
// `wrangler dev`, deploy/cloudflare: a local stand-in for the CDN, whose own figures are its own). Each target gets CONNECTIONS
// connections for DURATION seconds; the figures are printed, not judged, apart from the goal of
// no errors and no unexpected status, which sets the exit code.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { RELEASE_OUT_DIR } from './build-targets.mjs';
import { createServer } from './serve.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
// wrangler's local mode is a development server: every request crosses its Node proxy and two
// Workers, and at 50 connections it times out. Its figures tell what the runtime costs here, not
// what the CDN serves, so it gets fewer connections.
const EDGE_CONNECTIONS = Number(process.env.LOAD_EDGE_CONNECTIONS ?? 10);
const DURATION = Number(process.env.LOAD_SECONDS ?? 10);
const TARGETS = [
  { name: 'doc page', path: '/manual/perustoiminnot/vuorojen-suunnittelu', status: 200 },
  { name: 'search index', path: '/manual/search-index-docs-default-current.json', status: 200 },
  { name: 'unknown path', path: '/manual/ei-tallaista-sivua', status: 404 },
];
// What a browser sends: the servers answer with their precompressed copies.
const HEADERS = { 'accept-encoding': 'br, gzip' };

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

// wrangler bundles the Worker and starts workerd before it answers: seconds on a busy machine.
async function waitFor(url, child) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`no answer from ${url}`);
}

async function startPreview() {
  const port = await freePort();
  const server = createServer({ root: path.join(repoRoot, RELEASE_OUT_DIR) });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { name: 'preview server', base: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)), connections: CONNECTIONS };
}

// A server script of ours (npm run serve:nginx, serve:edge) on a free port, stopped with SIGTERM.
async function startScript(name, script, connections = CONNECTIONS) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', script)], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/manual/`, child);
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { name, base, stop, connections };
}

function run(url, connections) {
  return autocannon({ url, connections, duration: DURATION, headers: HEADERS });
}

const servers = [];
let failed = false;
try {
  servers.push(await startScript('nginx', 'serve-nginx.mjs'), await startPreview(), await startScript('edge (workerd)', 'serve-edge.mjs', EDGE_CONNECTIONS));
  console.log(`${DURATION} s per target, loopback only.\n`);
  console.log('server          target          conns   req/s     p99 ms   errors  unexpected status');
  for (const server of servers) {
    for (const target of TARGETS) {
      const result = await run(server.base + target.path, server.connections);
      const unexpected = Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => Number(code) !== target.status)
        .reduce((sum, [, stats]) => sum + stats.count, 0);
      const errors = result.errors + result.timeouts;
      if (errors > 0 || unexpected > 0) failed = true;
      console.log(
        `${server.name.padEnd(15)} ${target.name.padEnd(15)} ${String(server.connections).padStart(5)}   ${result.requests.average.toFixed(0).padStart(6)}   ${String(result.latency.p99).padStart(6)}   ${String(errors).padStart(6)}  ${unexpected}`,
      );
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
console.log(failed ? '\nGoal missed: errors or unexpected statuses.' : '\nGoal met: 0 errors, 0 unexpected statuses.');
process.exit(failed ? 1 : 0);
