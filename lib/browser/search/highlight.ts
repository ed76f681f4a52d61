// Term matching for highlighting (search results and the article after a result is opened).
// Uses the search's own encoder, so a highlighted word is one the search would also match:
// inflected forms (työntekijä ~ työntekijöiden), words without ä/ö, word beginnings (vuoro →
// vuorolistan) and compound parts (lista → vuorolistan). Returns plain text, never HTML.
import { normalizeWord, stemWord } from '../../search/encoder';

const WORD = /[\p{L}\p{N}]+/gu;
const MIN_PREFIX = 2; // the search expands prefixes from two letters on
const MIN_INNER = 4; // compound parts inside a word: only from four letters on (kassa ≠ tarkastus)

type PreparedTerm = { stem: string; folded: string };

function prepare(terms: string[]): PreparedTerm[] {
  const out: PreparedTerm[] = [];
  for (const term of terms) {
    const folded = normalizeWord(term);
    if (folded) out.push({ stem: stemWord(term), folded });
  }
  return out;
}

function matchesPrepared(word: string, terms: PreparedTerm[]): boolean {
  if (terms.length === 0 || !word) return false;
  const folded = normalizeWord(word);
  if (!folded) return false;
  const stem = stemWord(word);
  for (const t of terms) {
    if (stem === t.stem || folded === t.folded) return true;
    // The word begins with the term (vuoro → vuorolistan, tyontekij → työntekijöiden).
    if (t.stem.length >= MIN_PREFIX && (stem.startsWith(t.stem) || folded.startsWith(t.folded))) return true;
    // The word's stem lacks only a final stem vowel of the term's (lomia: lom ~ loma).
    if (stem.length >= 3 && t.stem.length === stem.length + 1 && t.stem.startsWith(stem)) return true;
    // A compound part (lista → vuorolistan, loma → sairauslomalla).
    if ((t.stem.length >= MIN_INNER && folded.includes(t.stem)) || (t.folded.length >= MIN_INNER && folded.includes(t.folded))) {
      return true;
    }
  }
  return false;
}

// Stem-aware and ä/ö-folded: "työntekijä" matches the term "työntekijöiden".
export function matchesTerm(word: string, terms: string[]): boolean {
  return matchesPrepared(word, prepare(terms));
}

export type Segment = { text: string; match: boolean };

const DEFAULT_SNIPPET_LENGTH = 160;
const LEAD = 0.3; // share of the window shown before the first match

function pushSegment(out: Segment[], text: string, match: boolean) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last && last.match === match && !match) last.text += text;
  else out.push({ text, match });
}

// Plain-text segments of a window around the first match (ellipses where the text is cut),
// with every matching word in the window marked. No match: the beginning of the text.
export function snippetSegments(content: string, terms: string[], maxLength: number = DEFAULT_SNIPPET_LENGTH): Segment[] {
  const text = content.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const prepared = prepare(terms);
  const matches: [number, number][] = [];
  if (prepared.length) {
    for (const m of text.matchAll(WORD)) {
      if (matchesPrepared(m[0], prepared)) matches.push([m.index, m.index + m[0].length]);
    }
  }

  const limit = Math.max(1, Math.floor(maxLength));
  let start = 0;
  let end = text.length;
  if (text.length > limit) {
    if (matches.length) {
      const [first, firstEnd] = matches[0];
      start = Math.max(0, Math.min(first - Math.floor(limit * LEAD), text.length - limit));
      if (firstEnd - start > limit) start = first; // a very long word: start at it
    }
    end = Math.min(text.length, start + limit);
    // Cut at spaces, not inside words.
    if (start > 0) {
      const space = text.indexOf(' ', start);
      if (space >= 0 && space < (matches[0]?.[0] ?? end)) start = space + 1;
    }
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > start && space >= (matches[0]?.[1] ?? 0)) end = space;
    }
  }

  const out: Segment[] = [];
  if (start > 0) pushSegment(out, '…', false);
  let at = start;
  for (const [s, e] of matches) {
    if (e <= start || s >= end) continue;
    const ms = Math.max(s, start);
    const me = Math.min(e, end);
    pushSegment(out, text.slice(at, ms), false);
    out.push({ text: text.slice(ms, me), match: true });
    at = me;
  }
  pushSegment(out, text.slice(at, end).replace(/[\s,;:]+$/, end < text.length ? '' : '$&'), false);
  if (end < text.length) pushSegment(out, '…', false);
  return out;
}
