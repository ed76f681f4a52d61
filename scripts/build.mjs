// One build: content → export → link check → per-page CSP and precompressed copies → the offline
// worker and save list → the PDF. A failed build
// must not leave a stale export behind. `--e2e` builds the test export, with its test-only page,
// into its own folder and leaves the release in out/ untouched.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';
import {
  RELEASE_OUT_DIR,
  TEST_OUT_DIR,
  TEST_ROUTE_SOURCE,
  TEST_ROUTE_STAGE,
  TEST_ROUTE_TARGET,
  testBuildEnv,
} from './build-targets.mjs';

const testBuild = process.argv.includes('--e2e');
const outDir = testBuild ? TEST_OUT_DIR : RELEASE_OUT_DIR;
const env = { ...(testBuild ? testBuildEnv() : process.env), NEXT_TELEMETRY_DISABLED: '1' };

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${[cmd, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
    cleanUp();
    process.exit(result.status ?? 1);
  }
}

// Also run before a release build: a test build that was killed half-way leaves the stage behind.
// The test build's .next/types name the staged page, which the type check would then miss.
function cleanUp() {
  rmSync(TEST_ROUTE_STAGE, { recursive: true, force: true });
  if (testBuild) rmSync('.next', { recursive: true, force: true });
}

run('npx', ['--no-install', 'tsx', 'scripts/check-config.ts']);
run('npx', ['--no-install', 'tsx', 'scripts/check-sources.ts']);
cleanUp();
rmSync(outDir, { recursive: true, force: true });
rmSync('.next', { recursive: true, force: true });
if (testBuild) cpSync(TEST_ROUTE_SOURCE, TEST_ROUTE_TARGET, { recursive: true });
const started = Date.now();
run('npx', ['--no-install', 'contentlayer2', 'build']);
run('npx', ['--no-install', 'next', 'build']);
cleanUp();
run('npx', ['--no-install', 'tsx', 'scripts/check-links.ts', outDir]);
run('npx', ['--no-install', 'tsx', 'scripts/finish-output.ts', outDir]);
run('npx', ['--no-install', 'tsx', 'scripts/build-offline.ts', outDir]);
// The release also gets the PDF of the manual. Without Chromium (`npm start` on a fresh machine)
// the site is complete without it: the PDF link only shows in a build that has the file.
// The test export has none: its pages show no PDF link.
if (!testBuild && existsSync(CHROMIUM_PATH)) run('npm', ['run', '--silent', 'build:pdf', '--', outDir]);
else if (!testBuild) console.log(`No Chromium at ${CHROMIUM_PATH}: the site is built without its PDF (npm run build:pdf makes it).`);
console.log(`Build of ${outDir}/ finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
