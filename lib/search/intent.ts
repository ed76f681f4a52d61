// What kind of answer a query asks for, read from the words a reader adds to the topic. A question
// about a limit ("kuinka pitkä vuoro saa olla", "montako yövuoroa peräkkäin") wants the page that
// defines the rule, not the procedure that mentions it; a question about a colour ("mitä punainen
// tarkoittaa") wants the section that explains the colours; a question about who may do something
// ("kuka saa nähdä listan hinnan", "esimiehen oikeus") wants the page of roles and rights. The
// topic words alone rank the pages that mention a rule most often first, and those are the
// procedures.
import { normalizeWord, queryWords, stemWord, tokenize } from './encoder';

export type QueryIntent = 'rule' | 'colour' | 'rights' | null;

// Words of permission, limit, amount and comparison, folded (ä → a, ö → o). Several are stop words
// for matching: they say nothing about the topic, but they say that the reader asks for a rule.
const RULE_WORDS: ReadonlySet<string> = new Set(
  [
    'saa', 'saako', 'saanko', 'saadaan', 'pitää', 'pitääkö', 'täytyy', 'täytyykö', 'pakko', 'sallittu',
    'sallitaan', 'sallittua', 'sallii', 'kielletty', 'kiellettyä', 'enintään', 'korkeintaan', 'vähintään',
    'montako', 'monta', 'kuinka', 'paljonko', 'kauanko', 'ero', 'eroa', 'raja', 'rajat', 'rajan', 'sääntö',
    'säännöt', 'säännön', 'peräkkäin', 'putkeen',
  ].map(normalizeWord),
);
const NUMBER_WORDS: ReadonlySet<string> = new Set(
  ['kaksi', 'kahta', 'kolme', 'kolmea', 'neljä', 'neljää', 'viisi', 'viittä', 'kuusi', 'kuutta', 'seitsemän', 'kymmenen'].map(normalizeWord),
);
// Beginnings of limit words and their compounds: enimmäispituus, vähimmäislepo, maksimimäärä.
const RULE_PREFIXES = ['enimmäis', 'vähimmäis', 'maksimi', 'minimi'].map(normalizeWord);
// "väri" and colour names, as beginnings: värit, värillinen, punainen, punaisella, keltaiset.
const COLOUR_WORD = normalizeWord('väri');
const COLOUR_PREFIXES = [COLOUR_WORD, 'puna', 'kelta', 'oranssi', 'sini', 'vihre', 'harmaa', 'violetti', 'musta'].map(normalizeWord);

// "kuka" with a verb of permission or ability asks for a right; with another verb ("kuka muutti",
// "kuka hyväksyy") it asks for a person or an event, which the topic words find.
const WHO_WORDS: ReadonlySet<string> = new Set(['kuka', 'ketkä', 'kenellä', 'kenelle'].map(normalizeWord));
const MAY_WORDS: ReadonlySet<string> = new Set(['saa', 'voi', 'pystyy', 'pääsee', 'on'].map(normalizeWord));
// oikeus, oikeudet, oikeuksia, and the end of a compound: käyttöoikeus, lisäoikeus.
const RIGHT_STEM = normalizeWord('oikeu');

const startsWithAny = (word: string, prefixes: readonly string[]) => prefixes.some((p) => word.startsWith(p));

// A colour word wins over a rule word: "virhe vai varoitus väri" asks what the colour means.
export function queryIntent(query: string, maxQueryLength: number): QueryIntent {
  const words = queryWords(query, maxQueryLength).map(normalizeWord);
  if (words.some((w) => startsWithAny(w, COLOUR_PREFIXES))) return 'colour';
  if (words.some((w) => w.includes(RIGHT_STEM))) return 'rights';
  if (words.some((w) => WHO_WORDS.has(w)) && words.some((w) => MAY_WORDS.has(w))) return 'rights';
  // A number with a topic word is a limit being checked: "viikkolepo 35 tuntia", "kolme yövuoroa".
  if (words.some((w) => RULE_WORDS.has(w) || NUMBER_WORDS.has(w) || startsWithAny(w, RULE_PREFIXES) || /^\d+$/.test(w))) return 'rule';
  return null;
}

type IntentDoc = { keywords: readonly string[]; sectionTitle: string };

// The front matter keyword by which writers mark the pages that answer a kind of question: the
// pages that define rules, and the one place for roles and rights.
export type IntentKeywords = { rule: string; rights: string };

// Which sections answer the intent: for a rule or a right, every section of a page that lists its
// keyword; for a colour, a section whose own title names colours ("Värit ja merkit", "Tasot ja värit").
export function intentAnswer(intent: Exclude<QueryIntent, null>, keywords: IntentKeywords): (doc: IntentDoc) => boolean {
  if (intent === 'colour') return (doc) => tokenize(doc.sectionTitle).some((w) => normalizeWord(w).startsWith(COLOUR_WORD));
  const key = normalizeWord(keywords[intent]);
  return (doc) => doc.keywords.some((k) => normalizeWord(k) === key);
}

// The words by which a section states a limit ("enintään 10 toivetta", "vähintään 11 tuntia").
const LIMIT_WORDS = ['enintään', 'vähintään', 'korkeintaan'];

// Their stems as the index holds them (in the content field).
export function limitStems(stem: (w: string) => string = stemWord): string[] {
  return LIMIT_WORDS.map(stem);
}
