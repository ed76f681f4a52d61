import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPageModel } from '../content-model/page-model';
import { buildSearchDocuments } from '../search-index/build-index';
import { tocHeadings } from '../toc';
import { PAGE_TYPE_NAMES, documentTypeName } from '../../site/page-types';

const ROOT = join(__dirname, '..', '..', '..');

function renderedIds(mdx: string): string[] {
  const out = execFileSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'render-heading-ids.mts')], {
    input: mdx,
    encoding: 'utf8',
    cwd: ROOT,
  });
  return JSON.parse(out);
}

const FRONT = '---\ntitle: Otsikot\ndescription: Hankalia otsikoita.\nsidebar_position: 1\n---\n';
const BODY = [
  'Avaus.',
  '',
  '## snake_case_nimi',
  '',
  'Setext-otsikko',
  '--------------',
  '',
  '## Tallenna &amp; julkaise',
  '',
  '### `A*3` ja **lihava**',
  '',
  '## Työvuorojen vaihtaminen',
  '',
  '## Työvuorojen vaihtaminen',
  '',
  '## Äkillinen poissaolo {"<"} 5',
  '',
  '```md',
  '## ei otsikko koodilohkossa',
  '```',
].join('\n');

describe('one content model: heading ids', () => {
  const model = buildPageModel('content/otsikot.mdx', FRONT + BODY);
  // Slow to start (a child process compiles the MDX as the site does), so it runs once.
  const rendered = renderedIds(BODY);

  test('the model has every heading, setext included and the code block left out, with source lines', () => {
    expect(model.headings.map((h) => [h.depth, h.text, h.line])).toEqual([
      [2, 'snake_case_nimi', 8],
      [2, 'Setext-otsikko', 10],
      [2, 'Tallenna & julkaise', 13],
      [3, 'A*3 ja lihava', 15],
      [2, 'Työvuorojen vaihtaminen', 17],
      [2, 'Työvuorojen vaihtaminen', 19],
      [2, 'Äkillinen poissaolo < 5', 21],
    ]);
  });

  test('TOC href = rendered id = search section anchor, for underscores, setext, entities, code, duplicates and ä/ö', () => {
    expect(rendered).toEqual([
      'snake_case_nimi',
      'setext-otsikko',
      'tallenna--julkaise',
      'a3-ja-lihava',
      'työvuorojen-vaihtaminen',
      'työvuorojen-vaihtaminen-1',
      'äkillinen-poissaolo--5',
    ]);
    expect(tocHeadings(model.headings, 2, 3).map((h) => h.id)).toEqual(rendered);
    const anchors = buildSearchDocuments([{ route: '/otsikot', title: 'Otsikot', description: '', keywords: [], parentCategories: [], sections: model.sections }])
      .slice(1)
      .map((d) => decodeURIComponent(d.sectionRoute.split('#')[1]));
    expect(anchors).toEqual(rendered);
  });
});

describe('one content model: the rest of the page', () => {
  test('front matter is validated with the line of the field, and unknown fields are named', () => {
    const model = buildPageModel(
      'content/x.mdx',
      '---\ntitle: X\ndescription: ""\nsidebar_position: kaksi\nauthor: Aino\n---\nAvaus.\n',
    );
    expect(model.frontmatter).toBeNull();
    expect(model.problems).toEqual([
      { line: 3, message: expect.stringContaining('front matter description: must not be empty') },
      { line: 4, message: expect.stringContaining('front matter sidebar_position:') },
      { line: 5, message: 'front matter has unknown field(s) author' },
    ]);
  });

  test('defaults, links with lines, prose and the word count come from the same pass', () => {
    const model = buildPageModel('content/a/b.mdx', `${FRONT}Avaus, katso [B](/b#c).\n\n## Osa\n\n[D]: /d\n`);
    expect(model.route).toBe('/a/b');
    expect(model.frontmatter).toMatchObject({ tags: [], draft: false });
    expect(model.links.map(({ url, line, text }) => ({ url, line, text }))).toEqual([
      { url: '/b#c', line: 6, text: 'B' },
      { url: '/d', line: 10, text: '' },
    ]);
    const [start, end] = model.links[0].span;
    expect((FRONT + 'Avaus, katso [B](/b#c).').slice(start, end)).toBe('[B](/b#c)');
    expect(model.prose.map((p) => p.text)).toEqual(['Otsikot', 'Hankalia otsikoita.', 'Avaus, katso B.', 'Osa']);
    expect(model.words).toBe(4);
  });
});

// One policy for what the reader sees (content-model/visible-text.ts): a word is searched and
// spell-checked, or neither.
describe('one content model: seen text is the same for search and the spell check', () => {
  const source = [
    '---',
    'title: Näkyvä teksti',
    'description: Testi.',
    'sidebar_position: 1',
    '---',
    'Avaus ja ![Vuorolistan kuvakaappaus](/kuva.png) sekä {"merkkijonolauseke"} ja {/* piilokommentti */}.',
    '',
    '<Callout type="tip" title="Vinkkiotsikko">Vinkkiteksti.</Callout>',
    '',
    'Osoite https://esimerkki.fi/polku ja `koodisana` tekstissä.',
    '',
    '```',
    'koodilohko',
    '```',
  ].join('\n');
  const model = buildPageModel('content/nakyva.mdx', source);
  const searched = model.sections.map((s) => s.content).join(' ');
  const checked = model.prose.map((p) => p.text).join(' ');

  test.each(['kuvakaappaus', 'merkkijonolauseke', 'Vinkkiotsikko', 'Vinkkiteksti'])('"%s" is both searched and spell-checked', (word) => {
    expect(searched).toContain(word);
    expect(checked).toContain(word);
  });

  test.each(['piilokommentti', 'esimerkki.fi', 'koodilohko'])('"%s" is neither', (word) => {
    expect(searched).not.toContain(word);
    expect(checked).not.toContain(word);
  });

  test('inline code is searched but is not prose to spell-check', () => {
    expect(searched).toContain('koodisana');
    expect(checked).not.toContain('koodisana');
  });
});

// The routes read each page's headings, sections and definitions from contentlayer's documents,
// where the compile that renders the page stored them (contentlayer.config.ts); the checks, the
// spell check and the benchmarks parse the file themselves. Both must see the same page. Needs
// `contentlayer2 build` (the test command runs it before jest).
describe('one content model: the rendering compile and the content model agree', () => {
  type Stored = { _raw: { sourceFilePath: string }; model: unknown };
  const stored = PAGE_TYPE_NAMES.flatMap(
    (kind) =>
      JSON.parse(readFileSync(join(ROOT, '.contentlayer', 'generated', documentTypeName(kind), '_index.json'), 'utf8')) as Stored[],
  );

  test.each(stored.map((doc) => [doc._raw.sourceFilePath, doc] as const))('%s', (source, doc) => {
    const file = `content/${source}`;
    const { headings, sections, definitions } = buildPageModel(file, readFileSync(join(ROOT, file), 'utf8'));
    expect(doc.model).toEqual({ headings, sections, definitions });
  });

  test('every page is there', () => {
    expect(stored.length).toBeGreaterThan(40);
  });
});
