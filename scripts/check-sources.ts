// Before a build or `npm run dev`: every page's front matter and every _category_.json is validated
// by its schema, and every page's MDX is parsed; any error stops it with file, line and field.
// contentlayer2 alone would leave a page with bad front matter out with a warning, and the site
// would build without it; on an MDX error it stops, but names only the first.
// `--front-matter`: without the MDX, which the build checks beside contentlayer2 (see build.mjs).
import { readContentTree, readFrontmatterProblems, sourceProblems } from '../lib/build/content-model/read-content';

const problems = process.argv.includes('--front-matter') ? readFrontmatterProblems('content') : sourceProblems(readContentTree('content'));
if (problems.length > 0) {
  console.error(`The content has ${problems.length} error(s); nothing was built:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
