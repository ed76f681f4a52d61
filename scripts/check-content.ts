// Structure and link checks of every MDX page, with a word count per page. Spelling: scripts/spellcheck.py.
// Usage: tsx scripts/check-content.ts [content/a.mdx …]  (all pages are read for routes and anchors either way)
import { relative, sep } from 'node:path';
import { checkStructure, type Problem } from '../lib/build/content-check';
import { languageProblems } from '../lib/build/language-check';
import { readContentTree } from '../lib/build/content-model/read-content';
import { helpIdsOfTree } from '../lib/build/help-ids-source';
import { BLOG_ROUTE, BLOG_TAGS_ROUTE, DOCS_TAGS_ROUTE } from '../lib/site/routes';

const CONTENT = 'content';

const toPosix = (path: string) => relative('.', path).split(sep).join('/');
const tree = readContentTree(CONTENT);
const models = new Map(tree.models.map((m) => [m.file, m]));

const knownRoutes = new Set<string>();
// A page that does not parse has no anchors; its parse error is reported below, and links to it still find the route.
const anchorsByRoute = new Map<string, Set<string>>();
for (const m of tree.models) {
  knownRoutes.add(m.route);
  anchorsByRoute.set(m.route, new Set(m.headings.map((h) => h.id)));
}
for (const { slug } of tree.categories) {
  if (slug) knownRoutes.add('/' + slug.replace(/^\/+|\/+$/g, ''));
}

// Generated pages that writers may link: the blog and the tag lists.
for (const route of [BLOG_ROUTE, BLOG_TAGS_ROUTE, DOCS_TAGS_ROUTE]) knownRoutes.add(route);

const requested = process.argv.slice(2).map((f) => toPosix(f).normalize('NFC'));
const unknown = requested.filter((f) => !models.has(f));
if (unknown.length > 0) {
  console.error(`Not MDX pages under ${CONTENT}/: ${unknown.join(', ')}`);
  process.exit(2);
}
const checked = requested.length > 0 ? requested.map((f) => models.get(f)!) : tree.models;

const helpIds = helpIdsOfTree(tree);
const problems: Problem[] = [
  ...checked.flatMap((m) => checkStructure(m, knownRoutes, anchorsByRoute)),
  ...checked.flatMap(languageProblems),
  ...(requested.length > 0 ? [] : tree.categoryProblems),
  ...helpIds.problems,
];
const width = Math.max(...checked.map((m) => m.file.length), 'Total'.length);
console.log(`${'Page'.padEnd(width)}  Words`);
for (const m of checked) console.log(`${m.file.padEnd(width)}  ${m.parsed ? String(m.words).padStart(5) : '   -'}`);
const total = checked.reduce((sum, m) => sum + m.words, 0);
console.log(`${'Total'.padEnd(width)}  ${String(total).padStart(5)}  (${checked.length} pages)`);

console.log(`\nHelp IDs: ${helpIds.entries.length} in content/help-ids.yml.`);
// Not an error (two buttons may open one section), but a writer should see it.
for (const { target, ids } of helpIds.duplicates) console.log(`  ${ids.join(', ')} point at the same place: ${target}`);

if (problems.length > 0) {
  console.error(`\n${problems.length} content problem(s):`);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  process.exit(1);
}
console.log('\nContent structure, internal links and language rules: OK');
