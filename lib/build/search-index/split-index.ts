// Node side: a whole search index file ({ documents, index }) → its split form (manifest, term
// shards, page fragments; lib/search/split-index.ts). The shards are read from FlexSearch's own
// export, so the split form finds exactly the documents the published file finds.
import { createHash } from 'node:crypto';
import { BASE_PATH } from '../../site/routes';
import { INDEX_FIELDS, type IndexField } from '../../search/index-options';
import {
  deltaEncode,
  FIELD_MASK_BASE,
  fieldBit,
  fragmentFile,
  manifestPath,
  partPath,
  shardFile,
  type PageFragment,
  type SplitManifest,
  type TermShard,
} from '../../search/split-index';
import type { SearchIndexFile } from '../../search/types';

export type SplitFiles = {
  manifest: SplitManifest;
  // File name in the version folder → content.
  parts: Map<string, TermShard | PageFragment>;
};

export type SplitOptions = {
  // A shard is closed once its JSON reaches this many bytes (a stem never spans two shards).
  // Measured with scripts/bench-search.ts: smaller shards cost more requests and fewer bytes. A
  // question of seven words takes a shard per word: at 12,000 its first search reached 83.7 KiB and
  // at 8,000, once the readers' words grew the vocabulary, 81.5 KiB (budget 80); at 4,500 the worst
  // query is 74.6 KiB, the median 56.7 KiB, with as many requests (15).
  shardBytes?: number;
};

const DEFAULT_SHARD_BYTES = 4_500;

const MAP_KEY = /^([^.]+)\.\d+\.map$/;

// stem → ids per field, from the exported `{field}.{n}.map` entries ([stem, [[ids], …]]): the
// id lists of all resolution slots, in the order FlexSearch returns them.
function fieldMaps(index: Record<string, string>): Map<IndexField, Map<string, number[]>> {
  const maps = new Map<IndexField, Map<string, number[]>>(INDEX_FIELDS.map((f) => [f, new Map()]));
  for (const key of Object.keys(index).sort()) {
    const m = key.match(MAP_KEY);
    const map = m && maps.get(m[1] as IndexField);
    if (!map) continue;
    for (const [stem, slots] of JSON.parse(index[key]) as [string, number[][]][]) {
      map.set(stem, [...(map.get(stem) ?? []), ...slots.flat()]);
    }
  }
  return maps;
}

function ascending(ids: readonly number[]): boolean {
  return ids.every((id, i) => i === 0 || id > ids[i - 1]);
}

export function splitSearchIndex(file: SearchIndexFile, { shardBytes = DEFAULT_SHARD_BYTES }: SplitOptions = {}): SplitFiles {
  const pages: SplitManifest['pages'] = [];
  const docs: SplitManifest['docs'] = [];
  const fragments: PageFragment[] = [];
  const pageByRoute = new Map<string, number>();
  file.documents.forEach((d, position) => {
    // The manifest keeps one title and no id per section: the builder makes them so.
    if (d.id !== position || d.title !== d.sectionTitle) {
      throw new Error(`Split search index: document ${position} (${d.sectionRoute}) has id ${d.id} or a title other than its section title.`);
    }
    const hash = d.sectionRoute.indexOf('#');
    const route = hash < 0 ? d.sectionRoute : d.sectionRoute.slice(0, hash);
    let page = pageByRoute.get(route);
    if (page === undefined) {
      page = pages.length;
      pageByRoute.set(route, page);
      pages.push([route, d.pageTitle, d.keywords, d.sidebarParentCategories, d.type]);
      fragments.push([]);
    }
    docs.push([page, hash < 0 ? '' : d.sectionRoute.slice(hash + 1), d.sectionTitle]);
    fragments[page].push(d.content);
  });

  const maps = fieldMaps(file.index);
  const words = [...new Set([...maps.values()].flatMap((map) => [...map.keys()]))].sort();
  const masks = words.map((w) => INDEX_FIELDS.reduce((mask, f) => (maps.get(f)!.has(w) ? mask | fieldBit(f) : mask), 0));
  const shards: number[] = [];
  const shardParts: TermShard[] = [];
  let size = Infinity;
  words.forEach((word, i) => {
    const lists = INDEX_FIELDS.filter((f) => masks[i] & fieldBit(f)).map((f) => {
      const ids = maps.get(f)!.get(word)!;
      if (!ascending(ids)) throw new Error(`Split search index: the ids of "${word}" in ${f} are not ascending.`);
      return deltaEncode(ids);
    });
    if (size >= shardBytes) {
      shards.push(i);
      shardParts.push([]);
      size = 0;
    }
    shardParts[shardParts.length - 1].push(lists);
    size += JSON.stringify(lists).length + 1;
  });

  const parts = new Map<string, TermShard | PageFragment>([
    ...shardParts.map((shard, n) => [shardFile(n), shard] as const),
    ...fragments.map((fragment, page) => [fragmentFile(page), fragment] as const),
  ]);
  const hash = createHash('sha256');
  for (const [name, part] of parts) hash.update(`${name}\n${JSON.stringify(part)}\n`);
  const manifestBody = { pages, docs, words, fields: masks.map((m) => String.fromCharCode(m + FIELD_MASK_BASE)).join(''), shards };
  hash.update(JSON.stringify(manifestBody));
  return { manifest: { version: hash.digest('hex').slice(0, 12), ...manifestBody }, parts };
}

// Answers the split form's URLs from memory as the published files would, each time a fresh copy
// (the benchmark and the tests load it the way the browser does).
export function fetchFromSplitFiles(name: string, files: SplitFiles, basePath = BASE_PATH): (url: string) => Promise<unknown> {
  const bodies = new Map<string, string>([
    [basePath + manifestPath(name), JSON.stringify(files.manifest)],
    ...[...files.parts].map(([file, part]) => [basePath + partPath(name, files.manifest.version, file), JSON.stringify(part)] as const),
  ]);
  return async (url) => {
    const body = bodies.get(url);
    if (body === undefined) throw new Error(`${url} answered 404.`);
    return JSON.parse(body);
  };
}
