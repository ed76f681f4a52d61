// The one Finnish word encoder, shared by the index builder (Node) and the search box (browser).
// Both sides must encode identically: the serialized FlexSearch index holds encoded terms only.
import { stemmer as snowballFinnish } from '@orama/stemmers/finnish';

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;
const COMBINING_MARKS = /\p{M}+/gu;

// Lowercase, NFC, ä/å → a, ö → o (also any other accent is dropped: é → e, ü → u).
export function normalizeWord(word: string): string {
  return word
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äå]/g, 'a')
    .replace(/ö/g, 'o')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC');
}

// A word of one long syllable and a common case ending, whose ending Snowball leaves on (yötä →
// yota) or takes only in part (yöllä → yol): the shortRoot correction below takes its root, so
// these words are corrected even when Snowball changed nothing.
const SHORT_ROOT = /^([^aeiouy]{0,2}(?:aa|ee|ii|oo|uu|yy|ie|uo|yo))(?:ta|n|t|lla|lta|lle|ssa|sta|hon|hun|hin|na|ksi)$/;

// Corrections applied after Snowball, each measured with scripts/bench-search.ts (and, word by
// word, against Voikko's base forms of the indexed text): they make an inflected form's stem equal
// to, or a prefix of, the base form's stem more often, without merging unrelated words.
// `s` is the Snowball stem, `f` the folded word.
const STEM_CORRECTIONS = {
  // -us/-ys nouns keep -ks- in inflected forms: asetuksen → asetuks → asetus (= asetus).
  ks: (s: string) => (/[aeiouy]ks$/.test(s) ? s.slice(0, -2) + 's' : s),
  // -inen words: aikainen → aikain but aikaisen → aikais; antaminen → antamis (= antamisen).
  inen: (s: string, f: string) => (/inen$/.test(f) && /in$/.test(s) ? s.slice(0, -1) + 's' : s),
  // -uus/-yys nouns: oikeuden → oikeud → oikeus, halukkuutta → halukkuut → halukkuus.
  uus: (s: string) => (s.length >= 5 && /[aeiouy][uy][dt]$/.test(s) ? s.slice(0, -1) + 's' : s),
  // Snowball takes a short word's own -ta for the partitive: lista → lis (= lisiä, a prefix of lisä).
  // Keep the t: lista → list (= listan, listat).
  ta: (s: string, f: string) => (s.length <= 3 && f.length >= 5 && f === s + 'ta' ? s + 't' : s),
  // -us/-ys/-os nouns, genitive plural: leimausten → leimaust → leimaus (= leimaus).
  usten: (s: string, f: string) => (/[aeiouy]st$/.test(s) && f.endsWith('sten') && s.length >= 5 ? s.slice(0, -1) : s),
  // -ton/-tön adjectives: julkaisematon → julkaisemato, julkaisemattoman → julkaisemattom.
  ton: (s: string, f: string) => (/[aeiouy]ton$/.test(f) && s === f.slice(0, -1) ? f.slice(0, -3) + 'ttom' : s),
  // A word of one long syllable (yö, työ, pää, tie, kuu) keeps its case ending under Snowball,
  // whose endings need a longer word before them: yötä → yota, yön → yon, yöllä → yol, but yö → yo.
  // Such a root and a common ending: the root (yötä, yöllä → yo).
  shortRoot: (s: string, f: string) => SHORT_ROOT.exec(f)?.[1] ?? s,
  // Measured and left off (fewer exact matches, more unrelated prefix matches):
  // a/ä words take -o- in the plural: kassoja → kaso → kas (= kassa), rajoja → rajo → raj.
  pluralO: (s: string, f: string) => (s.length >= 4 && /[^aeiouy]o$/.test(s) && /^[ij]/.test(f.slice(s.length)) ? s.slice(0, -1) : s),
  // plural -j- left behind: tunteja → tuntej → tunt.
  pluralJ: (s: string) => (s.length >= 5 && /[ei]j$/.test(s) ? s.slice(0, -2) : s),
} as const;

type StemCorrection = keyof typeof STEM_CORRECTIONS;

export type StemmerConfig = {
  // Run Snowball on the folded word: the query side may lack ä/ö, and the folded plural stem
  // groups työntekijöiden with työntekijä (tyontekij) where the unfolded one does not.
  foldBeforeStem: boolean;
  corrections: readonly StemCorrection[];
};

export const DEFAULT_STEMMER_CONFIG: StemmerConfig = {
  foldBeforeStem: true,
  corrections: ['ks', 'inen', 'uus', 'ta', 'usten', 'ton', 'shortRoot'],
};

export function makeStemmer(config: StemmerConfig = DEFAULT_STEMMER_CONFIG): (word: string) => string {
  const cache = new Map<string, string>();
  const corrections = config.corrections.map((name) => STEM_CORRECTIONS[name]);
  return (word: string) => {
    const folded = normalizeWord(word);
    const key = config.foldBeforeStem ? folded : word.normalize('NFC').toLowerCase();
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    let stem: string;
    if (folded.length < 3 || /\p{N}/u.test(folded)) {
      stem = folded;
    } else if (config.foldBeforeStem) {
      stem = snowballFinnish(folded);
    } else {
      stem = normalizeWord(snowballFinnish(word.normalize('NFC').toLowerCase()));
    }
    if (stem !== folded || SHORT_ROOT.test(folded)) for (const correct of corrections) stem = correct(stem, folded);
    if (!stem) stem = folded;
    if (cache.size > 20000) cache.clear();
    cache.set(key, stem);
    return stem;
  };
}

// normalizeWord + Finnish stem (+ corrections).
export const stemWord: (word: string) => string = makeStemmer();

// -ton/-tön is also the genitive of a -ttö/-tto noun (pikasyöttö → pikasyötön, katto → katon), which
// the -ton correction above reads as an adjective. The search tries this reading when the first
// finds nothing (lib/search/search-core.ts); null when the word has only one reading.
const stemAsNoun = makeStemmer({
  ...DEFAULT_STEMMER_CONFIG,
  corrections: DEFAULT_STEMMER_CONFIG.corrections.filter((c) => c !== 'ton'),
});
export function otherReadingStem(word: string): string | null {
  const other = stemAsNoun(word);
  return other !== stemWord(word) ? other : null;
}

// Words as they appear (case kept), in order, for highlighting.
export function tokenize(text: string): string[] {
  return text.normalize('NFC').split(WORD_SPLIT).filter(Boolean);
}

// Question and function words that say nothing about the topic (compared after folding).
const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    // question words
    'miten', 'mitä', 'kuinka', 'voinko', 'voiko', 'voimmeko', 'missä', 'mistä', 'mihin', 'mikä', 'mitkä',
    'minkä', 'milloin', 'miksi', 'kuka', 'ketkä', 'kenen', 'kenelle', 'onko', 'ovatko', 'pitääkö', 'saako',
    'saanko', 'paljonko', 'montako', 'kauanko',
    // conjunctions, pronouns, auxiliaries
    'ja', 'tai', 'vai', 'sekä', 'myös', 'että', 'kun', 'jos', 'kanssa', 'on', 'ovat', 'ole', 'olla', 'ei',
    'en', 'se', 'ne', 'sen', 'sitä', 'siihen', 'siitä', 'niiden', 'tämä', 'tämän', 'tällä', 'nämä', 'joka',
    'jotka', 'jossa', 'kaikki', 'minä', 'mä', 'minun', 'hän', 'me', 'te', 'he', 'pitää', 'teen', 'tehdä',
    // spoken pronouns and fillers of a typed question ("paljonko mulla on", "jos ei tee mitään")
    'mun', 'mulla', 'mulle', 'multa', 'mua', 'sun', 'sulla', 'meillä', 'meidän', 'tee', 'mitään', 'mikään',
    'jotain', 'jotakin', 'vaikka', 'jo', 'vielä', 'nyt',
  ].map(normalizeWord),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(normalizeWord(word));
}

// Months and weekdays, as beginnings of their inflected forms (lokakuu, elokuusta, tiistaina): a
// reader adds them to say when ("työaikaprosentti muutos elokuusta"), not what about.
const CALENDAR_WORDS = [
  'tammikuu', 'helmikuu', 'maaliskuu', 'huhtikuu', 'toukokuu', 'kesäkuu', 'heinäkuu', 'elokuu', 'syyskuu', 'lokakuu',
  'marraskuu', 'joulukuu', 'maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai', 'lauantai', 'sunnuntai',
].map((w) => normalizeWord(w).slice(0, -1));

export function isCalendarWord(word: string): boolean {
  const w = normalizeWord(word);
  return CALENDAR_WORDS.some((c) => w.startsWith(c));
}

// The query cut to the input limit and split: every word, lowercase (NFC, ä/ö kept), stop words too.
export function queryWords(query: string, maxQueryLength: number): string[] {
  const cut = Array.from(query.normalize('NFC')).slice(0, Math.max(0, maxQueryLength)).join('');
  return tokenize(cut).map((w) => w.toLowerCase());
}

// Drop stop words (unless nothing else is left), de-duplicate. Returns raw lowercase words: the
// highlighter stems them itself.
export function queryTerms(query: string, maxQueryLength: number): string[] {
  const words = queryWords(query, maxQueryLength);
  const content = words.filter((w) => !isStopWord(w));
  const kept = content.length > 0 ? content : words;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of kept) {
    const key = normalizeWord(w);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(w);
  }
  return out;
}
