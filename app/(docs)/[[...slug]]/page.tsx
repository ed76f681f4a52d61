import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import AliasRedirect from '@/components/doc/AliasRedirect';
import DocView from '@/components/doc/DocView';
import { getDocByRoute, getDocPages, getRouteAliases, getSidebar } from '@/lib/build/docs';
import { mdxCodeOf } from '@/lib/build/pages';
import { lastUpdatedOfContentFile } from '@/lib/build/last-updated';
import { pageMetadata } from '@/lib/build/metadata';
import { segmentsWithDevEncodings } from '@/lib/build/static-params';
import { routeSegments, safeDecode } from '@/lib/site/routes';

type Params = { slug?: string[] };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  const routes = [...getDocPages().map((d) => d.route), ...getRouteAliases().keys()];
  return segmentsWithDevEncodings(routes.map(routeSegments)).map((slug) => ({ slug }));
}

// Params can arrive percent-encoded at build time; routes are NFC.
function routeFromParams(slug: string[] | undefined): string {
  return '/' + (slug ?? []).map((s) => safeDecode(s).normalize('NFC')).join('/');
}

function resolve(slug: string[] | undefined) {
  const requested = routeFromParams(slug);
  const canonical = getRouteAliases().get(requested) ?? requested;
  return { requested, canonical, doc: getDocByRoute(canonical) };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { slug } = await params;
  const { doc, canonical } = resolve(slug);
  if (!doc) return {};
  return {
    title: doc.route === '/' ? { absolute: `${doc.title} | Vuorosuunnittelun käyttöohje` } : doc.title,
    ...pageMetadata({
      title: doc.title,
      description: doc.description,
      route: canonical,
      kind: canonical === '/' ? 'website' : 'article',
    }),
  };
}

export default async function DocPageRoute({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  const { requested, canonical, doc } = resolve(slug);
  const code = doc && mdxCodeOf(doc.sourcePath);
  if (!doc || !code) notFound();
  return (
    <>
      {requested !== canonical && <AliasRedirect to={canonical} />}
      <DocView doc={doc} code={code} sidebar={getSidebar()} lastUpdated={lastUpdatedOfContentFile(doc.sourcePath)} />
    </>
  );
}
