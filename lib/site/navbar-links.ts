// The navbar as the browser renders it: lib/build/navbar.ts resolves the configured items against
// the pages at build time into these shapes, and the client components only read them.
export type ResolvedLink = {
  kind: 'link';
  label: string;
  href: string;
  external: boolean;
  activeBasePath?: string;
};
// `at`: the item's place in the configured list (siteConfig.themeConfig.navbar.items), whose
// settings a broken item's message shows. The browser has that list in its own copy of the site
// configuration, so no page carries the item's settings a second time.
export type ResolvedNavbarItem =
  | (ResolvedLink & { position: 'left' | 'right'; at: number })
  | { kind: 'dropdown'; label: string; items: ResolvedLink[]; position: 'left' | 'right'; at: number }
  | {
      kind: 'localeDropdown';
      label: string;
      locales: { locale: string; label: string }[];
      defaultLocale: string;
      position: 'left' | 'right';
      at: number;
    }
  | { kind: 'search'; position: 'left' | 'right'; at: number }
  | { kind: 'html'; value: string; position: 'left' | 'right'; at: number };

// The default locale lives at the base path; others get their own segment. Query and hash are kept.
export function localizedHref(
  pathname: string,
  search: string,
  hash: string,
  target: string,
  current: string,
  defaultLocale: string,
): string {
  let path = pathname.startsWith('/') ? pathname : '/' + pathname;
  if (current !== defaultLocale && (path === `/${current}` || path.startsWith(`/${current}/`))) {
    path = path.slice(current.length + 1) || '/';
  }
  const localized = target === defaultLocale ? path : `/${target}${path === '/' ? '' : path}`;
  return localized + search + hash;
}
