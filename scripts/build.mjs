// One build: content → export → link check. A failed build must not leave a stale out/ behind.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) {
    console.error(`\n${[cmd, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

rmSync('out', { recursive: true, force: true });
rmSync('.next', { recursive: true, force: true });
const started = Date.now();
run('npx', ['--no-install', 'contentlayer2', 'build']);
run('npx', ['--no-install', 'next', 'build']);
run('npx', ['--no-install', 'tsx', 'scripts/check-links.ts']);
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
