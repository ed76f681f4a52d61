import { BASE_PATH, safeDecode } from '../site/routes';

export type HtmlPage = { route: string; html: string };
type LinkProblem = { page: string; link: string; reason: string };
export type LinkReport = { errors: LinkProblem[]; warnings: LinkProblem[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

// Only what a reader can follow: scripts, styles and prefetch data are the framework's business.
function withoutNonContent(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<link\b[^>]*>/gi, '');
}

export function collectIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const m of withoutNonContent(html).matchAll(/\sid=("([^"]*)"|'([^']*)')/g)) {
    ids.add(safeDecode(decodeEntities(m[2] ?? m[3] ?? '')).normalize('NFC'));
  }
  return ids;
}

export function collectHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const m of withoutNonContent(html).matchAll(/<a\b[^>]*?\shref=("([^"]*)"|'([^']*)')/gi)) {
    hrefs.push(decodeEntities(m[2] ?? m[3] ?? ''));
  }
  return hrefs;
}

function pagePath(href: string, fromRoute: string): { path: string; hash: string } | null {
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
