import { Document } from 'flexsearch';
import { fromMarkdown } from './page-input';
import { buildSearchIndex, type PageInput } from '../search-index/build-index';
import { splitSearchIndex } from '../search-index/split-index';
import { importSearchIndex, type FlexDocumentConstructor } from '../../search/flex-source';
import { stemWord } from '../../search/encoder';
import { INDEX_FIELDS } from '../../search/index-options';
import { DEFAULT_RANKING, searchSourceWithCorrections } from '../../search/search-core';
import { deltaDecode, deltaEncode, isSplitManifest, isTermShard, SplitIndex, type TermShard } from '../../search/split-index';
import type { SearchIndexFile } from '../../search/types';

const pages: PageInput[] = fromMarkdown([
  {
    route: '/perustoiminnot/vuorolistanakyma',
    title: 'Vuorolistanäkymä',
    keywords: ['vuorolista'],
    parentCategories: ['Perustoiminnot'],
    raw: 'Vuorolistanäkymä näyttää osaston vuorot.\n\n## Vuorolistan julkaiseminen\n\nJulkaise vuorolistat ajoissa.\n\n## Tulostaminen\n\nTulosta vuorolistoja.',
  },
  {
    route: '/raportointi/sairauslomat',
    title: 'Sairauslomat',
    keywords: ['raportti'],
    parentCategories: ['Raportointi'],
    raw: 'Raportti näyttää sairauslomat ja vuosilomat.\n\n## Sarakkeet\n\nSairauslomista lasketaan poissaoloprosentti.',
  },
  { route: '/', title: 'Aloitusopas', keywords: [], parentCategories: [], raw: 'Tervetuloa. Työntekijä kirjautuu sähköpostilla.' },
]);

let file: SearchIndexFile;
beforeAll(async () => {
  file = await buildSearchIndex(pages);
});

// All shards loaded, as JSON would bring them.
function loadedSplit(shardBytes?: number) {
  const files = splitSearchIndex(file, { shardBytes });
  const index = new SplitIndex(JSON.parse(JSON.stringify(files.manifest)));
  files.manifest.shards.forEach((_, n) => index.addShard(n, JSON.parse(JSON.stringify(files.parts.get(`t${n}.json`))) as TermShard));
  return { index, files };
}

describe('split search index', () => {
  test('every stem of every field finds the same ids in the same order as the whole file', () => {
    const { index } = loadedSplit(40);
    const whole = importSearchIndex(Document as unknown as FlexDocumentConstructor, file.index, file.documents.length).source;
    let stems = 0;
    for (const field of INDEX_FIELDS) {
      expect(index.source.vocabulary(field)).toEqual(whole.vocabulary(field));
      for (const stem of whole.vocabulary(field)) {
        expect([field, stem, index.source.exact(field, stem)]).toEqual([field, stem, whole.exact(field, stem)]);
        stems++;
      }
      expect(index.source.exact(field, 'eiolemassa')).toEqual([]);
    }
    expect(stems).toBeGreaterThan(20);
  });

  test('the sections come back whole: metadata from the manifest, text from the page fragments', () => {
    const { index, files } = loadedSplit();
    const { manifest, parts } = files;
    manifest.pages.forEach((_, page) => index.addFragment(page, parts.get(`p${page}.json`) as string[]));
    expect(index.documents.map((d) => ({ ...d }))).toEqual(file.documents);
    expect(manifest.pages.map((p) => p[0])).toEqual(['/manual/perustoiminnot/vuorolistanakyma', '/manual/raportointi/sairauslomat', '/manual/']);
    expect(parts.get('p1.json')).toEqual(['Raportti näyttää sairauslomat ja vuosilomat.', 'Sairauslomista lasketaan poissaoloprosentti.']);
  });

  test('a text read before its page fragment is loaded is empty and noted as missing', () => {
    const { index } = loadedSplit();
    const shards = new Set<number>();
    const missing = new Set<number>();
    const content = index.recording(shards, missing, () => index.documents[4].content);
    expect(content).toBe('');
    expect([...missing]).toEqual([1]);
    expect(index.documents[4].content).toBe('');
  });

  test('shards split the sorted vocabulary into runs near the size asked for; a stem is in exactly one', () => {
    const small = splitSearchIndex(file, { shardBytes: 40 });
    const large = splitSearchIndex(file, { shardBytes: 1_000_000 });
    expect(large.manifest.shards).toEqual([0]);
    expect(small.manifest.shards.length).toBeGreaterThan(3);
    expect([...small.manifest.words].sort()).toEqual(small.manifest.words);
    const masks = Array.from(small.manifest.fields, (c) => c.charCodeAt(0) - 48);
    let covered = 0;
    small.manifest.shards.forEach((first, n) => {
      const end = small.manifest.shards[n + 1] ?? small.manifest.words.length;
      const shard = small.parts.get(`t${n}.json`) as TermShard;
      expect(isTermShard(shard, masks.slice(first, end))).toBe(true);
      // Closed once it reaches the size: without its last stem it is below it.
      expect(JSON.stringify(shard.slice(0, -1)).length).toBeLessThan(40 + 2);
      covered += shard.length;
    });
    expect(covered).toBe(small.manifest.words.length);
    expect(isSplitManifest(JSON.parse(JSON.stringify(small.manifest)))).toBe(true);
  });

  test('the version names the content: the same index gives the same folder, another text another one', async () => {
    expect(splitSearchIndex(file).manifest.version).toBe(splitSearchIndex(await buildSearchIndex(pages)).manifest.version);
    const edited = pages[0].sections.map((section) => ({ ...section, content: section.content.replace('ajoissa', 'ajallaan') }));
    const changed = await buildSearchIndex([{ ...pages[0], sections: edited }, ...pages.slice(1)]);
    expect(splitSearchIndex(changed).manifest.version).not.toBe(splitSearchIndex(file).manifest.version);
    expect(splitSearchIndex(file).manifest.version).toMatch(/^[0-9a-f]{12}$/);
  });

  test("a question about a rule asks at once for the shard of the limit words, and its search needs no other", async () => {
    const limited = await buildSearchIndex(
      fromMarkdown([
        { route: '/a', title: 'Toiveet', keywords: [], parentCategories: [], raw: 'Jaksoon voi jättää enintään 10 toivetta.' },
        { route: '/b', title: 'Vuorot', keywords: [], parentCategories: [], raw: 'Vuoroja lisätään listalle.' },
      ]),
    );
    const files = splitSearchIndex(limited, { shardBytes: 10 });
    const index = new SplitIndex(JSON.parse(JSON.stringify(files.manifest)));
    const options = { boosts: { title: 5, content: 1, keywords: 3, sidebarParentCategories: 2 }, maxResults: 8, maxQueryLength: 512 };
    const limitShard = index.shardOf(index.wordOf('content', stemWord('enintään')));
    const asked = index.shardsFor('montako toivetta saa olla', options, DEFAULT_RANKING);
    expect(asked).toContain(limitShard);
    expect(index.shardsFor('toivetta', options, DEFAULT_RANKING)).not.toContain(limitShard);
    for (const n of asked) index.addShard(n, JSON.parse(JSON.stringify(files.parts.get(`t${n}.json`))) as TermShard);
    const missing = new Set<number>();
    index.recording(missing, new Set(), () => searchSourceWithCorrections(index.source, index.documents, 'montako toivetta saa olla', options));
    expect([...missing]).toEqual([]);
  });

  test('ids are delta-coded', () => {
    expect(deltaEncode([3, 4, 10, 200])).toEqual([3, 1, 6, 190]);
    expect(deltaDecode([3, 1, 6, 190])).toEqual([3, 4, 10, 200]);
  });

  test('documents the manifest cannot describe stop the build', () => {
    const renumbered = { ...file, documents: file.documents.map((d) => ({ ...d, id: d.id + 1 })) };
    expect(() => splitSearchIndex(renumbered)).toThrow(/document 0/);
    const retitled = { ...file, documents: file.documents.map((d, i) => (i === 2 ? { ...d, title: 'Muu' } : d)) };
    expect(() => splitSearchIndex(retitled)).toThrow(/document 2/);
  });
});
