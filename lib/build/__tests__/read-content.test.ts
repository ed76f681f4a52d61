import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toPageInputs } from '../search-index/build-index';
import { buildPageModel, frontmatterProblems } from '../content-model/page-model';
import { readContentPages, readContentTree, readFrontmatterProblems, sourceProblems } from '../content-model/read-content';

describe('readContentPages (the benchmark’s and the lexicon’s view of content/)', () => {
  let dir: string;
  const write = (file: string, front: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), `---\n${front}\n---\n\nTeksti.\n`);
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    write('perustoiminnot/osastot.mdx', 'title: Osastot\ndescription: O\nsidebar_position: 1\ntags: [asetukset, kustannukset]\nkeywords: [osastot, lainaus]');
    write('blog/uusi-haku.mdx', 'title: Uusi haku\ndescription: H\ndate: 2026-11-18\ntags: [käyttöohje, perusteet]');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the doc pages only: the blog is not searched', () => {
    expect(readContentPages(dir).map((p) => p.route)).toEqual(['/perustoiminnot/osastot']);
  });

  it('gives the search index the keywords, not the browsing tags', () => {
    expect(toPageInputs(readContentPages(dir))[0].keywords).toEqual(['osastot', 'lainaus']);
  });

  it("gives the page a glossary row links to the row's term and other names, by the section its link names", () => {
    const glossary = join(dir, 'sanasto.mdx');
    writeFileSync(
      glossary,
      '---\ntitle: Sanasto\ndescription: S\nsidebar_position: 9\n---\n\nSanat.\n\n| Käsite | Selitys | Sivu |\n| --- | --- | --- |\n' +
        '| Kustannuspaikka | Kirjanpidon tunnus. Myös: kustannuskeskus | [Osastot](/perustoiminnot/osastot#asetukset) |\n' +
        '| Osaston tapahtuma | Tapahtuma. | [Osastot](/perustoiminnot/osastot) |\n' +
        '| Tuntipankkivapaa (`TP`) | Vapaa. | [Muualla](https://example.com/) |\n',
    );
    try {
      const osastot = toPageInputs(readContentPages(dir)).find((p) => p.route === '/perustoiminnot/osastot');
      // The page has no section #asetukset: its opening section explains the term. A name of
      // several words is not searched as its words.
      expect(osastot?.defined).toEqual([{ anchor: null, names: ['kustannuspaikka', 'kustannuskeskus'] }]);
      expect(osastot?.keywords).toEqual(['osastot', 'lainaus']);
    } finally {
      rmSync(glossary);
    }
  });
});

describe('sourceProblems (what stops the build before anything is rendered)', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    write('hyva.mdx', '---\ntitle: Hyvä\ndescription: Kelpaa.\nsidebar_position: 1\n---\n\nTeksti.\n');
    write('tyhja.mdx', '---\ntitle: Tyhjä\ndescription: ""\nsidebar_position: 2\nvari: punainen\n---\n\nTeksti.\n');
    write('kaksi.mdx', '---\ntitle: Kaksi\ndescription: Sijainti sanana.\nsidebar_position: kaksi\n---\n\nTeksti.\n');
    write('osio/_category_.json', '{\n  "label": "Osio",\n  "position": "3",\n  "slug": "category/osio"\n}\n');
    write('rikki/_category_.json', '{ "label": "Rikki", ');
    write('avoin.mdx', '---\ntitle: Avoin\ndescription: Tagi jää auki.\nsidebar_position: 3\n---\n\n<Callout type="tip">\n\nTeksti.\n');
    write('ilman.mdx', 'Teksti ilman etuliitettä.\n');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names file, line and field of each front matter and category error, and nothing for a valid page', () => {
    const problems = sourceProblems(readContentTree(dir));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/tyhja\.mdx:3: front matter description: /),
        'content/tyhja.mdx:5: front matter has unknown field(s) vari',
        expect.stringMatching(/^content\/kaksi\.mdx:4: front matter sidebar_position: /),
        expect.stringMatching(/^content\/osio\/_category_\.json:3: category position: /),
        expect.stringMatching(/^content\/osio\/_category_\.json:1: category description: /),
        expect.stringMatching(/^content\/rikki\/_category_\.json:1: category is not valid JSON/),
        expect.stringMatching(/^content\/avoin\.mdx:\d+: MDX does not parse: /),
        'content/ilman.mdx:1: no front matter (--- block with title and description) at the top',
      ]),
    );
    expect(problems).toHaveLength(8);
    expect(problems.some((p) => p.includes('hyva.mdx'))).toBe(false);
  });

  it('finds the same problems but the MDX errors when it reads only the front matter', () => {
    const problems = sourceProblems(readContentTree(dir));
    expect(readFrontmatterProblems(dir)).toEqual(problems.filter((p) => !p.includes('MDX does not parse')));
    // The front matter of a page whose MDX does not parse is read too.
    write('avoin.mdx', readFileSync(join(dir, 'avoin.mdx'), 'utf8').replace('sidebar_position: 3', 'sidebar_position: kolme'));
    try {
      expect(readFrontmatterProblems(dir)).toContainEqual(expect.stringMatching(/^content\/avoin\.mdx:4: front matter sidebar_position: /));
    } finally {
      write('avoin.mdx', readFileSync(join(dir, 'avoin.mdx'), 'utf8').replace('sidebar_position: kolme', 'sidebar_position: 3'));
    }
  });

  it('reads the same front matter from the head of every page of content/ as from the whole page', () => {
    for (const model of readContentTree(join(process.cwd(), 'content')).models) {
      const source = readFileSync(model.file, 'utf8');
      const wrong = source.replace(/^title: .*$/m, 'title: ""');
      expect(frontmatterProblems(model.file, wrong)).toEqual(buildPageModel(model.file, wrong).problems);
      expect(frontmatterProblems(model.file, wrong)).toHaveLength(1);
    }
  });

  it('leaves an invalid category out of the tree it gives the sidebar', () => {
    expect(readContentTree(dir).categories).toEqual([]);
  });
});
