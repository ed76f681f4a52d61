// Written to out/search/{index}/manifest.json by the static export: the split index's manifest,
// which the search dialog loads first (lib/search/split-index.ts).
import { siteSearchIndexNames, splitIndexFiles } from '@/lib/build/search-index/site-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return siteSearchIndexNames().map((index) => ({ index }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ index: string }> }) {
  const { index } = await params;
  return Response.json((await splitIndexFiles(index)).manifest);
}
