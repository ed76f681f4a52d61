import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toPageInputs } from '../search-index/build-index';
import { readContentPages } from '../content-model/read-content';

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
    expect(toPageInputs(readContentPages(dir))[0].tags).toEqual(['osastot', 'lainaus']);
  });
});
