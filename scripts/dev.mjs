// Writers' mode: contentlayer watches content/ while next dev serves; edits show in about a second.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
// The same checks as the build: a bad configuration or front matter stops here, not as a missing page.
for (const args of [['tsx', 'scripts/check-config.ts'], ['tsx', 'scripts/check-sources.ts'], ['contentlayer2', 'build']]) {
  const first = spawnSync('npx', ['--no-install', ...args], { stdio: 'inherit', env });
  if (first.status !== 0) process.exit(first.status ?? 1);
}

const children = [
  spawn('npx', ['--no-install', 'contentlayer2', 'dev'], { stdio: 'inherit', env }),
  spawn('npx', ['--no-install', 'next', 'dev', '--port', process.env.PORT ?? '3000'], { stdio: 'inherit', env }),
];
// A settings change is parsed again, so the pages pick it up as they do a content edit; invalid
// settings print their fields here and stop the pages with the same message.
let reparse = null;
const settingsWatcher = watch('site.config.ts', () => {
  clearTimeout(reparse);
  reparse = setTimeout(() => spawnSync('npx', ['--no-install', 'tsx', 'scripts/check-config.ts'], { stdio: 'inherit', env }), 200);
});
const stop = () => {
  settingsWatcher.close();
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
