import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import PageRoot from '@/components/layout/PageRoot';
import { getHelpId, getHelpIds } from '@/lib/build/help-id-pages';
import { absoluteUrl } from '@/lib/site/site-url';

// /manual/ohje/<id>: the address the product's "?" links open. nginx and the preview server answer
// it with a 301; this page is for hosts without those rules. A meta refresh (no script, so nothing
// for the CSP to allow) moves on at once, and the link does it where refresh is turned off.

type Params = { id: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return getHelpIds().map((h) => ({ id: h.id }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const help = getHelpId((await params).id);
  if (!help) return {};
  // The canonical address is the target page: a fragment in a canonical link is ignored by search engines.
  return {
    title: help.label,
    robots: { index: false, follow: true },
    alternates: { canonical: absoluteUrl(help.route) },
  };
}

export default async function HelpIdRoute({ params }: { params: Promise<Params> }) {
  const help = getHelpId((await params).id);
  if (!help) notFound();
  return (
    <PageRoot kind="plainPage">
      <meta httpEquiv="refresh" content={`0; url=${help.href}`} />
      <div className="doc-column">
        <article className="markdown">
          <h1>Ohje avautuu</h1>
          <p>
            Tämä osoite vie käyttöohjeen kohtaan, johon palvelun ohjelinkki viittaa. Jos sivu ei vaihdu itsestään, avaa
            ohje: <a href={help.href}>{help.label}</a>
          </p>
        </article>
      </div>
    </PageRoot>
  );
}
