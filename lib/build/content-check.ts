import GithubSlugger from 'github-slugger';
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { LineCounter, isMap, isScalar, parseDocument, type Node as YamlNode } from 'yaml';
import { calendarDate } from './dates';
import { tagProblems } from './tags';
import { isBlogSourcePath, isInternalRoute, normalizeContentHref, routeFromSourcePath, safeDecode } from '../site/routes';

export type ProseLine = { line: number; text: string };
export type Problem = { file: string; line: number; message: string };

// Frontmatter fields a reader sees as text (page title, category-page summary, sidebar). Tags come
// from the reviewed vocabulary (checked below) and keywords are lowercase search words (csv, tes):
// neither is prose.
const VISIBLE_FIELDS = ['title', 'description', 'sidebar_label'];
// JSX attributes rendered as text; every other attribute is code.
const VISIBLE_ATTRIBUTES: Record<string, string[]> = { Callout: ['title'] };
const MIN_SECTIONS = 2;
const MIN_PAGE_LINKS = 2;
const DEEPEST_HEADING = 3;

type Frontmatter = {
  data: Record<string, unknown>;
  prose: ProseLine[];
  error?: { line: number; message: string };
};

type ParsedPage = { frontmatter: Frontmatter | null; tree: Root };

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

// contentlayer reads frontmatter with gray-matter: a `---` block at the very top.
const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

function parseFrontmatter(source: string): { frontmatter: Frontmatter | null; body: string } {
  const match = source.startsWith('---') ? FRONTMATTER.exec(source) : null;
  if (!match || match.index !== 0) return { frontmatter: null, body: source };
  const yamlText = match[1];
  // The YAML starts on line 2; blanking the block keeps the body's line numbers those of the file.
  const body = match[0].replace(/[^\r\n]/g, '') + source.slice(match[0].length);
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter });
  const lineOf = (node: YamlNode) => counter.linePos(node.range?.[0] ?? 0).line + 1;
  if (doc.errors.length > 0) {
    const err = doc.errors[0];
    const error = { line: 1 + (err.linePos?.[0].line ?? 0), message: err.message.split('\n')[0] };
    return { frontmatter: { data: {}, prose: [], error }, body };
  }
  const data = doc.toJS() as unknown;
  const prose: ProseLine[] = [];
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (!isScalar(pair.key) || !VISIBLE_FIELDS.includes(String(pair.key.value))) continue;
      const { value } = pair;
      if (isScalar(value) && typeof value.value === 'string' && value.value.trim()) {
        prose.push({ line: lineOf(value), text: value.value.replace(/\s+/g, ' ').trim() });
      }
    }
  }
  const record = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return { frontmatter: { data: record, prose }, body };
}

function parsePage(source: string): ParsedPage {
  const { frontmatter, body } = parseFrontmatter(source);
  return { frontmatter, tree: processor.parse(body) };
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'inlineCode',
  'break',
  'image',
  'imageReference',
  'footnoteReference',
  'mdxJsxTextElement',
  'mdxTextExpression',
]);

type Piece = { line: number; text: string } | 'boundary';

function lineOfNode(node: Nodes): number {
  return node.position?.start.line ?? 1;
}

function pushText(out: Piece[], line: number, value: string) {
  value.split(/\r?\n/).forEach((part, i) => out.push({ line: line + i, text: part }));
}

// Autolinked URLs (GFM) show the address itself as the link text: that is not prose.
function isBareUrl(node: Nodes & { type: 'link' }): boolean {
  const only = node.children.length === 1 ? node.children[0] : null;
  if (!only || only.type !== 'text') return false;
  return (
    only.value === node.url ||
    node.url.replace(/^mailto:/, '') === only.value ||
    /^(https?:\/\/|www\.)/i.test(only.value)
  );
}

function collectPieces(node: Nodes, out: Piece[]) {
  const block = !PHRASING.has(node.type);
  if (block) out.push('boundary');
  switch (node.type) {
    case 'text':
      pushText(out, lineOfNode(node), node.value);
      break;
    case 'image':
      if (node.alt) out.push({ line: lineOfNode(node), text: node.alt });
      break;
    case 'link':
      if (isBareUrl(node)) out.push({ line: lineOfNode(node), text: ' ' });
      else for (const child of node.children) collectPieces(child, out);
      break;
    case 'inlineCode':
    case 'break':
    case 'mdxTextExpression':
    case 'footnoteReference':
      // A word must not run into the text on the other side of something that is not prose.
      out.push({ line: lineOfNode(node), text: ' ' });
      break;
    case 'code':
    case 'html':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'definition':
    case 'thematicBreak':
      break;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const visible = VISIBLE_ATTRIBUTES[node.name ?? ''] ?? [];
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || !visible.includes(attribute.name)) continue;
        if (typeof attribute.value !== 'string') continue;
        const line = attribute.position?.start.line ?? lineOfNode(node);
        out.push('boundary', { line, text: attribute.value }, 'boundary');
      }
      for (const child of node.children) collectPieces(child, out);
      break;
    }
    default:
      if ('children' in node) for (const child of node.children) collectPieces(child as Nodes, out);
  }
  if (block) out.push('boundary');
}

// Inline pieces of one block on one source line are joined, so `**TES**:n` is checked as `TES:n`.
function joinPieces(pieces: Piece[]): ProseLine[] {
  const lines: ProseLine[] = [];
  let current: ProseLine | null = null;
  for (const piece of [...pieces, 'boundary' as const]) {
    if (piece !== 'boundary' && current && current.line === piece.line) {
      current.text += piece.text;
      continue;
    }
    const text = current?.text.replace(/\s+/g, ' ').trim();
    if (current && text) lines.push({ line: current.line, text });
    current = piece === 'boundary' ? null : { ...piece };
  }
  return lines;
}

function bodyProse(tree: Root): ProseLine[] {
  const pieces: Piece[] = [];
  collectPieces(tree, pieces);
  return joinPieces(pieces);
}

export function extractProse(source: string): ProseLine[] {
  const { frontmatter, tree } = parsePage(source);
  return [...(frontmatter?.prose ?? []), ...bodyProse(tree)];
}

const WORD = /[\p{L}\p{N}]+(?:[-‐:'’.][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

// Words of the page body: what a reader reads below the title.
export function pageWordCount(source: string): number {
  return bodyProse(parsePage(source).tree).reduce((sum, l) => sum + countWords(l.text), 0);
}

// The text rehype-slug slugs: every text descendant of the heading, inline code included.
function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image') return '';
  if ('children' in node) return node.children.map((c) => plainText(c as Nodes)).join('');
  return '';
}

type Heading = { depth: number; line: number; text: string; slug: string };

function headings(tree: Root): Heading[] {
  // rehype-slug uses one slugger per page over every heading level, in document order.
  const slugger = new GithubSlugger();
  const found: Heading[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'heading') {
      const text = plainText(node);
      found.push({ depth: node.depth, line: lineOfNode(node), text, slug: slugger.slug(text.normalize('NFC')) });
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return found;
}

export function headingAnchors(source: string): Set<string> {
  return new Set(headings(parsePage(source).tree).map((h) => h.slug));
}

// `content/a/b.mdx` (or `a/b.mdx`) → `/a/b`; `content/index.mdx` → `/`.
export function routeOfContentFile(file: string): string {
  return routeFromSourcePath(file.normalize('NFC').replace(/\\/g, '/').replace(/^(\.\/)?content\//, ''));
}

type Link = { url: string; line: number };

function links(tree: Root): Link[] {
  const found: Link[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'link' || node.type === 'definition') found.push({ url: node.url, line: lineOfNode(node) });
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return found;
}

// The first thing the reader meets must be the opening paragraph; imports and comments render nothing.
function firstContent(tree: Root): Nodes | undefined {
  return tree.children.find((n) => n.type !== 'mdxjsEsm' && n.type !== 'mdxFlowExpression');
}

function isScheme(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

// The line of a top-level frontmatter key, for pointing the writer at it.
function frontmatterLine(source: string, key: string): number {
  const at = source.search(new RegExp(`^${key}:`, 'm'));
  return at < 0 ? 1 : source.slice(0, at).split('\n').length;
}

function missingField(data: Record<string, unknown>, key: string): boolean {
  const value = data[key];
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * `file` is the path from the repository root (`content/…`): the page's route comes from it.
 * `knownRoutes` holds every page and category route; `anchorsByRoute` the heading slugs of each page.
 */
export function checkStructure(
  file: string,
  source: string,
  knownRoutes: Set<string>,
  anchorsByRoute: Map<string, Set<string>>,
): Problem[] {
  const pageRoute = routeOfContentFile(file);
  const problems: Problem[] = [];
  const add = (line: number, message: string) => problems.push({ file, line, message });
  let page: ParsedPage;
  try {
    page = parsePage(source);
  } catch (error) {
    const e = error as { line?: number; reason?: string; message?: string };
    add(e.line ?? 1, `MDX does not parse: ${e.reason ?? e.message ?? String(error)}`);
    return problems;
  }
  const { frontmatter, tree } = page;

  if (file !== file.normalize('NFC')) add(1, 'file name is not NFC (decomposed ä/ö): the route would not match links');

  if (!frontmatter) add(1, 'no frontmatter (--- block with title and description) at the top');
  else if (frontmatter.error) add(frontmatter.error.line, `frontmatter is not valid YAML: ${frontmatter.error.message}`);
  else {
    if (missingField(frontmatter.data, 'title')) add(1, 'frontmatter has no title');
    if (missingField(frontmatter.data, 'description')) add(1, 'frontmatter has no description');
    for (const message of tagProblems(frontmatter.data.tags)) add(frontmatterLine(source, 'tags'), message);
    const post = isBlogSourcePath(file.replace(/^(\.\/)?content\//, ''));
    const date = frontmatter.data.date;
    if (post && (typeof date !== 'string' || !calendarDate(date))) {
      add(frontmatterLine(source, 'date'), 'a post needs its publishing date in the frontmatter, e.g. date: 2026-06-05');
    }
  }

  const first = firstContent(tree);
  if (!first) add(1, 'page has no content');
  else if (first.type !== 'paragraph') {
    add(lineOfNode(first), 'the page must start with an opening paragraph (who it is for, what the feature does)');
  }

  const allHeadings = headings(tree);
  for (const h of allHeadings) {
    if (h.depth === 1) add(h.line, `# heading "${h.text}" in the body: the layout renders the title as h1; use ##`);
    else if (h.depth > DEEPEST_HEADING) add(h.line, `${'#'.repeat(h.depth)} heading "${h.text}" is too deep: use ## or ###`);
  }
  const sections = allHeadings.filter((h) => h.depth === 2).length;
  if (sections < MIN_SECTIONS) add(1, `only ${sections} ## heading(s): a page needs at least ${MIN_SECTIONS}`);

  const ownAnchors = new Set(allHeadings.map((h) => h.slug));
  const linkedPages = new Set<string>();
  for (const { url, line } of links(tree)) {
    if (url.startsWith('#')) {
      const anchor = safeDecode(url.slice(1)).normalize('NFC');
      if (!ownAnchors.has(anchor)) add(line, `link ${url}: no heading with the anchor "${anchor}" on this page`);
      continue;
    }
    if (isScheme(url)) continue;
    if (!isInternalRoute(url)) {
      add(line, `link ${url}: write internal links site-absolute, e.g. /perustoiminnot/osastot`);
      continue;
    }
    const normalized = normalizeContentHref(url);
    const hashAt = normalized.indexOf('#');
    const route = (hashAt >= 0 ? normalized.slice(0, hashAt) : normalized).split('?')[0];
    const anchor = hashAt >= 0 ? safeDecode(normalized.slice(hashAt + 1)).normalize('NFC') : '';
    if (route !== pageRoute) linkedPages.add(route);
    if (!knownRoutes.has(route)) {
      add(line, `link ${url}: no page ${route}`);
      continue;
    }
    const anchors = route === pageRoute ? ownAnchors : anchorsByRoute.get(route);
    if (anchor && !anchors?.has(anchor)) add(line, `link ${url}: no heading with the anchor "${anchor}" on ${route}`);
  }
  if (linkedPages.size < MIN_PAGE_LINKS) {
    const count = linkedPages.size;
    add(1, `links to ${count} other manual page(s): link to at least ${MIN_PAGE_LINKS} (e.g. under ## Katso myös)`);
  }
  return problems;
}
