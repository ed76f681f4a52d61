import type { NavbarItemConfig, NavbarLinkConfig, SiteConfig } from '../site/site-config';
import type { ResolvedLink, ResolvedNavbarItem } from '../site/navbar-links';
import type { DocPage, SidebarItem } from './navigation';
import { flattenSidebar } from './navigation';

export type NavbarContext = {
  docs: DocPage[];
  draftIds: string[];
  sidebars: Record<string, SidebarItem[]>;
  site: SiteConfig;
};

function isExternal(href: string) {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

function resolveLink(item: NavbarLinkConfig): ResolvedLink {
  const href = item.to ?? item.href ?? '/';
  return { kind: 'link', label: item.label, href, external: Boolean(item.href) && isExternal(href) };
}

function findDoc(ctx: NavbarContext, docId: string): DocPage | null {
  const doc = ctx.docs.find((d) => d.id === docId);
  if (doc) return doc;
  if (ctx.draftIds.includes(docId)) return null;
  const ids = ctx.docs.map((d) => d.id).join(', ');
  throw new Error(`Couldn't find any doc with id "${docId}" in version current. Available doc ids are:\n- ${ids}`);
}

function findSidebar(ctx: NavbarContext, sidebarId: string): SidebarItem[] {
  const sidebar = ctx.sidebars[sidebarId];
  if (!sidebar) {
    const available = Object.keys(ctx.sidebars).join(', ');
    throw new Error(`Can't find any sidebar with id "${sidebarId}" in version current. Available sidebar ids are:\n- ${available}`);
  }
  return sidebar;
}

// Returns null for an item that renders nothing (a link to a draft doc). `at` is the item's place in
// the configured list.
export function resolveNavbarItem(item: NavbarItemConfig, ctx: NavbarContext, at: number): ResolvedNavbarItem | null {
  const base = { position: item.position ?? 'right', at } as const;
  // The schema's union narrows on `type`; items without one are links or dropdowns by shape.
  if (item.type === undefined || item.type === 'default' || item.type === 'dropdown') {
    if ('items' in item) return { kind: 'dropdown', label: item.label, items: item.items.map(resolveLink), ...base };
    return { ...resolveLink(item), ...base };
  }
  switch (item.type) {
    case 'html':
      return { kind: 'html', value: item.value, ...base };
    case 'search':
      return { kind: 'search', ...base };
    case 'localeDropdown':
      return {
        kind: 'localeDropdown',
        label: ctx.site.i18n.localeConfigs[ctx.site.i18n.currentLocale]?.label ?? ctx.site.i18n.currentLocale,
        locales: ctx.site.i18n.locales.map((locale) => ({
          locale,
          label: ctx.site.i18n.localeConfigs[locale]?.label ?? locale,
        })),
        defaultLocale: ctx.site.i18n.defaultLocale,
        ...base,
      };
    case 'doc': {
      const doc = findDoc(ctx, item.docId);
      if (!doc) return null;
      return { kind: 'link', label: item.label ?? doc.title, href: doc.route, external: false, ...base };
    }
    case 'docSidebar': {
      const first = flattenSidebar(findSidebar(ctx, item.sidebarId))[0];
      if (!first) {
        throw new Error(
          `DocSidebarNavbarItem: Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to.`,
        );
      }
      return { kind: 'link', label: item.label ?? first.label, href: first.href, external: false, ...base };
    }
    case 'docsVersion': {
      const version = ctx.site.docs.versions.find((v) => v.isLast) ?? ctx.site.docs.versions[0];
      return { kind: 'link', label: item.label ?? version.label, href: '/', external: false, ...base };
    }
    case 'docsVersionDropdown':
      return {
        kind: 'dropdown',
        label: item.label ?? ctx.site.docs.versions[0].label,
        items: ctx.site.docs.versions.map((v) => ({ kind: 'link', label: v.label, href: '/', external: false })),
        ...base,
      };
  }
}

// `items` is siteConfig.themeConfig.navbar.items, where the browser finds an item's settings by its place.
export function resolveNavbar(items: NavbarItemConfig[], ctx: NavbarContext) {
  const resolved = items
    .map((item, at) => resolveNavbarItem(item, ctx, at))
    .filter((item): item is ResolvedNavbarItem => item !== null);
  return {
    left: resolved.filter((i) => i.position === 'left'),
    right: resolved.filter((i) => i.position === 'right'),
  };
}
