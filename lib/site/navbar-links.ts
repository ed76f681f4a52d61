// The navbar as the browser renders it: lib/build/navbar.ts resolves the configured items against
// the pages at build time into these shapes, and the client components only read them.
import type { NavbarItemConfig } from './site-config';

export type ResolvedLink = {
  kind: 'link';
  label: string;
  href: string;
  external: boolean;
  activeBasePath?: string;
};
export type ResolvedNavbarItem =
  | (ResolvedLink & { position: 'left' | 'right'; config: NavbarItemConfig })
  | { kind: 'dropdown'; label: string; items: ResolvedLink[]; position: 'left' | 'right'; config: NavbarItemConfig }
  | {
      kind: 'localeDropdown';
      label: string;
      locales: { locale: string; label: string }[];
      defaultLocale: string;
      position: 'left' | 'right';
      config: NavbarItemConfig;
    }
  | { kind: 'search'; position: 'left' | 'right'; config: NavbarItemConfig }
  | { kind: 'html'; value: string; position: 'left' | 'right'; config: NavbarItemConfig };

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
