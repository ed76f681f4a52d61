// Written to out/search/{index}/{version}/{t,p}{n}.json by the static export: the split index's
// term shards and page fragments (lib/search/split-index.ts).
import { siteSearchIndexNames, splitIndexFiles } from '@/lib/build/search-index/site-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  const params = await Promise.all(
    siteSearchIndexNames().map(async (index) => {
      const { manifest, parts } = await splitIndexFiles(index);
      return [...parts.keys()].map((part) => ({ index, version: manifest.version, part }));
    }),
  );
  return params.flat();
}

export async function GET(_request: Request, { params }: { params: Promise<{ index: string; version: string; part: string }> }) {
  const { index, version, part } = await params;
  const { manifest, parts } = await splitIndexFiles(index);
  const body = version === manifest.version ? parts.get(part) : undefined;
  if (body === undefined) return new Response('Not found.', { status: 404 });
  return Response.json(body);
}
