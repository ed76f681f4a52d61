// The site is exported twice from the same sources: the release in out/, and a test export in
// out-e2e/ that also has the fault-injection page the browser tests need. That page's sources
// live outside app/ and are staged into it only for the test build: Next lists every folder of
// app/ in each page's route data, so even an empty test folder would show in the release.
export const RELEASE_OUT_DIR = 'out';
export const TEST_OUT_DIR = 'out-e2e';
export const TEST_ROUTE_SOURCE = 'tests/e2e/fault-page';
export const TEST_ROUTE_STAGE = 'app/(docs)/testit';
export const TEST_ROUTE_TARGET = 'app/(docs)/testit/vikatilat';
const TEST_BUILD_ENV = 'MANUAL_TEST_BUILD';
// Set by `npm run build`, which type-checks beside Next's page generation (scripts/build.mjs):
// Next then skips its own check. A bare `next build` checks the types itself.
const TYPES_CHECKED_BESIDE_ENV = 'MANUAL_TYPES_CHECKED_BESIDE';

export function typesCheckedBeside(env = process.env) {
  return env[TYPES_CHECKED_BESIDE_ENV] === '1';
}

export function typesCheckedBesideEnv(env) {
  return { ...env, [TYPES_CHECKED_BESIDE_ENV]: '1' };
}

export function isTestBuild(env = process.env) {
  return env[TEST_BUILD_ENV] === '1';
}

export function testBuildEnv(env = process.env) {
  return { ...env, [TEST_BUILD_ENV]: '1' };
}
