// Where the test servers write feedback (FEEDBACK_LOG), per Playwright project, so a test reads
// the log of the server it talked to and the writers' own logs stay untouched.
export const E2E_FEEDBACK_LOGS: Record<string, string> = {
  chromium: '.preview/e2e-palaute.log',
  nginx: '.nginx/e2e-palaute.log',
};
