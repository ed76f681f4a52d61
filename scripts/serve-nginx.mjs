// `npm run serve:nginx`: the built out/ behind nginx with the production configuration of
// deploy/nginx, on a loopback port (PORT, default 3000). Everything nginx writes (pid, logs, temp
// files) lives in a temporary prefix folder that is removed on exit.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_PATH } from '../lib/site/base-path.mjs';
import { DEFAULT_FEEDBACK_LOGS } from '../lib/site/feedback.mjs';
import { HELP_IDS_NGINX_MAP } from '../lib/site/help-route.mjs';
import { RELEASE_OUT_DIR } from './build-targets.mjs';
import { portFromEnv } from './serve.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
const FEEDBACK_LOG_CONF = 'feedback-log.conf';

// The main configuration around deploy/nginx/manual-locations.conf, which is included unchanged,
// as a team includes it in production; only the listen address, the root, HSTS and the feedback
// log's path (manual/feedback-log.conf, written by main) differ.
export function nginxConfig({ prefix, port, brotli, runAsRoot, ipv6 }) {
  return [
    ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    ...(runAsRoot ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '    access_log off;',
    '    sendfile on;',
    ...TEMP_PATHS.map((name) => `    ${name}_temp_path ${prefix}/temp/${name};`),
    // The help ID map from the build, as deploy/nginx/nginx.conf includes it in production.
    `    include ${prefix}/www/manual/${HELP_IDS_NGINX_MAP};`,
    '    include manual/feedback-http.conf;',
    '    server {',
    `        listen 127.0.0.1:${port};`,
    ...(ipv6 ? [`        listen [::1]:${port};`] : []),
    `        root ${prefix}/www;`,
    '        set $manual_hsts "";',
    ...(brotli ? ['        brotli_static on;'] : []),
    '        include manual/manual-locations.conf;',
    '    }',
    '}',
    '',
  ].join('\n');
}

// The feedback log stays in the project (ignored by git), where `npm run report:feedback` reads it
// by default; FEEDBACK_LOG puts it elsewhere. nginx opens it per write, as its worker user.
function feedbackLogFile(runAsRoot) {
  const file = path.resolve(process.env.FEEDBACK_LOG ?? path.join(repoRoot, DEFAULT_FEEDBACK_LOGS.nginx));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, '');
  if (!runAsRoot) fs.chmodSync(file, 0o666);
  return file;
}

function hasIpv6Loopback() {
  return Object.values(os.networkInterfaces()).some((addresses) => addresses?.some((a) => a.address === '::1'));
}

function main() {
  const port = portFromEnv();
  const outDir = path.resolve(repoRoot, process.env.SERVE_ROOT ?? RELEASE_OUT_DIR);
  if (!fs.existsSync(NGINX)) {
    console.error(`nginx is not installed (${NGINX}). Install it: apt-get install -y nginx-light`);
    process.exit(1);
  }
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    console.error(`There is no build in ${outDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'manual-nginx-'));
  // The worker runs as another user unless we are root: every folder on its way must be readable.
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, 'www'));
  fs.symlinkSync(outDir, path.join(prefix, 'www', 'manual'));
  // deploy/nginx as nginx.conf includes it, but for the feedback log's place.
  const deployDir = path.join(repoRoot, 'deploy', 'nginx');
  fs.mkdirSync(path.join(prefix, 'manual'));
  for (const name of fs.readdirSync(deployDir)) {
    if (name !== FEEDBACK_LOG_CONF) fs.symlinkSync(path.join(deployDir, name), path.join(prefix, 'manual', name));
  }
  const runAsRoot = process.getuid?.() === 0;
  const feedbackLog = feedbackLogFile(runAsRoot);
  fs.writeFileSync(path.join(prefix, 'manual', FEEDBACK_LOG_CONF), `access_log ${feedbackLog} manual_feedback if=$manual_feedback_accepted;\n`);
  for (const name of TEMP_PATHS) fs.mkdirSync(path.join(prefix, 'temp', name), { recursive: true });
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig({ prefix, port, brotli: fs.existsSync(BROTLI_MODULE), runAsRoot, ipv6: hasIpv6Loopback() }));
  const cleanUp = () => fs.rmSync(prefix, { recursive: true, force: true });
  const args = ['-p', prefix, '-c', config, '-e', 'stderr'];

  const check = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) {
    console.error(`The nginx configuration does not load:\n${check.stderr}`);
    cleanUp();
    process.exit(1);
  }
  const nginx = spawn(NGINX, args, { stdio: 'inherit' });
  console.log(`Serving ${outDir} with nginx at http://localhost:${port}${BASE_PATH}/`);
  // SIGQUIT is nginx's graceful stop: requests in flight finish, then the master exits.
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code, signal) => {
    cleanUp();
    process.exit(signal === 'SIGQUIT' || code === 0 ? 0 : (code ?? 1));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
