import GithubSlugger from 'github-slugger';
import { buildSearchDocuments } from '../search-index/build-index';
import { fromMarkdown, sectionsOf } from './page-input';

const raw = [
  'Tämä sivu on tarkoitettu **esihenkilölle**. Syötä `A*3` soluun.',
  '',
  'Lisätietoa: https://example.com/ohje ja [Vuorolistanäkymä](/perustoiminnot/vuorolistanakyma).',
  '',
  'import Kaavio from "./kaavio"',
  '',
  '## Vuorolistan julkaiseminen',
  '',
  'Valitse **Suunnittelu › Vuorolista**.',
  '',
  '```js',
  'const salainen = "koodilohko";',
  '```',
  '',
  '<Callout type="tip" title="Julkaise ajoissa">',
  '',
  'Lista on julkaistava **7 päivää** ennen jakson alkua.',
  '',
  '</Callout>',
  '',
  '<HeadcountChart data-label="kaavion-attribuutti" />',
  '',
  '| Tila | Merkitys |',
  '| --- | --- |',
  '| Luonnos | Vain suunnittelija näkee |',
  '',
  '### Esimerkki: jakso 26.1.–15.2.2026',
  '',
  'Jakso alkaa maanantaina.',
  '',
  '#### Liian syvä otsikko',
  '',
  'Syvän otsikon teksti kuuluu edelliseen osioon.',
  '',
  '## Vuorolistan julkaiseminen',
  '',
  'Sama otsikko toiseen kertaan {"<"} 5.',
  '',
  '## Työntekijät & `A*3`',
  '',
  'Viimeinen.',
].join('\n');

describe('search sections', () => {
  const sections = sectionsOf(raw, 'Vuorojen suunnittelu');

  test('text before the first heading is a section with the page title and no anchor', () => {
    expect(sections[0].title).toBe('Vuorojen suunnittelu');
    expect(sections[0].anchor).toBeNull();
    expect(sections[0].content).toContain('Tämä sivu on tarkoitettu esihenkilölle. Syötä A*3 soluun.');
    expect(sections[0].content).toContain('ja Vuorolistanäkymä.');
  });

  test('one section per h1–h3 with the anchors rehype-slug gives (github-slugger, ä/ö kept)', () => {
    const slugger = new GithubSlugger();
    const expected = [
      'Vuorolistan julkaiseminen',
      'Esimerkki: jakso 26.1.–15.2.2026',
      'Liian syvä otsikko',
      'Vuorolistan julkaiseminen',
      "Työntekijät & A*3",
    ].map((t) => slugger.slug(t));
    expect(sections.map((s) => s.anchor)).toEqual([null, expected[0], expected[1], expected[3], expected[4]]);
    expect(sections[1].anchor).toBe('vuorolistan-julkaiseminen');
    expect(sections[3].anchor).toBe('vuorolistan-julkaiseminen-1');
    expect(sections[2].anchor).toBe('esimerkki-jakso-2611522026');
    expect(sections[4].anchor).toBe('työntekijät--a3');
    expect(sections.map((s) => s.title)).toEqual([
      'Vuorojen suunnittelu',
      'Vuorolistan julkaiseminen',
      'Esimerkki: jakso 26.1.–15.2.2026',
      'Vuorolistan julkaiseminen',
      'Työntekijät & A*3',
    ]);
  });

  test('keeps what the reader sees: Callout title and body, table cells, deeper headings', () => {
    const s = sections[1].content;
    expect(s).toContain('Valitse Suunnittelu › Vuorolista.');
    expect(s).toContain('Julkaise ajoissa');
    expect(s).toContain('Lista on julkaistava 7 päivää ennen jakson alkua.');
    expect(s).toContain('Luonnos Vain suunnittelija näkee');
    expect(sections[2].content).toBe('Jakso alkaa maanantaina. Liian syvä otsikko Syvän otsikon teksti kuuluu edelliseen osioon.');
    expect(sections[3].content).toBe('Sama otsikko toiseen kertaan < 5.');
  });

  test("each section lists its links' text as it stands in the content; a bare URL is no link text", () => {
    expect(sections[0].links).toEqual(['Vuorolistanäkymä']);
    expect(sections.slice(1).map((s) => s.links)).toEqual([[], [], [], []]);
  });

  test('leaves out code blocks, URLs, imports, JSX attributes and frontmatter', () => {
    const all = sections.map((s) => s.content).join(' ');
    expect(all).not.toMatch(/salainen|koodilohko/);
    expect(all).not.toMatch(/https?:|example\.com|\/perustoiminnot\//);
    expect(all).not.toMatch(/import|kaavio/i);
    expect(all).not.toMatch(/kaavion-attribuutti|type|tip/);
  });

  test("the page's description is searched with its opening section only", () => {
    const docs = buildSearchDocuments(
      fromMarkdown([{ route: '/a', title: 'A', description: 'Miksi raportti on tyhjä.', keywords: [], parentCategories: [], raw: 'Avaus.\n\n## Osio\n\nTeksti.' }]),
    );
    expect(docs.map((d) => d.content)).toEqual(['Miksi raportti on tyhjä. Avaus.', 'Teksti.']);
  });

  test('documents: full routes with the base path, page fields on every section', () => {
    const docs = buildSearchDocuments(fromMarkdown([
      { route: '/', title: 'Aloitusopas', keywords: ['aloitus'], parentCategories: [], raw: 'Tervetuloa.\n\n## Haku\n\nHae.' },
      {
        route: '/perustoiminnot/vuorojen-suunnittelu',
        title: 'Vuorojen suunnittelu',
        keywords: ['julkaisu'],
        parentCategories: ['Perustoiminnot'],
        raw,
      },
    ]));
    expect(docs[0]).toEqual({
      id: 0,
      title: 'Aloitusopas',
      content: 'Tervetuloa.',
      keywords: ['aloitus'],
      sidebarParentCategories: [],
      sectionTitle: 'Aloitusopas',
      pageTitle: 'Aloitusopas',
      sectionRoute: '/manual/',
      type: 'docs',
    });
    expect(docs[1].sectionRoute).toBe('/manual/#haku');
    expect(docs[3]).toMatchObject({
      id: 3,
      title: 'Vuorolistan julkaiseminen',
      sectionTitle: 'Vuorolistan julkaiseminen',
      pageTitle: 'Vuorojen suunnittelu',
      sectionRoute: '/manual/perustoiminnot/vuorojen-suunnittelu#vuorolistan-julkaiseminen',
      sidebarParentCategories: ['Perustoiminnot'],
      keywords: ['julkaisu'],
    });
  });
});
