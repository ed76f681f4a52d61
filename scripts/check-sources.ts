// Before a build or `npm run dev`: every page's front matter and every _category_.json is validated
// by its schema, and any error stops it with file, line and field. contentlayer2 alone would leave
// such a page out with a warning, and the site would build without it.
import { readContentTree, sourceProblems } from '../lib/build/content-model/read-content';

const problems = sourceProblems(readContentTree('content'));
if (problems.length > 0) {
  console.error(`The content has ${problems.length} error(s); nothing was built:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
