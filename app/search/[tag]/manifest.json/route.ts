// Written to out/search/{tag}/manifest.json by the static export: the split index's manifest,
// which the search dialog loads first (lib/search/split-index.ts).
import { searchTags, splitIndexFiles } from '@/lib/build/search-index/site-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return searchTags().map((tag) => ({ tag }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ tag: string }> }) {
  const { tag } = await params;
  return Response.json((await splitIndexFiles(tag)).manifest);
}
