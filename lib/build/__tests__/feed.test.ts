/** @jest-environment jsdom */
import { toBlogPosts } from '../blog';
import { blogAtomFeed } from '../feed';

const ATOM = 'http://www.w3.org/2005/Atom';
const origin = 'https://ohjeet.example.fi';

const posts = toBlogPosts(
  [
    ['ilmoitukset-ja-kanavat', '2026-11-17', 'Ilmoitukset yläpalkissa, sähköposti ja tekstiviesti valintasi mukaan', ['viestintä', 'työntekijälle', 'perusteet']],
    ['lisatyo-ja-ylityo', '2026-06-08', 'Lisätyö & ylityö <palkkaraportissa>', ['kustannukset', 'työaika']],
    ['hr-kello', '2025-09-22', 'HR-kello puhelimeen', ['toteumat', 'työntekijälle']],
  ].map(([slug, date, title, tags]) => ({
    sourcePath: `blog/${slug}.mdx`,
    title: title as string,
    description: `${title} – kuvaus.`,
    date,
    tags,
    draft: false,
    headings: [],
  })),
);

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('blogAtomFeed', () => {
  it('is well-formed Atom with one entry per post, newest first, at absolute addresses', () => {
    const doc = parse(blogAtomFeed(posts, origin));
    const feed = doc.documentElement;
    expect([feed.localName, feed.namespaceURI]).toEqual(['feed', ATOM]);
    expect(feed.querySelector(':scope > id')?.textContent).toBe('https://ohjeet.example.fi/manual/blog');
    expect(feed.querySelector(':scope > link[rel="self"]')?.getAttribute('href')).toBe('https://ohjeet.example.fi/manual/blog/atom.xml');
    expect(feed.querySelector(':scope > updated')?.textContent).toBe('2026-11-17T00:00:00.000Z');
    const entries = [...doc.getElementsByTagNameNS(ATOM, 'entry')];
    expect(entries.map((e) => e.querySelector('title')?.textContent)).toEqual([
      'Ilmoitukset yläpalkissa, sähköposti ja tekstiviesti valintasi mukaan',
      'Lisätyö & ylityö <palkkaraportissa>',
      'HR-kello puhelimeen',
    ]);
    expect(entries.map((e) => e.querySelector('link')?.getAttribute('href'))).toEqual([
      'https://ohjeet.example.fi/manual/blog/ilmoitukset-ja-kanavat',
      'https://ohjeet.example.fi/manual/blog/lisatyo-ja-ylityo',
      'https://ohjeet.example.fi/manual/blog/hr-kello',
    ]);
    expect(entries[1].querySelector('published')?.textContent).toBe('2026-06-08T00:00:00.000Z');
    expect([...entries[1].querySelectorAll('category')].map((c) => c.getAttribute('term'))).toEqual(['kustannukset', 'työaika']);
  });

  it('is still a valid feed with no posts', () => {
    const doc = parse(blogAtomFeed([], origin));
    expect(doc.getElementsByTagNameNS(ATOM, 'entry')).toHaveLength(0);
  });
});
