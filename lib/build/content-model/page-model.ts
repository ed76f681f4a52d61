// The content model: each MDX page parsed once, by the plugins that render it (pipeline.ts). The
// table of contents, the search sections, the content checks, the spell check, the lexicon and
// the search benchmark all read this model; nothing else parses MDX or front matter.
import type { Nodes, Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { pageTypeOf } from '../../site/page-types';
import { GLOSSARY_ROUTE, isInternalRoute, normalizeContentHref, routeFromSourcePath, safeDecode } from '../../site/routes';
import { extractSections, type Section } from '../search-index/sections';
import { parseFrontmatter, type Frontmatter, type LineProblem, type SourceLine } from './frontmatter';
import { remarkPlugins } from './pipeline';
import { headingsOf } from './remark-heading-ids';
import { inlineText } from './visible-text';
import { bodyProse, countWords } from './prose';

export type PageHeading = { depth: number; text: string; id: string; line: number };
// `span` is the link's place in the source (start and end offsets), `text` what the reader sees.
type PageLink = { url: string; line: number; span: [number, number]; text: string };
// A glossary row: the term and its other names (lowercase), and the page (route and heading
// anchor, null for none) its Sivu link names, where the term is explained.
export type Definition = { names: string[]; route: string; anchor: string | null };

export type PageModel = {
  // Path from the repository root, e.g. content/perustoiminnot/osastot.mdx.
  file: string;
  route: string;
  frontmatter: Frontmatter | null;
  // The line of each front matter field, for messages about it.
  fieldLines: Record<string, number>;
  // False when the MDX does not parse: then only `problems` says anything.
  parsed: boolean;
  // Problems of the source itself: MDX that does not parse, front matter that is missing or invalid.
  problems: LineProblem[];
  // The first thing the reader meets: it must be the opening paragraph.
  firstBlock: { type: string; line: number } | null;
  headings: PageHeading[];
  sections: Section[];
  links: PageLink[];
  // Only the glossary has them.
  definitions: Definition[];
  prose: SourceLine[];
  words: number;
};

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkPlugins);

// `content/a/b.mdx` (or `a/b.mdx`) → `/a/b`; `content/index.mdx` → `/`.
export function routeOfContentFile(file: string): string {
  return routeFromSourcePath(file.normalize('NFC').replace(/\\/g, '/').replace(/^(\.\/)?content\//, ''));
}

function lineOf(node: { position?: { start: { line: number } } }): number {
  return node.position?.start.line ?? 1;
}

function headingsWithIds(mdast: Root): PageHeading[] {
  return headingsOf(mdast).map((node) => ({
    depth: node.depth,
    text: inlineText(node).replace(/\s+/g, ' ').trim(),
    id: String(node.data?.hProperties?.id ?? ''),
    line: lineOf(node),
  }));
}

function* walk<T extends { children?: unknown[] }>(node: T): Generator<T> {
  yield node;
  for (const child of (node.children ?? []) as T[]) yield* walk(child);
}

function links(mdast: Root): PageLink[] {
  return [...walk(mdast as unknown as Nodes & { children?: Nodes[] })]
    .filter((n): n is Nodes & { type: 'link' | 'definition' } => n.type === 'link' || n.type === 'definition')
    .map((n) => ({
      url: n.url,
      line: lineOf(n),
      span: [n.position?.start.offset ?? 0, n.position?.end.offset ?? 0],
      text: n.type === 'link' ? inlineText(n) : '',
    }));
}

// The glossary's table rows: | Term, other term (`code`) | Definition. Myös: name, name | [Sivu](/route) |.
// A code in brackets is left out of the names (the shortcut pages explain codes).
function definitions(mdast: Root): Definition[] {
  const out: Definition[] = [];
  for (const node of walk(mdast as unknown as Nodes & { children?: Nodes[] })) {
    if (node.type !== 'tableRow') continue;
    const [term, text, page] = node.children;
    const link = page && [...walk(page as Nodes & { children?: Nodes[] })].find((n) => n.type === 'link');
    if (!term || !text || !link || link.type !== 'link' || !isInternalRoute(link.url)) continue;
    const terms = inlineText(term).replace(/\([^)]*\)/g, '').split(',');
    const also = inlineText(text).match(/Myös: (.+)$/)?.[1].split(',') ?? [];
    const names = [...terms, ...also].map((n) => n.trim().toLowerCase()).filter(Boolean);
    const [path, hash] = normalizeContentHref(link.url).split('#');
    out.push({ names, route: path.replace(/\?.*$/, ''), anchor: hash ? safeDecode(hash) : null });
  }
  return out;
}

// What the routes read of a page: contentlayer.config.ts stores it with the document, read from the
// mdast of the compile that renders the page.
export type PageSummary = Pick<PageModel, 'headings' | 'sections' | 'definitions'>;

export function pageSummary(mdast: Root, route: string, title: string): PageSummary {
  return {
    headings: headingsWithIds(mdast),
    sections: extractSections(mdast, title),
    definitions: route === GLOSSARY_ROUTE ? definitions(mdast) : [],
  };
}

// The page's source before the plugins run, and its front matter: every problem of the source
// itself is found here. The rest of the model comes from the mdast the plugins have run on.
function parseSource(file: string, source: string) {
  const problems: LineProblem[] = [];
  let mdast: Root;
  try {
    mdast = parser.parse(source) as Root;
  } catch (error) {
    const e = error as { line?: number; reason?: string; message?: string };
    problems.push({ line: e.line ?? 1, message: `MDX does not parse: ${e.reason ?? e.message ?? String(error)}` });
    return { mdast: null, problems, frontmatter: null };
  }
  const yamlNode = mdast.children[0]?.type === 'yaml' ? mdast.children[0] : null;
  if (!yamlNode) {
    problems.push({ line: 1, message: 'no front matter (--- block with title and description) at the top' });
    return { mdast, problems, frontmatter: null };
  }
  const frontmatter = parseFrontmatter(yamlNode.value, lineOf(yamlNode) + 1, pageTypeOf(file.replace(/^(\.\/)?content\//, '')));
  problems.push(...frontmatter.problems);
  return { mdast, problems, frontmatter };
}

// The front matter is a page's first block, so the file up to the line that closes it parses to
// the same yaml node as the whole file does, and no MDX can fail inside it. The build's check
// beside contentlayer2, which parses every whole page itself, parses only this far: at 1,000 pages
// the whole files took 10 s of CPU there. A file whose front matter does not close is parsed whole.
const FRONTMATTER_HEAD = /^---\r?\n(?:.*\r?\n)*?---[ \t]*(?:\r?\n|$)/;

export function frontmatterProblems(file: string, source: string): LineProblem[] {
  return parseSource(file, FRONTMATTER_HEAD.exec(source)?.[0] ?? source).problems;
}

export function buildPageModel(file: string, source: string): PageModel {
  const model: PageModel = {
    file,
    route: routeOfContentFile(file),
    frontmatter: null,
    fieldLines: {},
    parsed: false,
    problems: [],
    firstBlock: null,
    headings: [],
    sections: [],
    links: [],
    definitions: [],
    prose: [],
    words: 0,
  };
  const parsed = parseSource(file, source);
  model.problems = parsed.problems;
  if (!parsed.mdast) return model;
  const mdast = parser.runSync(parsed.mdast) as Root;
  model.parsed = true;
  // Imports and comments render nothing, so they do not count as the page's first block.
  const first = mdast.children.find((n) => !['yaml', 'mdxjsEsm', 'mdxFlowExpression'].includes(n.type));
  model.firstBlock = first ? { type: first.type, line: lineOf(first) } : null;
  model.frontmatter = parsed.frontmatter?.data ?? null;
  model.fieldLines = parsed.frontmatter?.lines ?? {};
  Object.assign(model, pageSummary(mdast, model.route, model.frontmatter?.title ?? ''));
  model.links = links(mdast);
  const body = bodyProse(mdast);
  model.prose = [...(parsed.frontmatter?.prose ?? []), ...body];
  model.words = body.reduce((sum, line) => sum + countWords(line.text), 0);
  return model;
}
