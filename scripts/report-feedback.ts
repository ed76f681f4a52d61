// `npm run report:feedback [LOG…]`: the writers' summary of the feedback log, as text here and as
// feedback-report.html. Without arguments it reads the log that `npm run serve:nginx` writes.
// Rotated logs (.gz) are read as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { readContentPages } from '../lib/build/content-model/read-content';
import { feedbackHtml, feedbackText, parseFeedbackLog, summarizeFeedback } from '../lib/build/feedback-report';
import { SYNONYMS } from '../lib/build/search-index/synonyms';
import { DEFAULT_FEEDBACK_LOGS } from '../lib/site/feedback.mjs';

const REPORT = 'feedback-report.html';
const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [DEFAULT_FEEDBACK_LOGS.nginx];
const missing = files.filter((f) => !existsSync(f));
if (missing.length > 0) {
  console.error(`No feedback log at ${missing.join(', ')}. Name the logs to read: npm run report:feedback -- /var/log/nginx/manual-palaute.log*`);
  process.exit(1);
}
const lines = files.flatMap((f) => {
  const data = readFileSync(f);
  return (f.endsWith('.gz') ? gunzipSync(data) : data).toString('utf8').split('\n');
});
const pages = readContentPages('content').map((p) => ({ route: p.route, title: p.title }));
const report = summarizeFeedback(parseFeedbackLog(lines), pages, SYNONYMS);
process.stdout.write(feedbackText(report));
writeFileSync(REPORT, feedbackHtml(report));
console.log(`\nThe same as a page: ${REPORT}`);
