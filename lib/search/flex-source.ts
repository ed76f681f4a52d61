// Import of a serialized index into a FlexSearch Document (browser and tests) and the FieldSource
// the ranking reads. Takes the Document constructor as a parameter, so this module does not
// import FlexSearch itself (client.ts loads it with a dynamic import()).
import { createQueryDocumentOptions, INDEX_FIELDS, type IndexConfig, type IndexField } from './index-options';
import type { FieldSource } from './search-core';

type FlexResult = { field: string; result: number[] }[];
type FlexDocument = {
  import(key: string, data: unknown): unknown;
  search(query: string, options: object): unknown;
};
export type FlexDocumentConstructor = new (options: never) => FlexDocument;

const MAP_KEY = /^([^.]+)\.\d+\.map$/;

export type ImportedIndex = { document: FlexDocument; source: FieldSource };

export function importSearchIndex(
  Document: FlexDocumentConstructor,
  index: Record<string, string>,
  maxResults: number,
  config: Partial<IndexConfig> = {},
): ImportedIndex {
  const document = new Document(createQueryDocumentOptions(config) as never);
  const vocab = new Map<IndexField, string[]>(INDEX_FIELDS.map((f) => [f, []]));
  for (const key of Object.keys(index).sort()) {
    const data: unknown = JSON.parse(index[key]);
    const m = key.match(MAP_KEY);
    if (m && Array.isArray(data)) {
      const terms = vocab.get(m[1] as IndexField);
      if (terms) for (const entry of data) if (Array.isArray(entry) && typeof entry[0] === 'string') terms.push(entry[0]);
    }
    document.import(key, data);
  }
  for (const terms of vocab.values()) terms.sort();
  const limit = Math.max(1, maxResults);
  const source: FieldSource = {
    exact(field, stem) {
      const res = document.search(stem, { index: field, limit }) as FlexResult;
      return res.length ? res[0].result : [];
    },
    vocabulary(field) {
      return vocab.get(field) ?? [];
    },
  };
  return { document, source };
}
