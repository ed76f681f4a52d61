import { sitemapUrls } from '../sitemap';

describe('sitemap', () => {
  test('absolute, percent-encoded, de-duplicated addresses under the base path', () => {
    expect(
      sitemapUrls('https://example.fi', ['/', '/perustoiminnot/osastot', '/edistyneet_toiminnot/töihinkutsujärjestelmä', '/perustoiminnot/osastot']),
    ).toEqual([
      'https://example.fi/manual/',
      'https://example.fi/manual/edistyneet_toiminnot/t%C3%B6ihinkutsuj%C3%A4rjestelm%C3%A4',
      'https://example.fi/manual/perustoiminnot/osastot',
    ]);
  });
});
