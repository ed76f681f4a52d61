// Query analysis and ranking, shared by the browser (client.ts) and the benchmark. Pure: the
// index is reached through a FieldSource, so the scoring can be tested without FlexSearch.
import { GLOSSARY_ROUTE, withBasePath } from '../site/routes';
import { isCalendarWord, normalizeWord, otherReadingStem, queryTerms, stemWord } from './encoder';
import { editDistance, fuzzyVocabulary, maxEditsFor, nearestStems, wordBreak, type FuzzyVocabulary } from './fuzzy';
import { intentAnswer, limitStems, queryIntent, type IntentKeywords, type QueryIntent } from './intent';
import { nearestPages, type NearPage } from './nearest';
import { INDEX_FIELDS, type IndexField } from './index-options';
import type { SearchDocument, SearchHit, SearchOptions } from './types';

export type FieldSource = {
  // Ids of documents whose field holds exactly this stem.
  exact(field: IndexField, stem: string): readonly number[];
  // The field's stems, sorted (for trailing-wildcard expansion).
  vocabulary(field: IndexField): readonly string[];
};

export type RankingConfig = {
  // Weight of the lexicon fields (compound parts, base forms) relative to the title/content boost.
  partsWeight: number;
  // Multiplier of a prefix (trailing wildcard) hit relative to an exact hit.
  prefixWeight: number;
  // A doc's score is multiplied by (matched distinct terms / query terms) ** coveragePower.
  coveragePower: number;
  // Trailing-wildcard expansion: at most this many vocabulary stems, shortest first…
  maxExpansions: number;
  // …and only for stems at least this long (a one-letter stem would match half the index).
  minPrefixLength: number;
  // Coverage counts a term matched only by a prefix (or back-off) with its weight instead of 1.
  weightedCoverage: boolean;
  // Coverage weighs each term by how rare it is among the sections (see `rarity`).
  rareTermCoverage: boolean;
  // Back-off: a stem also matches, exactly, the stems one and two letters shorter (leimausten →
  // leimaust → leimaus) with this weight; 0 = off. Only for stems of at least 5 letters.
  // Measured: no change once the `usten` correction was in, so it is off.
  backoffWeight: number;
  // A section gains this share of the other matching sections' scores on its page (a page about
  // the query beats a page that mentions it once).
  pageBonus: number;
  // Only the first this many distinct terms are searched (a pasted paragraph stays fast).
  maxTerms: number;
  // A term that matches nothing, exactly or as a prefix, is replaced by the nearest vocabulary
  // stem (lib/search/fuzzy.ts), so a typo still finds its page.
  fuzzy: boolean;
  // Varied results: at most this many sections of one page until every other matching page has
  // had its place; then the further sections in score order (0 = no limit).
  maxSectionsPerPage: number;
  // Pages that lead to the answer rather than give it (routes with the base path) and their score
  // multipliers, so the page they point to ranks first when both match equally well: the
  // glossary defines a term, names other words for it ("Myös: …") that the feature's page has
  // only in its lexicon fields, and links the page; the start page sums up each reader's tasks
  // and links their pages.
  pointerPages: Readonly<Record<string, number>>;
  // A question about a rule, a colour or a right (lib/search/intent.ts): the sections that answer
  // it have their score multiplied by `intentWeight`. Pages that define rules, and the page of
  // rights, list their `intentKeywords` word among their front matter keywords.
  intentKeywords: IntentKeywords;
  intentWeight: number;
  // …and, for a rule, a section of another page that states a limit (intent.ts limitStems) by this.
  limitWeight: number;
  // A worked example ("Esimerkki: Kallion myymälän jakso …") tells a story in ordinary words,
  // weeks, dates and names, so it matches many queries in passing and answers few: its score is
  // multiplied by this unless the query asks for an example.
  exampleWeight: number;
  // A link's words, relative to the section's own words: they name the page the link leads to.
  linkWeight: number;
  // A query word found in more than this share of the sections does not name a page by itself:
  // "Työntekijät" and "Osastot" are pages, but "saako työntekijä nähdä listan hinnan" asks about
  // the price, and the word is in half the manual (namedPageOf).
  commonTitleShare: number;
};

const EXAMPLE_TITLE = /^esimerkki\b/i;
// Any form of the word (esimerkki, esimerkkiä, esimerkit) in the query asks for an example.
const EXAMPLE_WORD_START = 'esimerk';

export const DEFAULT_RANKING: RankingConfig = {
  partsWeight: 0.75,
  prefixWeight: 0.5,
  coveragePower: 2,
  maxExpansions: 40,
  minPrefixLength: 2,
  weightedCoverage: false,
  rareTermCoverage: true,
  backoffWeight: 0,
  pageBonus: 0.15,
  maxTerms: 16,
  fuzzy: true,
  maxSectionsPerPage: 2,
  // Measured over 632 queries: the start page at 1 → 0.8 took hit@1 0.873 → 0.877 with no set
  // losing; 0.6 and 0.4 cost the first set.
  pointerPages: { [withBasePath(GLOSSARY_ROUTE)]: 0.6, [withBasePath('/')]: 0.8 },
  intentKeywords: { rule: 'säännöt', rights: 'käyttöoikeudet' },
  intentWeight: 2,
  // Measured over 890 queries: 1 → 1.5 took hit@1 0.885 → 0.892 (rules 0.811 → 0.846, the eight
  // judged sets 0.857 → 0.869); 1.3 gave 0.890, 1.75 and 2 0.891 (older names lost). Counting
  // yläraja and alaraja as limit words changed nothing; takaraja (a deadline) took rules to 0.777.
  limitWeight: 1.5,
  // Measured over 835 queries: 1 → 0.8 took hit@1 0.873 → 0.875 (older names 0.747 → 0.765, rules
  // 0.816 → 0.810; the eleventh set 0.759 → 0.778); 0.9 gave 0.874, 0.7 the same as 0.8, 0.5 0.873.
  exampleWeight: 0.8,
  // Measured over 835 queries: with a link's words among the section's own, hit@1 0.875; apart at
  // 0.5, 0.884 (compound 0.906 → 0.935, the seven judged sets 0.840 → 0.849). 0.3 and 0 gave the
  // same overall, 0.75 0.872 and 1 0.868 (a word both in a link and in the text counts twice).
  linkWeight: 0.5,
  // Measured over 932 queries: hit@1 0.893 → 0.905 (compound 0.938 → 0.954, older names 0.778 →
  // 0.793, rules 0.849 → 0.865; the nine judged sets, judged, 0.879 → 0.902). 0.15 and 0.3 gave
  // the same, 0.1 0.903, 0.05 0.902. Chosen after the fourteenth set's misses were looked at.
  commonTitleShare: 0.2,
};

export type AnalyzedTerm = { term: string; stem: string };

export function analyzeQuery(
  query: string,
  maxQueryLength: number,
  stem: (w: string) => string = stemWord,
  maxTerms: number = DEFAULT_RANKING.maxTerms,
): AnalyzedTerm[] {
  const seen = new Set<string>();
  const out: AnalyzedTerm[] = [];
  for (const term of queryTerms(query, maxQueryLength)) {
    const s = stem(term);
    if (!s || seen.has(s)) continue;
    seen.add(s);
    out.push({ term, stem: s });
    if (out.length >= maxTerms) break;
  }
  return out;
}

export function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Vocabulary stems that start with `stem` (the stem itself excluded): all of them, or the `limit`
// shortest ones (the closest to what was typed).
export function expandPrefix(vocabulary: readonly string[], stem: string, limit: number): string[] {
  const out: string[] = [];
  for (let i = lowerBound(vocabulary, stem); i < vocabulary.length; i++) {
    const v = vocabulary[i];
    if (!v.startsWith(stem)) break;
    if (v !== stem) out.push(v);
  }
  if (out.length > limit) out.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).length = limit;
  return out;
}

// Trailing-wildcard expansion is for a word still being typed ("tuntipan") or a short stem of a short
// word (loma, lomia → lom → lomakausi). A longer inflected word whose stem came out much shorter
// (välissä → väl) would expand into unrelated words (välilehti, valitseminen): a stem under
// MIN_CUT_PREFIX letters expands only when Snowball cut at most MAX_SHORT_CUT letters off the word.
const MIN_CUT_PREFIX = 4;
const MAX_SHORT_CUT = 2;

export function expandsAsPrefix(t: AnalyzedTerm, ranking: RankingConfig): boolean {
  if (t.stem.length < ranking.minPrefixLength) return false;
  return t.stem.length >= MIN_CUT_PREFIX || normalizeWord(t.term).length - t.stem.length <= MAX_SHORT_CUT;
}

// Per-field hit sets of one query term: mode 1 = exact, mode prefixWeight = trailing wildcard.
export type TermMatches = { term: string; fields: Map<IndexField, Map<number, number>> };

export function matchTerm(source: FieldSource, t: AnalyzedTerm, ranking: RankingConfig = DEFAULT_RANKING): TermMatches {
  const fields = new Map<IndexField, Map<number, number>>();
  for (const field of INDEX_FIELDS) {
    const hits = new Map<number, number>();
    for (const id of source.exact(field, t.stem)) hits.set(id, 1);
    if (expandsAsPrefix(t, ranking)) {
      for (const stem of expandPrefix(source.vocabulary(field), t.stem, ranking.maxExpansions)) {
        for (const id of source.exact(field, stem)) if (!hits.has(id)) hits.set(id, ranking.prefixWeight);
      }
    }
    if (ranking.backoffWeight > 0 && t.stem.length >= 5) {
      for (let cut = 1; cut <= 2 && t.stem.length - cut >= 4; cut++) {
        for (const id of source.exact(field, t.stem.slice(0, -cut))) if (!hits.has(id)) hits.set(id, ranking.backoffWeight);
      }
    }
    if (hits.size) fields.set(field, hits);
  }
  return { term: t.term, fields };
}

const PAGE_LEVEL_FIELDS: ReadonlySet<IndexField> = new Set(['keywords', 'sidebarParentCategories']);

function fieldWeights(options: SearchOptions, ranking: RankingConfig): Record<IndexField, number> {
  const b = options.boosts;
  return {
    title: b.title,
    content: b.content,
    keywords: b.keywords,
    sidebarParentCategories: b.sidebarParentCategories,
    titleParts: b.title * ranking.partsWeight,
    parts: b.content * ranking.partsWeight,
    links: b.content * ranking.linkWeight,
  };
}

// slotOf: each document's position in the array; the per-query tallies are typed arrays by
// position (a map of entry objects with an array of modes each took over half of the as-you-type
// time at 1,000 pages). pageSlot: the number of each position's page, and pages its route.
// answers: per kind of question (and its front matter keyword), whether a section answers it
// (0 not yet read, 1 yes, 2 no), filled as sections come up: reading a section title's words for
// every matching section of every colour question cost a sixth of that time.
type DocInfo = {
  slotOf: Map<number, number>;
  pageSlot: Int32Array;
  pages: string[];
  example: Uint8Array;
  answers: Map<string, Uint8Array>;
};
const docInfoCache = new WeakMap<readonly SearchDocument[], DocInfo>();

// Lookup tables per documents array, built once (the documents of a loaded index never change).
function docInfo(documents: readonly SearchDocument[]): DocInfo {
  let info = docInfoCache.get(documents);
  if (!info) {
    const pageNumbers = new Map<string, number>();
    info = {
      slotOf: new Map(),
      pageSlot: new Int32Array(documents.length),
      pages: [],
      example: new Uint8Array(documents.length),
      answers: new Map(),
    };
    for (const [slot, d] of documents.entries()) {
      const page = d.sectionRoute.split('#')[0];
      info.slotOf.set(d.id, slot);
      if (!pageNumbers.has(page)) pageNumbers.set(page, info.pages.push(page) - 1);
      info.pageSlot[slot] = pageNumbers.get(page)!;
      if (EXAMPLE_TITLE.test(d.sectionTitle)) info.example[slot] = 1;
    }
    docInfoCache.set(documents, info);
  }
  return info;
}

// How much each term counts towards a query's coverage: a word that matches few sections
// (alimiehitys) counts for more than one found everywhere (näkyy, pitää), so a section holding
// the rare word beats one holding the common word and a passing mention of the rare one. The
// base keeps the common word from counting for nothing. Measured (scripts/bench-search.ts): with
// the base 3 no query set lost hit@1 or hit@8 and the second fresh set gained 0.750 → 0.795; with
// the bare logarithm the first fresh set and the tuned set lost hit@1, with a base of 1 or 2 the
// tuned set lost hit@8.
const RARITY_BASE = 3;
function rarity(matches: readonly TermMatches[], sections: number): number[] {
  return matches.map((m) => {
    const spread = spreadOf(m);
    return spread === 0 ? 0 : RARITY_BASE + Math.log(1 + sections / spread);
  });
}

// How many sections a term is found in: the field with most sections stands for it. Counting the
// union of the fields took a pass over every hit, and at 1,000 pages the as-you-type p95 was
// 22.5 ms with it and 18.7 ms without (goal 20); hit@1 0.887 → 0.885.
function spreadOf(m: TermMatches): number {
  let spread = 0;
  for (const hits of m.fields.values()) spread = Math.max(spread, hits.size);
  return spread;
}

// Weighted sum over terms and fields (exact beats prefix, title beats keywords beats categories beats
// content), times an AND-ish coverage factor, plus a share of the page's other matching sections;
// sorted by score, then document order; capped.
export function scoreMatches(
  documents: readonly SearchDocument[],
  matches: readonly TermMatches[],
  options: SearchOptions,
  ranking: RankingConfig = DEFAULT_RANKING,
  named: NamedPage | null = null,
  intent: QueryIntent = null,
  limits?: ReadonlySet<number>,
): SearchHit[] {
  if (matches.length === 0) return [];
  const weights = fieldWeights(options, ranking);
  const { slotOf, pageSlot, pages, example, answers: answered } = docInfo(documents);
  const terms = matches.length;
  // By document position: `section` sums the evidence of the section's own text (title, content
  // and their lexicon fields); keywords and categories belong to the whole page and are the same
  // on all its sections. `modes` holds each term's best match (exact 1, else a prefix's or a
  // shorter stem's weight), `terms` values per position. `found` lists the positions in the
  // order they were first matched.
  const score = new Float64Array(documents.length);
  const section = new Float64Array(documents.length);
  const modes = new Float64Array(documents.length * terms);
  const seen = new Uint8Array(documents.length);
  const found: number[] = [];
  for (let t = 0; t < terms; t++) {
    for (const [field, hits] of matches[t].fields) {
      const weight = weights[field];
      const pageLevel = PAGE_LEVEL_FIELDS.has(field);
      for (const [id, mode] of hits) {
        const slot = slotOf.get(id);
        if (slot === undefined) continue;
        if (!seen[slot]) {
          seen[slot] = 1;
          found.push(slot);
        }
        score[slot] += weight * mode;
        if (!pageLevel) section[slot] += weight * mode;
        if (mode > modes[slot * terms + t]) modes[slot * terms + t] = mode;
      }
    }
  }
  const termWeights = ranking.rareTermCoverage ? rarity(matches, documents.length) : matches.map(() => 1);
  const allTerms = termWeights.reduce((a, b) => a + b, 0);
  for (const slot of found) {
    let covered = 0;
    for (let t = 0; t < terms; t++) {
      const mode = modes[slot * terms + t];
      if (mode > 0) covered += (ranking.weightedCoverage ? mode : 1) * termWeights[t];
    }
    const factor = (covered / allTerms) ** ranking.coveragePower;
    score[slot] *= factor;
    section[slot] *= factor;
  }
  if (ranking.pageBonus > 0) {
    const pageSums = new Float64Array(pages.length);
    for (const slot of found) pageSums[pageSlot[slot]] += section[slot];
    for (const slot of found) score[slot] += ranking.pageBonus * (pageSums[pageSlot[slot]] - section[slot]);
  }
  for (const slot of found) score[slot] *= ranking.pointerPages[pages[pageSlot[slot]]] ?? 1;
  if (ranking.exampleWeight !== 1 && !matches.some((m) => m.term.startsWith(EXAMPLE_WORD_START))) {
    for (const slot of found) if (example[slot]) score[slot] *= ranking.exampleWeight;
  }
  if (intent !== null && ranking.intentWeight !== 1) {
    const answers = intentAnswer(intent, ranking.intentKeywords);
    const key = `${intent} ${ranking.intentKeywords.rule} ${ranking.intentKeywords.rights}`;
    let known = answered.get(key);
    if (!known) answered.set(key, (known = new Uint8Array(documents.length)));
    for (const slot of found) {
      if (!known[slot]) known[slot] = answers(documents[slot]) ? 1 : 2;
      if (known[slot] === 1) score[slot] *= ranking.intentWeight;
      else if (limits?.has(documents[slot].id)) score[slot] *= ranking.limitWeight;
    }
  }
  const list = found.sort((a, b) => score[b] - score[a] || documents[a].id - documents[b].id);
  if (named !== null) {
    // The named page's best section that holds a detail word itself (not only a longer word it
    // starts, as a "Katso myös" link text may); one is enough, since a question's other words
    // ("mitä … tarkoittaa") are rarely in the answer. Lifted by its score, not only by its place,
    // so that hits merged from several indexes (sortAndCap) keep it first.
    const detail = matches.flatMap((m, t) => (named.titleTerms.has(m.term) ? [] : [t]));
    const best = list.findIndex((slot) => pages[pageSlot[slot]] === named.page && detail.some((t) => modes[slot * terms + t] === 1));
    if (best > 0) {
      const [slot] = list.splice(best, 1);
      score[slot] = score[list[0]] * 1.01;
      list.unshift(slot);
    }
  }
  const shown = diversify(list, (slot) => pages[pageSlot[slot]], ranking.maxSectionsPerPage, Math.max(0, options.maxResults));
  return shown.map((slot) => ({
    document: documents[slot],
    score: score[slot],
    terms: matches.filter((_, t) => modes[slot * terms + t] > 0).map((m) => m.term),
  }));
}

type TitleStems = { page: string; pageTitle: Set<string>; sectionTitle: Set<string> };
const titleStemCache = new WeakMap<readonly SearchDocument[], { stem: (w: string) => string; titles: TitleStems[] }>();

function titleStems(documents: readonly SearchDocument[], stem: (w: string) => string, maxQueryLength: number): TitleStems[] {
  const cached = titleStemCache.get(documents);
  if (cached?.stem === stem) return cached.titles;
  const { pageSlot, pages } = docInfo(documents);
  // Titles are analysed as a query is, so a title word and the same word typed give one stem.
  const stems = (text: string) => new Set(analyzeQuery(text, maxQueryLength, stem, Infinity).map((t) => t.stem));
  const titles = documents.map((d, slot) => ({ page: pages[pageSlot[slot]], pageTitle: stems(d.pageTitle), sectionTitle: stems(d.sectionTitle) }));
  titleStemCache.set(documents, { stem, titles });
  return titles;
}

const within = (part: ReadonlySet<string>, whole: ReadonlySet<string>) => part.size > 0 && [...part].every((s) => whole.has(s));

export type NamedPage = { page: string; titleTerms: ReadonlySet<string> };

// The page a query names: its whole title is in the query and the query says more ("palkkaraportti
// sarakkeet"). Its best section then goes first, above the rules page and the glossary that mention
// every word in passing, unless another page has a title that holds every word of the query (that
// page answers the detail itself), or the title's words are all `common` ones (found in so many
// sections that they say little about the page the reader means). Of two named pages, the longer
// title wins.
export function namedPageOf(
  documents: readonly SearchDocument[],
  terms: readonly AnalyzedTerm[],
  stem: (w: string) => string,
  maxQueryLength: number,
  common: ReadonlySet<string> = new Set(),
): NamedPage | null {
  const queryStems = new Set(terms.map((t) => t.stem));
  if (queryStems.size < 2) return null;
  const titles = titleStems(documents, stem, maxQueryLength);
  let named: TitleStems | null = null;
  for (const t of titles) {
    if (t.pageTitle.size < queryStems.size && within(t.pageTitle, queryStems) && t.pageTitle.size > (named?.pageTitle.size ?? 0)) named = t;
  }
  if (!named || within(named.pageTitle, common)) return null;
  const { page, pageTitle } = named;
  const answered = titles.some((t) => t.page !== page && (within(queryStems, t.pageTitle) || within(queryStems, t.sectionTitle)));
  return answered ? null : { page, titleTerms: new Set(terms.filter((t) => pageTitle.has(t.stem)).map((t) => t.term)) };
}

// Score order kept, but at most `perPage` sections of one page until every matching page has had
// its place; then the further sections in score order; the first `limit` of them. Applied again to
// its own output (the hits of several indexes merged) it changes nothing.
export function diversify<T>(sorted: readonly T[], pageOf: (item: T) => string, perPage: number, limit = sorted.length): T[] {
  if (perPage <= 0) return sorted.slice(0, limit);
  const first: T[] = [];
  const further: T[] = [];
  const taken = new Map<string, number>();
  // Once `limit` sections have their place among the first, no further one is shown.
  for (let i = 0; i < sorted.length && first.length < limit; i++) {
    const page = pageOf(sorted[i]);
    const n = taken.get(page) ?? 0;
    taken.set(page, n + 1);
    (n < perPage ? first : further).push(sorted[i]);
  }
  return first.concat(further).slice(0, limit);
}

const pageOfHit = (hit: SearchHit) => hit.document.sectionRoute.split('#')[0];

export function sortAndCap(hits: SearchHit[], maxResults: number, perPage: number = DEFAULT_RANKING.maxSectionsPerPage): SearchHit[] {
  const sorted = hits.sort((a, b) => b.score - a.score || a.document.id - b.document.id);
  return diversify(sorted, pageOfHit, perPage, Math.max(0, maxResults));
}

// A typed term and the word of the manual that was searched instead.
export type Correction = { from: string; to: string };
// nearest: when nothing is found, the pages whose titles look most like the query.
export type SearchOutcome = { hits: SearchHit[]; corrections: Correction[]; nearest?: NearPage[] };

const FUZZY_FIELDS = INDEX_FIELDS.filter((f) => !PAGE_LEVEL_FIELDS.has(f));
const fuzzyVocabularies = new WeakMap<FieldSource, FuzzyVocabulary>();

function fuzzyVocabularyOf(source: FieldSource): FuzzyVocabulary {
  let vocabulary = fuzzyVocabularies.get(source);
  if (!vocabulary) {
    vocabulary = fuzzyVocabulary([...new Set(FUZZY_FIELDS.flatMap((f) => source.vocabulary(f)))]);
    fuzzyVocabularies.set(source, vocabulary);
  }
  return vocabulary;
}

const WORDS = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

// The word of the text that the corrected stem stands for, to show the reader and to highlight:
// the first word of a matching section whose stem it is, else one that contains it. Titles are
// read first and the text of one section only: in the split index a section's text is its whole
// page's part, and reading five sections' text for one corrected word loaded up to five pages
// (a first search of three misspelt words reached 94.8 KiB against the 80 KiB budget).
function surfaceWord(documents: readonly SearchDocument[], ids: readonly number[], stem: string, stemOf: (w: string) => string): string {
  const { slotOf } = docInfo(documents);
  const sections = ids.slice(0, 5).flatMap((id) => {
    const slot = slotOf.get(id);
    return slot === undefined ? [] : [documents[slot]];
  });
  let containing: string | undefined;
  for (const text of [...sections.map((d) => d.title), ...sections.slice(0, 1).map((d) => d.content)]) {
    for (const match of text.matchAll(WORDS)) {
      const word = match[0].toLowerCase();
      if (stemOf(word) === stem) return word;
      if (!containing && word.includes(stem)) containing = word;
    }
  }
  return containing ?? stem;
}

function correctTerm(
  source: FieldSource,
  documents: readonly SearchDocument[],
  t: AnalyzedTerm,
  stemOf: (w: string) => string,
): { matches: TermMatches; to: string; edits: number } | null {
  const candidates = nearestStems(fuzzyVocabularyOf(source), t.stem, t.term.length);
  if (candidates.length === 0) return null;
  const count = (stem: string) => FUZZY_FIELDS.reduce((n, f) => n + source.exact(f, stem).length, 0);
  const best = candidates.reduce((a, b) => (count(b) > count(a) ? b : a));
  const ids = FUZZY_FIELDS.flatMap((f) => [...source.exact(f, best)]);
  const to = surfaceWord(documents, ids, best, stemOf);
  // Exact matches of the corrected stem only: its prefixes would widen a guess further.
  const matches = matchTerm(source, { term: to, stem: best }, { ...DEFAULT_RANKING, minPrefixLength: Infinity });
  return { matches, to, edits: editDistance(t.stem, best, maxEditsFor(t.term.length)) };
}

// A split with a part of four or five letters: short words (tark, otta) sit inside many longer
// words by chance. A first part of two or three letters is an abbreviation (HR, TES) and counts
// as sure.
function leansOnShortPart(split: readonly TermMatches[]): boolean {
  return split.some((m, i) => (i > 0 || m.term.length > 3) && m.term.length < 6);
}

const exactOnly: RankingConfig = { ...DEFAULT_RANKING, minPrefixLength: Infinity };

// The term as two or three index words (lib/search/fuzzy.ts wordBreak), each part matched exactly;
// with `fuzzy`, the last part may instead be corrected within the tolerance of its own length.
function splitTerm(
  source: FieldSource,
  documents: readonly SearchDocument[],
  t: AnalyzedTerm,
  stemOf: (w: string) => string,
  fuzzy: boolean,
): TermMatches[] | null {
  if (t.term.length < 5 || t.term.includes('-')) return null;
  const known = (s: string) => FUZZY_FIELDS.some((f) => source.exact(f, s).length > 0);
  const matched: TermMatches[] = [];
  const parts = wordBreak(t.term, (piece, last) => {
    const s = stemOf(piece);
    if (s && known(s)) return piece;
    if (!fuzzy || !last || piece.length < 5) return null;
    return nearestStems(fuzzyVocabularyOf(source), s, piece.length, 1).length ? piece : null;
  });
  if (!parts) return null;
  for (const piece of parts) {
    const s = stemOf(piece);
    if (known(s)) {
      matched.push(matchTerm(source, { term: piece, stem: s }, exactOnly));
      continue;
    }
    const corrected = correctTerm(source, documents, { term: piece, stem: s }, stemOf);
    if (!corrected) return null;
    matched.push({ ...corrected.matches, term: corrected.to });
  }
  return matched;
}

// The sections that state a limit in so many words, for a question about a rule: a limit is often
// set on the page of its feature ("Jaksolle voi jättää enintään 10 toivetta"), not on a rules page.
function limitSections(source: FieldSource, stem: (w: string) => string): Set<number> {
  const ids = new Set<number>();
  for (const s of limitStems(stem)) for (const id of source.exact('content', s)) ids.add(id);
  return ids;
}

export function searchSourceWithCorrections(
  source: FieldSource,
  documents: readonly SearchDocument[],
  query: string,
  options: SearchOptions,
  ranking: RankingConfig = DEFAULT_RANKING,
  stem: (w: string) => string = stemWord,
): SearchOutcome {
  const terms = analyzeQuery(query, options.maxQueryLength, stem, ranking.maxTerms);
  const corrections: Correction[] = [];
  const spreads = new Map<string, number>();
  const matches = terms.flatMap((t) => {
    const found = matchTerm(source, t, ranking);
    if (found.fields.size > 0) {
      spreads.set(t.stem, spreadOf(found));
      return [found];
    }
    // The word's other grammatical reading is the same word, not a correction: no notice.
    const other = otherReadingStem(t.term);
    const asNoun = other === null ? null : matchTerm(source, { term: t.term, stem: other }, ranking);
    if (asNoun && asNoun.fields.size > 0) return [asNoun];
    // A month or weekday the manual does not name says when, not what: left out rather than
    // corrected into another word (lokakuu is not lokitiedot) or counted against every section.
    if (isCalendarWord(t.term)) return [];
    if (!ranking.fuzzy) return [found];
    // Index words glued together come first: a split into exact words is surer than a guess at
    // a nearby whole word, unless the split leans on a short word inside the term and one letter
    // makes the whole word (a spoken form: tarkottaa is tarkoittaa, not "tark ottaa"). A split
    // with a typo in its last part comes after the whole-word guess.
    const exactSplit = splitTerm(source, documents, t, stem, false);
    const corrected = exactSplit && !leansOnShortPart(exactSplit) ? null : correctTerm(source, documents, t, stem);
    if (exactSplit && !(corrected && corrected.edits === 1)) {
      corrections.push({ from: t.term, to: exactSplit.map((m) => m.term).join(' ') });
      return exactSplit;
    }
    if (corrected) {
      corrections.push({ from: t.term, to: corrected.to });
      return [corrected.matches];
    }
    const fuzzySplit = splitTerm(source, documents, t, stem, true);
    if (!fuzzySplit) return [found];
    corrections.push({ from: t.term, to: fuzzySplit.map((m) => m.term).join(' ') });
    return fuzzySplit;
  });
  const common = new Set([...spreads].filter(([, n]) => n > documents.length * ranking.commonTitleShare).map(([s]) => s));
  const named = namedPageOf(documents, terms, stem, options.maxQueryLength, common);
  const intent = queryIntent(query, options.maxQueryLength);
  const limits = intent === 'rule' ? limitSections(source, stem) : undefined;
  const hits = scoreMatches(documents, matches, options, ranking, named, intent, limits);
  if (hits.length > 0 || terms.length === 0) return { hits, corrections };
  return { hits, corrections, nearest: nearestPages(documents, query, options.maxQueryLength) };
}

export function searchSource(
  source: FieldSource,
  documents: readonly SearchDocument[],
  query: string,
  options: SearchOptions,
  ranking: RankingConfig = DEFAULT_RANKING,
  stem: (w: string) => string = stemWord,
): SearchHit[] {
  return searchSourceWithCorrections(source, documents, query, options, ranking, stem).hits;
}
