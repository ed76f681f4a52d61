// Node side: pages → sections → search documents → FlexSearch Document → SearchIndexFile.
import { Document } from 'flexsearch';
import type { DocPage } from '../navigation';
import { withBasePath } from '../../site/routes';
import { tokenize } from '../../search/encoder';
import { createDocumentOptions, DEFAULT_INDEX_CONFIG, type IndexConfig, type IndexedRecord } from '../../search/index-options';
import { lowerBound } from '../../search/search-core';
import type { Section } from './sections';
import type { SearchDocument, SearchIndexFile } from '../../search/types';

export type PageInput = {
  route: string; // site route without the base path, e.g. "/perustoiminnot/osastot" or "/"
  title: string;
  // The page's one-line summary (front matter `description`): searched with the page's opening
  // section, where it says in a reader's words what the page answers.
  description: string;
  // The page's search keywords (front matter `keywords`), in the index's keywords field. The page's
  // tags are broad topics for browsing: searched with this weight they pulled general queries
  // away from the right page (hit@1 0.929 → 0.914 on tests/search-queries.json).
  keywords: string[];
  parentCategories: string[];
  sections: Section[]; // from the page's content model
  // The terms the glossary says this page explains (with their other names), by the section its
  // link names (null: the page's opening section, also when the anchor is not a section's). They
  // are indexed as keywords of the page and as part of that section's title, so a search for a
  // term ranks the section that explains it above pages that only use it. They stay out of the
  // documents, so the search dialog's manifest does not grow. Names of several words are left out:
  // the index has words, not phrases, and "osaston tapahtuma" made every section of the calendar
  // page an answer to "osasto". Measured on tests/search-queries.json
  // (442 queries): hit@1 0.869 → 0.887, hit@8 0.989 → 0.993; as page keywords only 0.880 and
  // 0.986, in the section only 0.873 and 0.991; without the names of several words, on 485
  // queries, 0.882 → 0.887 (the old queries 0.907 → 0.923).
  defined?: { anchor: string | null; names: string[] }[];
};

// The part of a doc page the index needs.
export function toPageInputs(pages: DocPage[]): PageInput[] {
  const definitions = pages.flatMap((p) => p.definitions);
  return pages.map((d) => ({
    route: d.route,
    title: d.title,
    description: d.description,
    keywords: d.keywords,
    defined: definitions
      .filter((def) => def.route === d.route)
      .map(({ names, anchor }) => ({
        names: names.filter((n) => !/\s/.test(n)),
        anchor: d.sections.some((s) => s.anchor === anchor) ? anchor : null,
      }))
      .filter(({ names }) => names.length > 0),
    parentCategories: d.parentCategories,
    sections: d.sections,
  }));
}

// word (lowercase NFC) → base forms and compound parts (lib/build/search-index/lexicon.json, from Voikko).
export type Lexicon = Record<string, string[]>;
// base form → words readers use for it (lib/build/search-index/synonyms.ts).
type Synonyms = Readonly<Record<string, readonly string[]>>;

function sectionRoute(route: string, anchor: string | null): string {
  return withBasePath(route) + (anchor ? `#${anchor}` : '');
}

export function buildSearchDocuments(pages: PageInput[], type: SearchDocument['type'] = 'docs'): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const page of pages) {
    for (const section of page.sections) {
      documents.push({
        id: documents.length,
        title: section.title,
        content: section.anchor === null && page.description ? `${page.description} ${section.content}` : section.content,
        keywords: [...page.keywords],
        sidebarParentCategories: [...page.parentCategories],
        sectionTitle: section.title,
        pageTitle: page.title,
        sectionRoute: sectionRoute(page.route, section.anchor),
        type,
      });
    }
  }
  return documents;
}

// Every word the index holds (lowercase NFC, ä/ö kept): the lexicon script's input.
export function indexWords(documents: SearchDocument[]): string[] {
  const words = new Set<string>();
  for (const d of documents) {
    for (const text of [d.title, d.content, ...d.keywords, ...d.sidebarParentCategories]) {
      for (const w of tokenize(text)) if (/\p{L}/u.test(w)) words.add(w.toLowerCase());
    }
  }
  return [...words].sort();
}

type PartsOptions = {
  lexicon: Lexicon;
  stem: (word: string) => string;
  synonyms?: Synonyms;
  // Leave out parts whose stem begins one of the words' own stems (default), not only equal ones.
  pruneParts?: boolean;
};

// Base forms and compound parts of the words of `texts` (from the lexicon), and synonyms of their
// base forms, that these words do not already give after stemming: vuorolistoissa adds vuoro and
// lista, osastot adds nothing. Kept apart per source field (titleParts, parts), so a part of a
// title word counts like a lighter title hit.
function lexiconParts(texts: string[], { lexicon, stem, synonyms = {}, pruneParts = true }: PartsOptions): string {
  const own = new Set<string>();
  const words = new Set<string>();
  for (const text of texts) {
    for (const w of tokenize(text)) {
      const lower = w.toLowerCase();
      words.add(lower);
      own.add(stem(lower));
    }
  }
  const ownSorted = [...own].sort();
  // A part whose stem begins one of the words' own stems adds nothing: a query for it already
  // finds the word by prefix (vuorolista → vuorol, next to vuorolistan → vuorolist).
  const redundant = (s: string) => ownSorted[lowerBound(ownSorted, s)]?.startsWith(s) ?? false;
  const parts = new Set<string>();
  const add = (part: string) => {
    const s = stem(part);
    if (s && !(pruneParts ? redundant(s) : own.has(s))) parts.add(part);
  };
  for (const w of words) {
    const expansions = lexicon[w] ?? [];
    expansions.forEach(add);
    for (const base of [w, ...expansions]) (synonyms[base] ?? []).forEach(add);
  }
  return [...parts].sort().join(' ');
}

// The glossary's terms of a document (PageInput.defined): those of its page and of the section
// itself; and the text of the section's links.
type SectionExtras = { page: readonly string[]; section: readonly string[]; links: readonly string[] };

// The section's text without its links' text: each link is taken out where it stands (the first
// whole-word occurrence after the previous link), so the words it shares with the text around it stay.
export function withoutLinks(content: string, links: readonly string[]): string {
  let text = content;
  let from = 0;
  for (const link of links) {
    const escaped = link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu');
    pattern.lastIndex = from;
    const found = pattern.exec(text) ?? ((pattern.lastIndex = 0), pattern.exec(text));
    if (!found) continue;
    text = `${text.slice(0, found.index)} ${text.slice(found.index + link.length)}`;
    from = found.index + 1;
  }
  return text.replace(/\s+/g, ' ').trim();
}

function toIndexedRecord(doc: SearchDocument, parts: PartsOptions, extras: SectionExtras): IndexedRecord {
  const own = withoutLinks(doc.content, extras.links);
  return {
    id: doc.id,
    title: doc.title,
    content: own,
    keywords: [...doc.keywords, ...extras.page].join(' '),
    sidebarParentCategories: doc.sidebarParentCategories.join(' '),
    titleParts: [lexiconParts([doc.title], parts), ...extras.section].filter(Boolean).join(' '),
    // The lexicon's forms of the link words too: without them older names lost (hit@1 0.765 → 0.741).
    parts: lexiconParts([doc.content, ...doc.keywords], parts),
    links: extras.links.join(' '),
  };
}

async function exportDocumentIndex(index: Document): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await index.export((key: string, data: string) => {
    out[key] = data;
  });
  // Stable key order keeps the emitted file deterministic.
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export type BuildOptions = {
  lexicon?: Lexicon;
  synonyms?: Synonyms;
  pruneParts?: boolean;
  type?: SearchDocument['type'];
  config?: Partial<IndexConfig>;
};

async function buildSearchIndexFromDocuments(
  documents: SearchDocument[],
  extrasOf: (doc: SearchDocument) => SectionExtras,
  { lexicon = {}, synonyms = {}, pruneParts = true, config = {} }: BuildOptions = {},
): Promise<SearchIndexFile> {
  const options = createDocumentOptions(config);
  const stem = config.stem ?? DEFAULT_INDEX_CONFIG.stem;
  const index = new Document(options as never);
  for (const doc of documents) index.add(toIndexedRecord(doc, { lexicon, stem, synonyms, pruneParts }, extrasOf(doc)) as never);
  return { documents, index: await exportDocumentIndex(index) };
}

export async function buildSearchIndex(pages: PageInput[], options: BuildOptions = {}): Promise<SearchIndexFile> {
  // Keyed by section route and by page route, both with the base path as the documents have them.
  const byPage = new Map<string, string[]>();
  const bySection = new Map<string, string[]>();
  const links = new Map<string, string[]>();
  for (const page of pages) {
    for (const section of page.sections) links.set(sectionRoute(page.route, section.anchor), section.links);
    const defined = page.defined ?? [];
    if (defined.length > 0) byPage.set(sectionRoute(page.route, null), [...new Set(defined.flatMap((d) => d.names))]);
    for (const { anchor, names } of defined) {
      const section = sectionRoute(page.route, anchor);
      bySection.set(section, [...(bySection.get(section) ?? []), ...names]);
    }
  }
  const extrasOf = (doc: SearchDocument): SectionExtras => ({
    page: byPage.get(doc.sectionRoute.split('#')[0]) ?? [],
    section: bySection.get(doc.sectionRoute) ?? [],
    links: links.get(doc.sectionRoute) ?? [],
  });
  return buildSearchIndexFromDocuments(buildSearchDocuments(pages, options.type ?? 'docs'), extrasOf, options);
}

