// Written to out/search-index-default.json by the static export: the non-doc pages' index.
import { searchIndexFile } from '@/lib/build/search-index/site-index';
import { PAGES_INDEX_NAME } from '@/lib/search/index-names';

export const dynamic = 'force-static';

export async function GET() {
  return Response.json(await searchIndexFile(PAGES_INDEX_NAME));
}
