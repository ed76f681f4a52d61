import { asciiFold, docIdFromSourcePath, routeFromSourcePath } from '../site/routes';
import type { ClientSidebarItem } from '../site/sidebar';
import type { Definition, PageHeading } from './content-model/page-model';
import type { Section } from './search-index/sections';

export type DocSource = {
  sourcePath: string;
  title: string;
  description: string;
  sidebarPosition: number;
  sidebarLabel?: string;
  tags: string[];
  keywords: string[];
  draft: boolean;
  headings: PageHeading[];
  sections: Section[];
  definitions: Definition[];
};

export type CategorySource = {
  dir: string;
  label: string;
  position: number;
  slug: string;
  description: string;
};

export type DocPage = {
  id: string;
  // The file's path under content/, as on disk.
  sourcePath: string;
  route: string;
  title: string;
  description: string;
  tags: string[];
  keywords: string[];
  headings: PageHeading[];
  sections: Section[];
  definitions: Definition[];
  draft: boolean;
  sidebarPosition: number;
  sidebarLabel: string;
  parentCategories: string[];
};

export type CategoryPage = {
  dir: string;
  route: string;
  label: string;
  description: string;
  position: number;
};

type SidebarLink = { type: 'link'; label: string; href: string; docId: string; description: string };
export type SidebarCategory = {
  type: 'category';
  label: string;
  href: string;
  description: string;
  // The route of the category's folder: the pages under it are its pages.
  folder: string;
  items: SidebarItem[];
};
export type SidebarItem = SidebarLink | SidebarCategory;

// How many entries every page's sidebar lists before categories are left for the browser to load
// when opened. Each entry costs every page about 17 bytes of gzip (HTML and route data together,
// measured at 1,000 pages), so at 60 a manual of 40 pages lists everything and one of 1,000 pages
// still sends a small tree.
const SIDEBAR_INLINE_ENTRIES = 60;

function entryCount(item: SidebarItem): number {
  return item.type === 'link' ? 1 : 1 + item.items.reduce((n, child) => n + entryCount(child), 0);
}

// The tree the browser renders: labels and links, descriptions and doc ids stay on the server. In
// sidebar order, a category is listed in full while its entries fit in the budget; later ones are
// sent as their folder only (lib/site/sidebar.ts). Pages outside any category are always listed.
export function toClientSidebar(items: SidebarItem[], budget = SIDEBAR_INLINE_ENTRIES): ClientSidebarItem[] {
  let left = budget;
  const walk = (list: SidebarItem[]): ClientSidebarItem[] =>
    list.map((item): ClientSidebarItem => {
      if (item.type === 'link') {
        left -= 1;
        return [item.label, item.href];
      }
      const fits = entryCount(item) <= left;
      left -= 1;
      return fits ? [item.label, item.href, walk(item.items)] : [item.label, item.href, item.folder];
    });
  return walk(items);
}

// Each category's own list, for the browser to load when the category was sent as a folder. Every
// category has one, so the files do not depend on the budget.
export function sidebarCategoryLists(items: SidebarItem[]): { folder: string; items: ClientSidebarItem[] }[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [{ folder: item.folder, items: toClientSidebar(item.items) }, ...sidebarCategoryLists(item.items)]
      : [],
  );
}

export type Crumb = { label: string; href: string };

function dirOf(sourcePath: string): string {
  const parts = sourcePath.normalize('NFC').split('/');
  parts.pop();
  return parts.join('/');
}

function byPositionThenLabel(a: { position: number; label: string }, b: { position: number; label: string }) {
  return a.position - b.position || a.label.localeCompare(b.label, 'fi');
}

export function toCategoryPages(categories: CategorySource[]): CategoryPage[] {
  return categories.map((c) => ({
    dir: c.dir.normalize('NFC'),
    route: '/' + c.slug.replace(/^\/+|\/+$/g, ''),
    label: c.label,
    description: c.description,
    position: c.position,
  }));
}

export function toDocPages(docs: DocSource[], categories: CategorySource[]): DocPage[] {
  const byDir = new Map(toCategoryPages(categories).map((c) => [c.dir, c]));
  return docs.map((d) => {
    const dir = dirOf(d.sourcePath);
    const parentCategories: string[] = [];
    const parts = dir ? dir.split('/') : [];
    for (let i = 1; i <= parts.length; i++) {
      const cat = byDir.get(parts.slice(0, i).join('/'));
      if (cat) parentCategories.push(cat.label);
    }
    return {
      id: docIdFromSourcePath(d.sourcePath),
      sourcePath: d.sourcePath,
      route: routeFromSourcePath(d.sourcePath),
      title: d.title,
      description: d.description,
      tags: d.tags ?? [],
      keywords: d.keywords ?? [],
      headings: d.headings,
      sections: d.sections,
      definitions: d.definitions,
      draft: d.draft,
      sidebarPosition: d.sidebarPosition,
      sidebarLabel: d.sidebarLabel ?? d.title,
      parentCategories,
    };
  });
}

// The sidebar mirrors the content tree: folders with a _category_.json are categories, ordered by
// position; pages in a folder without one are listed in the nearest category above it.
export function buildSidebar(docs: DocPage[], categories: CategoryPage[]): SidebarItem[] {
  const published = docs.filter((d) => !d.draft);
  const categoryDirs = new Set(categories.map((c) => c.dir));
  const owner = (dir: string): string => {
    for (let d = dir; d !== ''; d = dirOf(d)) if (categoryDirs.has(d)) return d;
    return '';
  };
  const build = (dir: string): SidebarItem[] => {
    const entries: { position: number; label: string; item: SidebarItem }[] = [];
    for (const d of published) {
      if (owner(dirOf(d.id)) !== dir) continue;
      entries.push({
        position: d.sidebarPosition,
        label: d.sidebarLabel,
        item: { type: 'link', label: d.sidebarLabel, href: d.route, docId: d.id, description: d.description },
      });
    }
    for (const c of categories) {
      if (owner(dirOf(c.dir)) !== dir) continue;
      entries.push({
        position: c.position,
        label: c.label,
        item: {
          type: 'category',
          label: c.label,
          href: c.route,
          description: c.description,
          folder: routeFromSourcePath(c.dir),
          items: build(c.dir),
        },
      });
    }
    return entries.sort(byPositionThenLabel).map((e) => e.item);
  };
  return build('');
}

export type FlatEntry = { label: string; href: string };

// Previous/next follow the sidebar's reading order, category index pages included.
export function flattenSidebar(items: SidebarItem[]): FlatEntry[] {
  const out: FlatEntry[] = [];
  for (const item of items) {
    out.push({ label: item.label, href: item.href });
    if (item.type === 'category') out.push(...flattenSidebar(item.items));
  }
  return out;
}

export function getPrevNext(items: SidebarItem[], route: string): { prev?: FlatEntry; next?: FlatEntry } {
  const flat = flattenSidebar(items);
  const i = flat.findIndex((e) => e.href === route);
  if (i < 0) return {};
  return { prev: flat[i - 1], next: flat[i + 1] };
}

export function getBreadcrumbs(items: SidebarItem[], route: string): Crumb[] {
  const walk = (list: SidebarItem[], trail: Crumb[]): Crumb[] | null => {
    for (const item of list) {
      const here = [...trail, { label: item.label, href: item.href }];
      if (item.href === route) return here;
      if (item.type === 'category') {
        const found = walk(item.items, here);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(items, []) ?? [];
}

export function findCategory(items: SidebarItem[], route: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === route) return item;
    const inner = findCategory(item.items, route);
    if (inner) return inner;
  }
  return undefined;
}

// The category-index helper only makes sense for a path inside a category.
export function getCategoryIndex(items: SidebarItem[], route: string): SidebarCategory {
  const category = findCategory(items, route);
  if (!category) {
    throw new Error(`Unexpected: the path "${route}" does not belong to any sidebar category.`);
  }
  return category;
}

// A route's other spelling (with or without ä/ö) renders the same page, which then moves the
// address bar to the route itself (components/doc/AliasRedirect.tsx). A spelling that is itself a
// route, or already another route's alias, stays that page's.
export function spellingAliases(routes: { route: string; otherSpelling: string }[]): Map<string, string> {
  const aliases = new Map<string, string>();
  const taken = new Set(routes.map((r) => r.route));
  for (const { route, otherSpelling } of routes) {
    if (otherSpelling !== route && !taken.has(otherSpelling) && !aliases.has(otherSpelling)) {
      aliases.set(otherSpelling, route);
    }
  }
  return aliases;
}

// Plain spellings (ä→a, ö→o) of accented routes, so a typed URL without ä/ö still finds the page.
export function routeAliases(docs: DocPage[]): Map<string, string> {
  return spellingAliases(docs.map((d) => ({ route: d.route, otherSpelling: asciiFold(d.route) })));
}

export function duplicateRoutes(routes: { route: string; source: string }[]): string[] {
  const seen = new Map<string, string>();
  const warnings: string[] = [];
  for (const { route, source } of routes) {
    const first = seen.get(route);
    if (first) warnings.push(`Duplicate route "${route}" from ${first} and ${source}; the first one wins.`);
    else seen.set(route, source);
  }
  return warnings;
}
