// What kind of answer a query asks for, read from the words a reader adds to the topic. A question
// about a limit ("kuinka pitkä vuoro saa olla", "montako yövuoroa peräkkäin") wants the page that
// defines the rule, not the procedure that mentions it; a question about a colour ("mitä punainen
// tarkoittaa") wants the section that explains the colours. The topic words alone rank the pages
// that mention a rule most often first, and those are the procedures.
import { normalizeWord, queryWords, tokenize } from './encoder';

export type QueryIntent = 'rule' | 'colour' | null;

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

const startsWithAny = (word: string, prefixes: readonly string[]) => prefixes.some((p) => word.startsWith(p));

// A colour word wins over a rule word: "virhe vai varoitus väri" asks what the colour means.
export function queryIntent(query: string, maxQueryLength: number): QueryIntent {
  const words = queryWords(query, maxQueryLength).map(normalizeWord);
  if (words.some((w) => startsWithAny(w, COLOUR_PREFIXES))) return 'colour';
  // A number with a topic word is a limit being checked: "viikkolepo 35 tuntia", "kolme yövuoroa".
  if (words.some((w) => RULE_WORDS.has(w) || NUMBER_WORDS.has(w) || startsWithAny(w, RULE_PREFIXES) || /^\d+$/.test(w))) return 'rule';
  return null;
}

type IntentDoc = { keywords: readonly string[]; sectionTitle: string };

// Which sections answer the intent: for a rule, every section of a page that lists the rule
// keyword among its keywords (the writers mark the pages that define rules); for a colour, a
// section whose own title names colours ("Värit ja merkit", "Tasot ja värit").
export function intentAnswer(intent: Exclude<QueryIntent, null>, ruleKeyword: string): (doc: IntentDoc) => boolean {
  if (intent === 'colour') return (doc) => tokenize(doc.sectionTitle).some((w) => normalizeWord(w).startsWith(COLOUR_WORD));
  const key = normalizeWord(ruleKeyword);
  return (doc) => doc.keywords.some((k) => normalizeWord(k) === key);
}
