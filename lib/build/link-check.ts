import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { PDF_MANIFEST_FILE, parsePdfManifest } from '../site/pdf-manifest';
import { BASE_PATH, safeDecode } from '../site/routes';

export type HtmlPage = { route: string; html: string };
type LinkProblem = { page: string; link: string; reason: string };
export type LinkReport = { errors: LinkProblem[]; warnings: LinkProblem[] };

type Node = DefaultTreeAdapterMap['node'];

// Every element of the page as the browser parses it: script and style bodies are text, so a
// string that only looks like an element inside them is never taken for one.
export function* elements(node: Node): Generator<DefaultTreeAdapterMap['element']> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
}

export function attribute(element: DefaultTreeAdapterMap['element'], name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

export function collectIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const element of elements(parse(html))) {
    const id = attribute(element, 'id');
    if (id !== undefined) ids.add(safeDecode(id).normalize('NFC'));
  }
  return ids;
}

// Only links a reader can follow: <link> prefetch hints are the framework's business.
export function collectHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const element of elements(parse(html))) {
    const href = element.tagName === 'a' ? attribute(element, 'href') : undefined;
    if (href !== undefined) hrefs.push(href);
  }
  return hrefs;
}

// Where a link points on the site: its path with the base path, decoded, and its #anchor; null for
// a link to another site or scheme.
export function pagePath(href: string, fromRoute: string): { path: string; hash: string } | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const hash = hashAt >= 0 ? safeDecode(href.slice(hashAt + 1)).normalize('NFC') : '';
  const path = beforeHash.split('?')[0];
  if (path === '') return { path: fromRoute, hash };
  const absolute = path.startsWith('/') ? path : new URL(path, `http://x${fromRoute}`).pathname;
  return { path: safeDecode(absolute).normalize('NFC'), hash };
}

// `files` holds every path the export serves (e.g. '/manual/icon.svg'); `pages` the HTML pages by route.
export function checkLinks(pages: HtmlPage[], files: Set<string>): LinkReport {
  const report: LinkReport = { errors: [], warnings: [] };
  const idsByRoute = new Map(pages.map((p) => [p.route, collectIds(p.html)]));
  for (const page of pages) {
    for (const href of collectHrefs(page.html)) {
      const target = pagePath(href, page.route);
      if (!target) continue;
      if (/\.mdx?$/.test(target.path)) {
        report.warnings.push({ page: page.route, link: href, reason: 'markdown file link was not turned into a route' });
        continue;
      }
      if (!target.path.startsWith(BASE_PATH + '/') && target.path !== BASE_PATH) {
        report.errors.push({ page: page.route, link: href, reason: 'points outside the site' });
        continue;
      }
      const route = target.path.replace(/\/+$/, '') || '/';
      const pageRoute = route === BASE_PATH ? `${BASE_PATH}/` : route;
      const ids = idsByRoute.get(pageRoute);
      if (!ids) {
        if (!files.has(route)) report.errors.push({ page: page.route, link: href, reason: 'no such page' });
        continue;
      }
      if (target.hash && !ids.has(target.hash)) {
        report.errors.push({ page: page.route, link: href, reason: `no element with id "${target.hash}"` });
      }
    }
  }
  return report;
}

// The PDF link is drawn in the browser from the manifest (lib/site/pdf-manifest.ts), so the pages
// above never show it: the manifest itself must name a PDF that exists, with its real figures.
export function checkPdfManifest(manifestText: string | undefined, pdf: { pages: number; bytes: number } | undefined): string[] {
  if (manifestText === undefined) return [`${PDF_MANIFEST_FILE} is missing from the export`];
  let json: unknown;
  try {
    json = JSON.parse(manifestText);
  } catch {
    return [`${PDF_MANIFEST_FILE} is not JSON`];
  }
  const manifest = parsePdfManifest(json);
  if (!manifest) return [`${PDF_MANIFEST_FILE} does not have the expected shape`];
  if (!manifest.pdf) return [];
  if (!pdf) return [`${PDF_MANIFEST_FILE} links ${manifest.pdf.file}, which is missing`];
  const problems: string[] = [];
  if (manifest.pdf.pages !== pdf.pages) problems.push(`${PDF_MANIFEST_FILE} says ${manifest.pdf.pages} pages, ${manifest.pdf.file} has ${pdf.pages}`);
  if (manifest.pdf.bytes !== pdf.bytes) problems.push(`${PDF_MANIFEST_FILE} says ${manifest.pdf.bytes} bytes, ${manifest.pdf.file} has ${pdf.bytes}`);
  return problems;
}
