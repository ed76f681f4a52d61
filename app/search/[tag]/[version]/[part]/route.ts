// Written to out/search/{tag}/{version}/{t,p}{n}.json by the static export: the split index's
// term shards and page fragments (lib/search/split-index.ts).
import { searchTags, splitIndexFiles } from '@/lib/build/search-index/site-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  const params = await Promise.all(
    searchTags().map(async (tag) => {
      const { manifest, parts } = await splitIndexFiles(tag);
      return [...parts.keys()].map((part) => ({ tag, version: manifest.version, part }));
    }),
  );
  return params.flat();
}

export async function GET(_request: Request, { params }: { params: Promise<{ tag: string; version: string; part: string }> }) {
  const { tag, version, part } = await params;
  const { manifest, parts } = await splitIndexFiles(tag);
  const body = version === manifest.version ? parts.get(part) : undefined;
  if (body === undefined) return new Response('Not found.', { status: 404 });
  return Response.json(body);
}
