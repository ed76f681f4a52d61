// Structure and link rules of a page, checked on its content model; every problem names the
// file and the line.
import { isInternalRoute, normalizeContentHref, safeDecode } from '../site/routes';
import type { PageModel } from './content-model/page-model';
import { tagProblems } from './tags';

export type Problem = { file: string; line: number; message: string };

const MIN_SECTIONS = 2;
const MIN_PAGE_LINKS = 2;
const DEEPEST_HEADING = 3;

function isScheme(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * `knownRoutes` holds every page and category route; `anchorsByRoute` the rendered heading ids of each page.
 */
export function checkStructure(
  page: PageModel,
  knownRoutes: Set<string>,
  anchorsByRoute: Map<string, Set<string>>,
): Problem[] {
  const { file, route: pageRoute } = page;
  const problems: Problem[] = [];
  const add = (line: number, message: string) => problems.push({ file, line, message });
  if (file !== file.normalize('NFC')) add(1, 'file name is not NFC (decomposed ä/ö): the route would not match links');
  for (const p of page.problems) add(p.line, p.message);
  if (!page.parsed) return problems;

  if (page.frontmatter) {
    const line = page.fieldLines.tags ?? 1;
    for (const message of tagProblems(page.frontmatter.tags)) add(line, message);
  }

  const first = page.firstBlock;
  if (!first) add(1, 'page has no content');
  else if (first.type !== 'paragraph') {
    add(first.line, 'the page must start with an opening paragraph (who it is for, what the feature does)');
  }

  const allHeadings = page.headings;
  for (const h of allHeadings) {
    if (h.depth === 1) add(h.line, `# heading "${h.text}" in the body: the layout renders the title as h1; use ##`);
    else if (h.depth > DEEPEST_HEADING) add(h.line, `${'#'.repeat(h.depth)} heading "${h.text}" is too deep: use ## or ###`);
  }
  const sections = allHeadings.filter((h) => h.depth === 2).length;
  if (sections < MIN_SECTIONS) add(1, `only ${sections} ## heading(s): a page needs at least ${MIN_SECTIONS}`);

  const ownAnchors = new Set(allHeadings.map((h) => h.id));
  const linkedPages = new Set<string>();
  for (const { url, line } of page.links) {
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
