// The split index's part of the search benchmark (scripts/bench-search.ts): what a reader's first
// search downloads, gzip, search code included, and how fast and how well the split form searches
// in Node, loaded the way the browser loads it (lib/browser/search/client.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { loadSearchIndex, resetSearchIndexCache, searchAll, type LoadedIndex } from '../lib/browser/search/client';
import { fetchFromSplitFiles, splitSearchIndex, type SplitFiles } from '../lib/build/search-index/split-index';
import type { SearchHit, SearchIndexFile, SearchOptions } from '../lib/search/types';

const gz = (text: string) => gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).length;

// The JavaScript that opening search loads: the dialog's chunk (found by a class name only it
// renders), the other chunks its dynamic import loads with it, and the chunks it imports in turn.
export function searchCodeBytes(outDir: string): { gzip: number; files: string[] } | null {
  const dir = join(outDir, '_next/static/chunks');
  if (!existsSync(dir)) return null;
  const chunks = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const text = new Map(chunks.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
  const dialog = chunks.find((f) => text.get(f)!.includes('search-dialog__box'));
  if (!dialog) return null;
  // Turbopack's loader of a dynamic import: Promise.all(["static/chunks/a.js", …].map(…)).
  const loaders = [...text.values()].flatMap((t) => [...t.matchAll(/Promise\.all\(\[((?:"static\/chunks\/[^"]+\.js",?)+)\]/g)].map((m) => m[1]));
  const listed = (list: string) => [...list.matchAll(/static\/chunks\/([^"]+\.js)/g)].map((m) => m[1]);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !text.has(file)) return;
    files.add(file);
    for (const list of loaders) if (listed(list).includes(file)) listed(list).forEach(visit);
    for (const m of text.get(file)!.matchAll(/static\/chunks\/([^"]+\.js)/g)) visit(m[1]);
  };
  visit(dialog);
  const gzip = [...files].reduce((n, f) => n + readGz(join(dir, f)), 0);
  return { gzip, files: [...files] };
}

function readGz(file: string): number {
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length;
}

type Served = { fetchJson: (url: string) => Promise<unknown>; bytes: () => number; requests: () => number };

// The split files of every name from memory; counts the gzip bytes of each answer.
function serve(split: Map<string, SplitFiles>): Served {
  const fetchers = [...split].map(([name, files]) => fetchFromSplitFiles(name, files));
  const sizes = new Map<string, number>();
  let bytes = 0;
  let requests = 0;
  return {
    async fetchJson(url) {
      for (const f of fetchers) {
        const data = await f(url).catch(() => undefined);
        if (data === undefined) continue;
        if (!sizes.has(url)) sizes.set(url, gz(JSON.stringify(data)));
        bytes += sizes.get(url)!;
        requests++;
        return data;
      }
      throw new Error(`${url} answered 404.`);
    },
    bytes: () => bytes,
    requests: () => requests,
  };
}

async function loadAll(names: string[], served: Served): Promise<LoadedIndex[]> {
  resetSearchIndexCache();
  return Promise.all(names.map((name) => loadSearchIndex(name, served.fetchJson)));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export type SplitReport = {
  lines: string[];
  firstSearchMax: number;
  typingP95: number;
  search: (q: string) => Promise<SearchHit[]>;
};

export async function measureSplit(
  files: Map<string, SearchIndexFile>,
  queries: string[],
  options: SearchOptions,
  codeBytes: number,
): Promise<SplitReport> {
  const split = new Map([...files].map(([name, file]) => [name, splitSearchIndex(file)]));
  const names = [...split.keys()];
  const lines: string[] = [];
  for (const [indexName, { manifest, parts }] of split) {
    const partSizes = [...parts].map(([name, part]) => ({ name, gz: gz(JSON.stringify(part)) }));
    const shards = partSizes.filter((p) => p.name.startsWith('t'));
    const fragments = partSizes.filter((p) => p.name.startsWith('p'));
    const total = (list: { gz: number }[]) => list.reduce((n, p) => n + p.gz, 0);
    lines.push(
      `  split ${indexName}: manifest ${kib(gz(JSON.stringify(manifest)))} gzip (${manifest.docs.length} sections, ${manifest.words.length} stems); ` +
        `${shards.length} term shards ${kib(total(shards))}, ${fragments.length} page fragments ${kib(total(fragments))} gzip in all`,
    );
  }

  // First search: a fresh reader opens search (the manifests) and searches once.
  const first: { query: string; bytes: number; requests: number }[] = [];
  for (const query of queries) {
    const served = serve(split);
    await searchAll(await loadAll(names, served), query, options);
    first.push({ query, bytes: codeBytes + served.bytes(), requests: served.requests() });
  }
  first.sort((a, b) => a.bytes - b.bytes);
  const worst = first[first.length - 1];
  lines.push(
    `  first search, search code (${kib(codeBytes)}) included, over ${queries.length} queries: p50 ${kib(percentile(first.map((f) => f.bytes), 0.5))}, ` +
      `max ${kib(worst.bytes)} ("${worst.query}", ${worst.requests} requests)`,
  );
  // Typed letter by letter: one search per keystroke, parts kept between them.
  const typedBytes: number[] = [];
  for (const query of queries) {
    const served = serve(split);
    const indexes = await loadAll(names, served);
    for (let i = 1; i <= query.length; i++) await searchAll(indexes, query.slice(0, i), options);
    typedBytes.push(codeBytes + served.bytes());
  }
  typedBytes.sort((a, b) => a - b);
  lines.push(`  first query typed letter by letter (a search per key): p50 ${kib(percentile(typedBytes, 0.5))}, max ${kib(typedBytes[typedBytes.length - 1])}`);

  // Latency with the parts already loaded (a second reader of the same parts).
  const served = serve(split);
  const indexes = await loadAll(names, served);
  const typed = [...new Set(queries.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1))))];
  for (const q of typed) await searchAll(indexes, q, options);
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const q of typed) {
      const t0 = performance.now();
      await searchAll(indexes, q, options);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const typingP95 = percentile(times, 0.95);
  lines.push(`  split as-you-type latency over ${typed.length} prefixes × 3, parts loaded: p50 ${percentile(times, 0.5).toFixed(3)} ms, p95 ${typingP95.toFixed(3)} ms`);
  return {
    lines,
    firstSearchMax: worst.bytes,
    typingP95,
    search: async (q) => (await searchAll(indexes, q, options)).hits,
  };
}
