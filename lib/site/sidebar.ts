// The manual's sidebar as the reader's browser gets it, shared by the build (lib/build/navigation.ts
// writes it) and the sidebar component (components/layout/DocSidebar.tsx reads it).
import { withBasePath } from './routes';

// [label, href] is a page; [label, href, items] a category listed in full; [label, href, folder] a
// category whose pages the browser loads when the reader opens it (sidebarDataUrl). Every page
// carries the tree in its HTML and route data, so entries have no key names and no descriptions.
export type ClientSidebarItem =
  | [label: string, href: string]
  | [label: string, href: string, items: ClientSidebarItem[]]
  | [label: string, href: string, folder: string];

// The folder of the export that holds the category lists.
export const SIDEBAR_DATA_DIR = 'sidebar';

// Where a category's own list is written, by its folder's route (e.g. /perustoiminnot).
export function sidebarDataRoute(folder: string): string {
  return `/${SIDEBAR_DATA_DIR}${folder}.json`;
}

export function sidebarDataUrl(folder: string): string {
  return encodeURI(withBasePath(sidebarDataRoute(folder)));
}

// A page is in a category when its route is under the category's folder.
export function isInFolder(route: string, folder: string): boolean {
  return route.startsWith(`${folder}/`);
}

// A category's list as fetched: anything but a well-formed tree is refused, so a broken or stale
// file shows the category's error state instead of breaking the sidebar.
export function parseSidebarItems(value: unknown): ClientSidebarItem[] | null {
  if (!Array.isArray(value)) return null;
  const ok = (item: unknown): boolean =>
    Array.isArray(item) &&
    (item.length === 2 || item.length === 3) &&
    typeof item[0] === 'string' &&
    typeof item[1] === 'string' &&
    (item.length === 2 || typeof item[2] === 'string' || (Array.isArray(item[2]) && item[2].every(ok)));
  return value.every(ok) ? (value as ClientSidebarItem[]) : null;
}
