import { pageMetadata, robotsTxt } from '../metadata';

const origin = 'https://ohjeet.example.fi';

describe('pageMetadata', () => {
  it('gives a doc page a canonical address, Open Graph and Twitter card from the same facts', () => {
    const meta = pageMetadata(
      { title: 'Töihinkutsu', description: 'Avoimen vuoron täyttäminen.', route: '/edistyneet_toiminnot/töihinkutsujärjestelmä', kind: 'article' },
      origin,
    );
    const url = 'https://ohjeet.example.fi/manual/edistyneet_toiminnot/t%C3%B6ihinkutsuj%C3%A4rjestelm%C3%A4';
    expect(meta.alternates?.canonical).toBe(url);
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      url,
      title: 'Töihinkutsu',
      description: 'Avoimen vuoron täyttäminen.',
      siteName: 'Vuorosuunnittelun käyttöohje',
      locale: 'fi_FI',
      images: [{ url: '/manual/og-image.png', width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Töihinkutsu',
      description: 'Avoimen vuoron täyttäminen.',
      images: [{ url: '/manual/og-image.png' }],
    });
  });

  it('gives a page without an address of its own (the not-found page) no canonical and no og:url', () => {
    const meta = pageMetadata({ title: 'Sivua ei löytynyt', description: 'x', kind: 'website' }, origin);
    expect(meta.alternates).not.toHaveProperty('canonical');
    expect(meta.openGraph).not.toHaveProperty('url');
    expect(meta.openGraph).toMatchObject({ type: 'website', locale: 'fi_FI' });
  });

  it('links the blog feed from every page, with or without an address of its own', () => {
    const feed = [{ url: 'https://ohjeet.example.fi/manual/blog/atom.xml', title: 'Mitä uutta (Atom)' }];
    for (const route of ['/perustoiminnot/osastot', undefined]) {
      const meta = pageMetadata({ title: 'T', description: 'x', route, kind: 'article' }, origin);
      expect(meta.alternates?.types).toEqual({ 'application/atom+xml': feed });
    }
  });
});

describe('robotsTxt', () => {
  it('allows the manual and names its sitemap at the site address', () => {
    expect(robotsTxt(origin)).toEqual({
      rules: { userAgent: '*', allow: '/manual/' },
      sitemap: 'https://ohjeet.example.fi/manual/sitemap.xml',
    });
  });
});
