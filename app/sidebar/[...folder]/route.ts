// Written to out/sidebar/{folder}.json by the static export: one category's list, which the sidebar
// loads when the reader opens a category that every page's HTML lists by name only.
import { getSidebar } from '@/lib/build/docs';
import { sidebarCategoryLists } from '@/lib/build/navigation';
import { routeSegments, safeDecode } from '@/lib/site/routes';
import { SIDEBAR_DATA_DIR, sidebarDataRoute } from '@/lib/site/sidebar';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return sidebarCategoryLists(getSidebar()).map(({ folder }) => ({ folder: routeSegments(sidebarDataRoute(folder)).slice(1) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ folder: string[] }> }) {
  const route = '/' + [SIDEBAR_DATA_DIR, ...(await params).folder].map(safeDecode).join('/');
  const list = sidebarCategoryLists(getSidebar()).find(({ folder }) => sidebarDataRoute(folder) === route.normalize('NFC'));
  if (!list) return new Response('Tuntematon sivupalkin luokka.', { status: 404 });
  return Response.json(list.items);
}
