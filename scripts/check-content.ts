// Structure and link checks of every MDX page, with a word count per page. Spelling: scripts/spellcheck.py.
// Usage: tsx scripts/check-content.ts [content/a.mdx …]  (all pages are read for routes and anchors either way)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { checkStructure, headingAnchors, pageWordCount, routeOfContentFile, type Problem } from '../lib/build/content-check';
import { BLOG_ROUTE, BLOG_TAGS_ROUTE, DOCS_TAGS_ROUTE } from '../lib/site/routes';

const CONTENT = 'content';

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
}

const toPosix = (path: string) => relative('.', path).split(sep).join('/');
const all = walk(CONTENT).map(toPosix);
const pages = all.filter((f) => f.endsWith('.mdx'));
const sources = new Map(pages.map((f) => [f, readFileSync(f, 'utf8')]));

const knownRoutes = new Set<string>();
const anchorsByRoute = new Map<string, Set<string>>();
for (const [file, source] of sources) {
  const route = routeOfContentFile(file);
  knownRoutes.add(route);
  try {
    anchorsByRoute.set(route, headingAnchors(source));
  } catch {
    // The parse error is reported for that page below; links to it still find the route.
    anchorsByRoute.set(route, new Set());
  }
}
for (const file of all.filter((f) => f.endsWith('/_category_.json'))) {
  const { slug } = JSON.parse(readFileSync(file, 'utf8')) as { slug?: string };
  if (slug) knownRoutes.add('/' + slug.replace(/^\/+|\/+$/g, ''));
}

// Generated pages that writers may link: the blog and the tag lists.
for (const route of [BLOG_ROUTE, BLOG_TAGS_ROUTE, DOCS_TAGS_ROUTE]) knownRoutes.add(route);

const requested = process.argv.slice(2).map((f) => toPosix(f).normalize('NFC'));
const unknown = requested.filter((f) => !sources.has(f));
if (unknown.length > 0) {
  console.error(`Not MDX pages under ${CONTENT}/: ${unknown.join(', ')}`);
  process.exit(2);
}
const checked = requested.length > 0 ? requested : pages;

const problems: Problem[] = [];
const rows: { file: string; words: number | null }[] = [];
for (const file of checked) {
  const source = sources.get(file) ?? '';
  problems.push(...checkStructure(file, source, knownRoutes, anchorsByRoute));
  let words: number | null = null;
  try {
    words = pageWordCount(source);
  } catch {
    // Already reported by checkStructure as a parse error.
  }
  rows.push({ file, words });
}

const width = Math.max(...rows.map((r) => r.file.length), 'Total'.length);
console.log(`${'Page'.padEnd(width)}  Words`);
for (const r of rows) console.log(`${r.file.padEnd(width)}  ${r.words === null ? '   -' : String(r.words).padStart(5)}`);
const total = rows.reduce((sum, r) => sum + (r.words ?? 0), 0);
console.log(`${'Total'.padEnd(width)}  ${String(total).padStart(5)}  (${rows.length} pages)`);

if (problems.length > 0) {
  console.error(`\n${problems.length} content problem(s):`);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  process.exit(1);
}
console.log('\nContent structure and internal links: OK');
