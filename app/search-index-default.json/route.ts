// Written to out/search-index-default.json by the static export: the non-doc pages' index.
import { searchIndexFile } from '@/lib/build/search-index/site-index';
import { PAGES_INDEX_TAG } from '@/lib/search/tags';

export const dynamic = 'force-static';

export async function GET() {
  return Response.json(await searchIndexFile(PAGES_INDEX_TAG));
}
