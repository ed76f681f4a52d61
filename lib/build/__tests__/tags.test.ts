import {
  MAX_TAGS,
  MIN_TAGS,
  TAG_VOCABULARY,
  allTags,
  resolveTags,
  tagIndex,
  tagLinks,
  tagProblems,
  tagRouteAliases,
} from '../tags';
import { asciiFold, docsTagRoute } from '../../site/routes';

describe('the tag vocabulary', () => {
  it('has unique labels and plain, unique slugs that fold from the labels', () => {
    const labels = TAG_VOCABULARY.map((t) => t.label);
    expect(new Set(labels).size).toBe(labels.length);
    const slugs = allTags().map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const tag of allTags()) {
      expect(tag.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(asciiFold(tag.accentedSlug)).toBe(tag.slug);
      expect(tag.label).toBe(tag.label.normalize('NFC').toLowerCase().trim());
      expect(tag.description).toMatch(/^[A-ZÅÄÖ].+\.$/);
    }
  });

  it('spells a tag with ä/ö both ways in routes and a tag without them once', () => {
    const tyoaika = allTags().find((t) => t.label === 'työaika')!;
    expect([tyoaika.slug, tyoaika.accentedSlug]).toEqual(['tyoaika', 'työaika']);
    const printing = allTags().find((t) => t.label === 'tulostus ja vienti')!;
    expect([printing.slug, printing.accentedSlug]).toEqual(['tulostus-ja-vienti', 'tulostus-ja-vienti']);
  });
});

describe('tagProblems and resolveTags', () => {
  it('accepts 2–4 labels of the vocabulary, in NFC or NFD', () => {
    expect(MIN_TAGS).toBe(2);
    expect(MAX_TAGS).toBe(4);
    expect(tagProblems(['vuorosuunnittelu', 'työaika'.normalize('NFD')])).toEqual([]);
    expect(resolveTags('content/a.mdx', ['vuorosuunnittelu', 'työaika']).map((t) => t.slug)).toEqual(['vuorosuunnittelu', 'tyoaika']);
  });

  it('names unknown tags, suggests the vocabulary spelling, and counts', () => {
    expect(tagProblems(['Työaika', 'tyoaika', 'lainaus'])).toEqual([
      'unknown tag "Työaika": did you mean "työaika"?',
      'unknown tag "tyoaika": did you mean "työaika"?',
      'unknown tag "lainaus": use a tag of the vocabulary in lib/build/tags.ts',
    ]);
    expect(tagProblems(['teho'])).toEqual(['1 tags: a page has 2–4']);
    expect(tagProblems(['teho', 'teho'])).toEqual(['tag "teho" is listed twice']);
    expect(tagProblems(undefined)).toEqual(['no tags: add 2–4 tags from lib/build/tags.ts']);
    expect(tagProblems('teho')).toEqual(['tags must be a list, e.g. tags: [vuorosuunnittelu, työaika]']);
  });

  it('stops the build with the file named', () => {
    expect(() => resolveTags('content/perustoiminnot/osastot.mdx', ['osastot', 'asetukset'])).toThrow(
      'content/perustoiminnot/osastot.mdx: unknown tag "osastot"',
    );
  });
});

describe('tag pages', () => {
  const pages = [
    { title: 'Osastot', route: '/perustoiminnot/osastot', description: 'O', tags: ['asetukset', 'kustannukset'] },
    { title: 'Käyttäjät', route: '/perustoiminnot/kayttajat', description: 'K', tags: ['asetukset', 'kirjautuminen'] },
    { title: 'Sanasto', route: '/sanasto', description: 'S', tags: ['käyttöohje', 'perusteet'] },
    { title: 'TES', route: '/tes', description: 'T', tags: ['säännöt', 'työaika'] },
  ];

  it('lists the tags in use with their counts in Finnish alphabetical order (å, ä, ö after z)', () => {
    const index = tagIndex(pages, docsTagRoute);
    expect(index.map((t) => [t.label, t.count, t.route])).toEqual([
      ['asetukset', 2, '/tags/asetukset'],
      ['kirjautuminen', 1, '/tags/kirjautuminen'],
      ['kustannukset', 1, '/tags/kustannukset'],
      ['käyttöohje', 1, '/tags/kayttoohje'],
      ['perusteet', 1, '/tags/perusteet'],
      ['säännöt', 1, '/tags/saannot'],
      ['työaika', 1, '/tags/tyoaika'],
    ]);
  });

  it('links a page to its tags and leads the accented spelling to the plain route', () => {
    expect(tagLinks(['työaika', 'teho'], docsTagRoute)).toEqual([
      { label: 'työaika', href: '/tags/tyoaika' },
      { label: 'teho', href: '/tags/teho' },
    ]);
    expect([...tagRouteAliases(tagIndex(pages, docsTagRoute), docsTagRoute)]).toEqual([
      ['/tags/käyttöohje', '/tags/kayttoohje'],
      ['/tags/säännöt', '/tags/saannot'],
      ['/tags/työaika', '/tags/tyoaika'],
    ]);
  });
});
