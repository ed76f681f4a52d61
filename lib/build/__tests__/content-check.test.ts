import { checkStructure } from '../content-check';
import { buildPageModel, routeOfContentFile } from '../content-model/page-model';
import { countWords } from '../content-model/prose';

const page = (frontmatter: string, body: string) => `---\n${frontmatter}\n---\n\n${body}`;

const FRONT = 'title: Osastot\ndescription: Osastojen perustaminen ja asetukset.\ntags: [asetukset, henkilöstö]\nsidebar_position: 4';
// A post has a date instead of a place in the sidebar.
const POST_FRONT = 'title: Uusi haku\ndescription: Haku uudistui.\ntags: [käyttöohje, perusteet]';

// A page that follows every convention; the failing cases below each break one of them.
const VALID_BODY = `Tämä sivu on pääkäyttäjälle. Osasto on palvelun perusyksikkö.

## Osaston lisääminen

1. Avaa **Asetukset › Osastot**.
2. Valitse **Tallenna**.

### Esimerkki

Katso [tarvepohjat](/perustoiminnot/tarvepohjat#tarvepohjan-luominen) ja [lainaus](#osaston-lisääminen).

## Katso myös

- [Tehtävät](/manual/perustoiminnot/tehtavat)
- [Etusivu](/)
`;

const knownRoutes = new Set(['/', '/perustoiminnot/osastot', '/perustoiminnot/tarvepohjat', '/perustoiminnot/tehtavat']);
const anchorsByRoute = new Map([
  ['/', new Set<string>()],
  ['/perustoiminnot/tarvepohjat', new Set(['tarvepohjan-luominen'])],
  ['/perustoiminnot/tehtavat', new Set<string>()],
]);
const FILE = 'content/perustoiminnot/osastot.mdx';
const model = (source: string) => buildPageModel(FILE, source);
const check = (source: string) => checkStructure(model(source), knownRoutes, anchorsByRoute);
const extractProse = (source: string) => model(source).prose;
const pageWordCount = (source: string) => model(source).words;
const headingAnchors = (source: string) => new Set(model(source).headings.map((h) => h.id));
// Lines in the fixtures: 1 `---`, 2–5 front matter, 6 `---`, 7 blank, 8 opening paragraph.
const lineOf = (source: string, needle: string) => source.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('routeOfContentFile', () => {
  it('maps content paths to NFC routes', () => {
    expect(routeOfContentFile('content/index.mdx')).toBe('/');
    expect(routeOfContentFile('content/perustoiminnot/osastot.mdx')).toBe('/perustoiminnot/osastot');
    expect(routeOfContentFile('content/edistyneet_toiminnot/töihinkutsujärjestelmä.mdx'.normalize('NFD'))).toBe(
      '/edistyneet_toiminnot/töihinkutsujärjestelmä'.normalize('NFC'),
    );
  });
});

describe('extractProse', () => {
  it('keeps the visible frontmatter values with their lines and skips keys and tags', () => {
    const prose = extractProse(
      page(
        'title: Osastot\ndescription: Osastojen perustaminen.\nsidebar_position: 4\ntags: [osastot, csv]\nsidebar_label: Osastot ja yksiköt',
        'Teksti.',
      ),
    );
    expect(prose).toEqual([
      { line: 2, text: 'Osastot' },
      { line: 3, text: 'Osastojen perustaminen.' },
      { line: 6, text: 'Osastot ja yksiköt' },
      { line: 9, text: 'Teksti.' },
    ]);
  });

  it('skips code, inline code, URLs, link targets and JSX attributes but keeps JSX text', () => {
    const source = page(
      FRONT,
      [
        'Kirjoita soluun `10-18/30` ja paina <kbd>Enter</kbd>.', // 8
        '', // 9
        '```', // 10
        'koodirivi ei ole proosaa', // 11
        '```', // 12
        '', // 13
        'Katso [Osastot](/perustoiminnot/osastot#lainaus) tai https://example.org/ohje.', // 14
        '', // 15
        '<Callout type="warning" title="Jakson pituuden muuttaminen">', // 16
        '', // 17
        'Uusi pituus koskee **vain** uusia jaksoja.', // 18
        '', // 19
        '</Callout>', // 20
        '', // 21
        '<HeadcountChart data="vahvuus" />', // 22
      ].join('\n'),
    );
    expect(extractProse(source).slice(2)).toEqual([
      { line: 8, text: 'Kirjoita soluun ja paina Enter.' },
      { line: 14, text: 'Katso Osastot tai .' },
      { line: 16, text: 'Jakson pituuden muuttaminen' },
      { line: 18, text: 'Uusi pituus koskee vain uusia jaksoja.' },
    ]);
    const all = extractProse(source).map((p) => p.text).join(' ');
    for (const hidden of ['10-18', 'koodirivi', 'example.org', 'lainaus', 'warning', 'vahvuus', 'Callout']) {
      expect(all).not.toContain(hidden);
    }
  });

  it('gives each line of a paragraph, list item and table cell its own source line', () => {
    const source = page(
      FRONT,
      'Ensimmäinen rivi\ntoinen rivi.\n\n- Kohta **TES**:n mukaan\n\n| Tila | Väri |\n| --- | --- |\n| Luonnos | harmaa |',
    );
    expect(extractProse(source).slice(2)).toEqual([
      { line: 8, text: 'Ensimmäinen rivi' },
      { line: 9, text: 'toinen rivi.' },
      { line: 11, text: 'Kohta TES:n mukaan' },
      { line: 13, text: 'Tila' },
      { line: 13, text: 'Väri' },
      { line: 15, text: 'Luonnos' },
      { line: 15, text: 'harmaa' },
    ]);
  });

  it('counts the words of the body only', () => {
    expect(countWords('Aamuvuoro 7.00–15.00 on TES:n mukainen, 38 h.')).toBe(8);
    expect(pageWordCount(page(FRONT, 'Yksi kaksi `koodi` kolme.\n\n## Neljä'))).toBe(4);
  });
});

describe('headingAnchors', () => {
  it('slugs headings like rehype-slug, keeping ä/ö and numbering duplicates', () => {
    const anchors = headingAnchors(
      page(FRONT, '## Vuorolistan julkaiseminen\n\n### Esimerkki: `A` ja **B**\n\n## Esimerkki: A ja B'),
    );
    expect(anchors).toEqual(new Set(['vuorolistan-julkaiseminen', 'esimerkki-a-ja-b', 'esimerkki-a-ja-b-1']));
  });
});

describe('checkStructure', () => {
  it('passes a page that follows the conventions', () => {
    expect(check(page(FRONT, VALID_BODY))).toEqual([]);
  });

  it('reports a missing description', () => {
    expect(check(page('title: Osastot\nsidebar_position: 4\ntags: [asetukset, henkilöstö]', VALID_BODY))).toEqual([
      { file: FILE, line: 1, message: expect.stringContaining('front matter description:') },
    ]);
  });

  it('reports a tag outside the vocabulary and a wrong number of tags at the tags line', () => {
    const source = page('title: Osastot\ndescription: Osastojen perustaminen.\ntags: [asetukset, Työaika, lainaus, raportit, teho]\nsidebar_position: 4', VALID_BODY);
    expect(check(source)).toEqual([
      { file: FILE, line: 4, message: 'unknown tag "Työaika": did you mean "työaika"?' },
      { file: FILE, line: 4, message: 'unknown tag "lainaus": use a tag of the vocabulary in lib/build/tags.ts' },
      { file: FILE, line: 4, message: '5 tags: a page has 2–4' },
    ]);
  });

  it('asks a post for its date, and only a post', () => {
    const post = (front: string) =>
      checkStructure(buildPageModel('content/blog/uusi-haku.mdx', page(front, VALID_BODY)), knownRoutes, anchorsByRoute);
    expect(post(POST_FRONT)).toEqual([
      { file: 'content/blog/uusi-haku.mdx', line: 1, message: expect.stringContaining('publishing date') },
    ]);
    expect(post(`${POST_FRONT}\ndate: 2026-02-30`)).toEqual([
      { file: 'content/blog/uusi-haku.mdx', line: 5, message: expect.stringContaining('calendar date') },
    ]);
    expect(post(`${POST_FRONT}\ndate: 2026-02-03`)).toEqual([]);
    expect(check(page(FRONT, VALID_BODY))).toEqual([]);
  });

  it('reports a missing frontmatter and invalid YAML with its line', () => {
    expect(check(VALID_BODY)[0]).toMatchObject({ line: 1, message: expect.stringContaining('no front matter') });
    expect(check(page('title: Osastot\ndescription: "rikki', VALID_BODY))[0]).toEqual({
      file: FILE,
      line: 3,
      message: expect.stringContaining('not valid YAML'),
    });
  });

  it('reports a #### heading and an h1 at their lines', () => {
    const source = page(FRONT, VALID_BODY.replace('### Esimerkki', '#### Esimerkki') + '\n# Otsikko\n');
    const problems = check(source);
    expect(problems).toEqual([
      { file: FILE, line: lineOf(source, '#### Esimerkki'), message: expect.stringContaining('too deep') },
      { file: FILE, line: lineOf(source, '# Otsikko'), message: expect.stringContaining('# heading "Otsikko" in the body') },
    ]);
  });

  it('reports a page with only one ## heading', () => {
    const problems = check(page(FRONT, VALID_BODY.replace('## Katso myös', '### Katso myös')));
    expect(problems).toEqual([{ file: FILE, line: 1, message: expect.stringContaining('only 1 ## heading') }]);
  });

  it('reports a heading before the opening paragraph', () => {
    const source = page(FRONT, VALID_BODY.replace('Tämä sivu on pääkäyttäjälle. Osasto on palvelun perusyksikkö.\n\n', ''));
    expect(check(source)).toEqual([{ file: FILE, line: 8, message: expect.stringContaining('opening paragraph') }]);
  });

  it('reports a broken link and a broken anchor at their lines', () => {
    const source = page(
      FRONT,
      VALID_BODY.replace('#tarvepohjan-luominen', '#ei-ole').replace('/manual/perustoiminnot/tehtavat', '/perustoiminnot/tehtävät'),
    );
    expect(check(source)).toEqual([
      {
        file: FILE,
        line: lineOf(source, '#ei-ole'),
        message: 'link /perustoiminnot/tarvepohjat#ei-ole: no heading with the anchor "ei-ole" on /perustoiminnot/tarvepohjat',
      },
      {
        file: FILE,
        line: lineOf(source, '/perustoiminnot/tehtävät'),
        message: 'link /perustoiminnot/tehtävät: no page /perustoiminnot/tehtävät',
      },
    ]);
  });

  it('checks same-page anchors, relative links and the number of linked pages', () => {
    const source = page(
      FRONT,
      VALID_BODY.replace('(#osaston-lisääminen)', '(#lisääminen)')
        .replace('- [Tehtävät](/manual/perustoiminnot/tehtavat)\n', '- [Tehtävät](tehtavat)\n')
        .replace('- [Etusivu](/)\n', ''),
    );
    expect(check(source).map((p) => [p.line, p.message])).toEqual([
      [lineOf(source, '#lisääminen'), 'link #lisääminen: no heading with the anchor "lisääminen" on this page'],
      [lineOf(source, '(tehtavat)'), expect.stringContaining('site-absolute')],
      [1, expect.stringContaining('links to 1 other manual page')],
    ]);
  });

  it('reports an MDX syntax error instead of throwing', () => {
    const problems = check(page(FRONT, 'Teksti {rikki\n\n## A\n'));
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/^MDX does not parse/);
  });
});
