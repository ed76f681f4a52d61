// One build: content → export → link check → per-page CSP and precompressed copies → the offline
// worker and save list, and beside these three the PDF. A failed build
// must not leave a stale export behind. `--e2e` builds the test export, with its test-only page,
// into its own folder and leaves the release in out/ untouched.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';
import {
  RELEASE_OUT_DIR,
  TEST_OUT_DIR,
  TEST_ROUTE_SOURCE,
  TEST_ROUTE_STAGE,
  TEST_ROUTE_TARGET,
  testBuildEnv,
  typesCheckedBesideEnv,
} from './build-targets.mjs';

const testBuild = process.argv.includes('--e2e');
const outDir = testBuild ? TEST_OUT_DIR : RELEASE_OUT_DIR;
const env = { ...(testBuild ? testBuildEnv() : process.env), NEXT_TELEMETRY_DISABLED: '1' };

const running = new Set();

// Each step runs in its own process group, so that ending a step ends what it started too (npm,
// tsx and Chromium under the PDF step): a PDF left printing would write into a failed build's export.
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group has already gone.
    }
  }
}

// The export of a failed build goes too: `npm start` would serve it as built.
function fail(cmd, args, code) {
  console.error(`\n${[cmd, ...args].join(' ')} failed (exit ${code}).`);
  stopAll();
  cleanUp();
  rmSync(outDir, { recursive: true, force: true });
  process.exit(typeof code === 'number' ? code : 1);
}

// A step that fails ends the build, and a step still running beside it with it. A step started
// with `waitForOthers` does not: its `done` gives its exit code, and the caller decides.
function start(cmd, args, stdin = 'inherit', { waitForOthers = false, stepEnv = env, stdout = 'inherit' } = {}) {
  const child = spawn(cmd, args, { stdio: [stdin, stdout, 'inherit'], env: stepEnv, detached: true });
  running.add(child);
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      if (code === 0 || waitForOthers) return resolve(code ?? signal);
      fail(cmd, args, code ?? signal);
    });
  });
  return { child, done };
}

// The steps are not in the terminal's process group, so an interrupt reaches them through here.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAll();
    cleanUp();
    process.exit(1);
  });
}

const run = (cmd, args) => start(cmd, args).done;

// Also run before a release build: a test build that was killed half-way leaves the stage behind.
// The test build's .next/types name the staged page, which the type check would then miss.
function cleanUp() {
  rmSync(TEST_ROUTE_STAGE, { recursive: true, force: true });
  if (testBuild) rmSync('.next', { recursive: true, force: true });
}

await run('npx', ['--no-install', 'tsx', 'scripts/check-config.ts']);
cleanUp();
rmSync(outDir, { recursive: true, force: true });
rmSync('.next', { recursive: true, force: true });
if (testBuild) cpSync(TEST_ROUTE_SOURCE, TEST_ROUTE_TARGET, { recursive: true });
const started = Date.now();
// contentlayer2 alone would leave a page with bad front matter out with a warning, so the front
// matter and the categories are checked beside it, with file, line and field. contentlayer2 stops
// on an MDX error but names only the first: then the whole check, which parses every page's MDX,
// names them all. Run beside contentlayer2, which parses the same MDX itself, that parse cost 10 s
// of CPU at 1,000 pages, which contentlayer2 waited for.
const contentlayerArgs = ['--no-install', 'contentlayer2', 'build'];
const [, contentlayer] = await Promise.all([
  run('npx', ['--no-install', 'tsx', 'scripts/check-sources.ts', '--front-matter']),
  start('npx', contentlayerArgs, 'inherit', { waitForOthers: true }).done,
]);
if (contentlayer !== 0) {
  await run('npx', ['--no-install', 'tsx', 'scripts/check-sources.ts']);
  fail('npx', contentlayerArgs, contentlayer);
}
// Next type-checks after its compile, on one core, before it renders the pages on about one core;
// at 1,000 pages that is 14-24 s in which the other core idles. So tsc checks the same project
// (the route types Next's compile writes included) beside the rendering instead, once the compile
// is done, and a type error still stops the build.
const next = start('npx', ['--no-install', 'next', 'build'], 'inherit', { stepEnv: typesCheckedBesideEnv(env), stdout: 'pipe' });
let typecheck = null;
next.child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!typecheck && /Compiled successfully/.test(chunk.toString())) {
    console.log('  Checking the types beside the pages (tsc) ...');
    typecheck = start('npx', ['--no-install', 'tsc', '--noEmit']);
  }
});
await next.done;
// Had the compile's line not been seen, the types are checked now.
await (typecheck ?? start('npx', ['--no-install', 'tsc', '--noEmit'])).done;
cleanUp();
// The release also gets the PDF of the manual. Without Chromium (`npm start` on a fresh machine)
// the site is complete without it: the PDF link only shows in a build that has the file.
// The test export has none: its pages show no PDF link.
// The PDF is printed while the steps below finish the export: at a large site both take minutes,
// and each keeps a core busy. It writes its manifest only when its standard input closes, which
// happens when these steps are done, so that the manifest's copies are made after theirs.
let pdf = null;
if (!testBuild && existsSync(CHROMIUM_PATH)) pdf = start('npm', ['run', '--silent', 'build:pdf', '--', outDir, '--manifest-at-eof'], 'pipe');
else if (!testBuild) console.log(`No Chromium at ${CHROMIUM_PATH}: the site is built without its PDF (npm run build:pdf makes it).`);
await run('npx', ['--no-install', 'tsx', 'scripts/check-links.ts', outDir]);
await run('npx', ['--no-install', 'tsx', 'scripts/finish-output.ts', outDir]);
await run('npx', ['--no-install', 'tsx', 'scripts/build-offline.ts', outDir]);
if (pdf) {
  pdf.child.stdin.end();
  await pdf.done;
}
console.log(`Build of ${outDir}/ finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
