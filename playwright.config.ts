import { defineConfig, devices } from '@playwright/test';
import { TEST_OUT_DIR } from './scripts/build-targets.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { E2E_FEEDBACK_LOGS } from './tests/e2e/feedback-logs';

const port = Number(process.env.E2E_PORT ?? 3100);
// The test export with the fault-injection page (npm run build:e2e) has a server of its own.
const faultPort = Number(process.env.E2E_FAULT_PORT ?? port + 1000);
const FAULT_TESTS = 'faults.spec.ts';
// The release export behind nginx with the production configuration (deploy/nginx): the serving
// contract and the CSP run against it as well as against the preview server.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 2000);
const NGINX_TESTS = ['serving.spec.ts', 'csp.spec.ts', 'help-ids.spec.ts', 'feedback.spec.ts', 'offline.spec.ts'];
// The offline worker is tested behind nginx only.
const NGINX_ONLY_TESTS = ['offline.spec.ts'];
// The release export in Cloudflare's runtime (workerd through wrangler, deploy/cloudflare): the
// serving contract, the CSP and the help IDs (301s from the build's _redirects), where a CDN could
// differ from nginx.
const edgePort = Number(process.env.E2E_EDGE_PORT ?? port + 2500);
const EDGE_TESTS = ['serving.spec.ts', 'csp.spec.ts', 'help-ids.spec.ts'];

// Tests run against the built export behind our own preview server, behind nginx and on the edge runtime, as readers get it.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores with four servers; an axe run alone takes several seconds.
  timeout: 60_000,
  // A state a test waits for can come late beside the other worker's page sweep: a fresh-clone
  // run once saw a search's retried shard and its seven page fragments take 5.2 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // Request interception (route) does not see what a service worker fetches: the offline
    // worker is allowed only where it is tested (offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [FAULT_TESTS, ...NGINX_ONLY_TESTS], use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'faults',
      testMatch: FAULT_TESTS,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${faultPort}` },
    },
    {
      name: 'nginx',
      testMatch: NGINX_TESTS,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${nginxPort}` },
    },
    {
      name: 'edge',
      testMatch: EDGE_TESTS,
      // wrangler's local mode passes every request through its own proxy and the Worker: about 2.5
      // times the preview server's time per request here, which the search's chain of fetches adds up.
      expect: { timeout: 15_000 },
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${edgePort}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(port), FEEDBACK_LOG: E2E_FEEDBACK_LOGS.chromium },
      url: `http://localhost:${port}/manual/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(faultPort), SERVE_ROOT: TEST_OUT_DIR },
      url: `http://localhost:${faultPort}/manual/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-nginx.mjs`,
      env: { PORT: String(nginxPort), FEEDBACK_LOG: E2E_FEEDBACK_LOGS.nginx },
      url: `http://localhost:${nginxPort}/manual/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-edge.mjs`,
      env: { PORT: String(edgePort) },
      url: `http://localhost:${edgePort}/manual/`,
      reuseExistingServer: !process.env.CI,
      // wrangler bundles the Worker and starts workerd: seconds on a busy machine.
      timeout: 60_000,
    },
  ],
});
