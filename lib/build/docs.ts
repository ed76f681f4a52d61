import 'server-only';
import {
  buildSidebar,
  duplicateRoutes,
  routeAliases,
  toCategoryPages,
  toClientSidebar,
  toDocPages,
  type CategoryPage,
  type DocPage,
  type SidebarItem,
} from './navigation';
import { generatedCategories, perContent } from './generated';
import { isShown, sourcePagesOf } from './pages';
import type { ClientSidebarItem } from '../site/sidebar';

export type { DocPage, CategoryPage, SidebarItem };

const load = perContent(() => {
  const categorySources = generatedCategories().map((c) => ({
    dir: c._raw.sourceFileDir,
    label: c.label,
    position: c.position,
    slug: c.slug,
    description: c.description,
  }));
  const categories = toCategoryPages(categorySources);
  const docs = toDocPages(
    sourcePagesOf('docs').map((d) => ({
      sourcePath: d.sourcePath,
      title: d.title,
      description: d.description,
      sidebarPosition: d.sidebar_position ?? 0,
      sidebarLabel: d.sidebar_label,
      tags: d.tags,
      keywords: d.keywords,
      draft: d.draft,
      headings: d.model.headings,
      sections: d.model.sections,
      definitions: d.model.definitions,
    })),
    categorySources,
  );
  for (const warning of duplicateRoutes([
    ...docs.map((d) => ({ route: d.route, source: `content/${d.id}.mdx` })),
    ...categories.map((c) => ({ route: c.route, source: `content/${c.dir}/_category_.json` })),
  ])) {
    console.warn(`[docs] ${warning}`);
  }
  const sidebar = buildSidebar(docs, categories);
  const aliases = routeAliases(docs);
  return { docs, categories, sidebar, aliases, client: { sidebar: toClientSidebar(sidebar), aliases: Object.fromEntries(aliases) } };
});

export function getDocPages(): DocPage[] {
  return load().docs.filter(isShown);
}

export function getAllDocPagesIncludingDrafts(): DocPage[] {
  return load().docs;
}

export function getCategoryPages(): CategoryPage[] {
  return load().categories;
}

export function getSidebar(): SidebarItem[] {
  return load().sidebar;
}

export function getRouteAliases(): Map<string, string> {
  return load().aliases;
}

// The sidebar and aliases as the browser gets them. Made once with the rest: every section that
// renders the manual's sidebar (its layout, and the not-found page that each page's route data
// carries) passes the same objects, which React then sends once per page instead of once per place.
export function getClientSidebar(): { sidebar: ClientSidebarItem[]; aliases: Record<string, string> } {
  return load().client;
}

export function getDocByRoute(route: string): DocPage | undefined {
  return getDocPages().find((d) => d.route === route);
}
