// Written to out/search-index-docs-default-current.json by the static export. A route folder's name
// cannot be computed, so lib/site/__tests__/site-config.test.ts checks that it is the config's index name.
import { searchIndexFile } from '@/lib/build/search-index/site-index';
import { siteConfig } from '@/lib/site/site-config';
import { docsIndexName } from '@/lib/search/index-names';

export const dynamic = 'force-static';

export async function GET() {
  return Response.json(await searchIndexFile(docsIndexName(siteConfig)));
}
