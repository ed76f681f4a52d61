// Typo tolerance for query terms that match nothing: the nearest stems of the index vocabulary by
// edit distance (insert, delete, substitute, and a swap of two neighbouring letters, each one
// edit). A missing or extra letter of a double (kalentri, tuntipanki) is one insertion or deletion.
// Short words get no tolerance: at four letters one edit already reaches many other words.

export function maxEditsFor(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

// Optimal string alignment distance, or max + 1 as soon as it is certain to exceed max.
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const row = new Array<number>(cols);
    row[0] = i;
    let best = row[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[cols - 1];
}

// The index's stems, and their order by spelling: sorted, stems that share a beginning are
// neighbours, so a lookup computes the distance rows of a shared beginning once and skips every
// stem that starts with a beginning already too far off. At 1,000 pages the vocabulary has some
// 40,000 stems, and a long compound typed letter by letter looks words up dozens of times.
export type FuzzyVocabulary = { words: readonly string[]; sorted: readonly number[] };

export function fuzzyVocabulary(words: readonly string[]): FuzzyVocabulary {
  const sorted = words.map((_, i) => i).sort((a, b) => (words[a] < words[b] ? -1 : words[a] > words[b] ? 1 : a - b));
  return { words, sorted };
}

// The vocabulary stems nearest to `stem`, all at the smallest distance found, in the vocabulary's
// order (at most `limit`), or none when nothing is within the tolerance for a word of `wordLength`
// letters. The distance is editDistance's, computed a candidate's letter at a time: row i holds the
// distances from the beginnings of `stem` to the candidate's first i letters.
export function nearestStems(vocabulary: FuzzyVocabulary, stem: string, wordLength: number, limit = 3): string[] {
  let max = maxEditsFor(wordLength);
  if (max === 0) return [];
  const { words, sorted } = vocabulary;
  const n = stem.length;
  const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, j) => j)];
  let previous = '';
  let found: number[] = [];
  for (let s = 0; s < sorted.length; s++) {
    const word = words[sorted[s]];
    // Rows up to the beginning this word shares with the previous one are still valid (a word after
    // skipped ones shares less than the skipped beginning, whose rows were the last computed).
    let i = 0;
    const shared = Math.min(word.length, previous.length, rows.length - 1);
    while (i < shared && word.charCodeAt(i) === previous.charCodeAt(i)) i++;
    previous = word;
    let dead = -1;
    for (; i < word.length; i++) {
      const row = (rows[i + 1] ??= new Int32Array(n + 1));
      const above = rows[i];
      const c = word.charCodeAt(i);
      row[0] = i + 1;
      let best = row[0];
      for (let j = 1; j <= n; j++) {
        let d = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + (c === stem.charCodeAt(j - 1) ? 0 : 1));
        if (i > 0 && j > 1 && c === stem.charCodeAt(j - 2) && word.charCodeAt(i - 1) === stem.charCodeAt(j - 1)) {
          d = Math.min(d, rows[i - 1][j - 2] + 1);
        }
        row[j] = d;
        if (d < best) best = d;
      }
      // No longer word that starts with these letters can come back within the tolerance.
      if (best > max) {
        dead = i + 1;
        break;
      }
    }
    if (dead > 0) {
      const beginning = word.slice(0, dead);
      while (s + 1 < sorted.length && words[sorted[s + 1]].startsWith(beginning)) s++;
      continue;
    }
    if (word === stem || Math.abs(word.length - n) > max) continue;
    const d = rows[word.length][n];
    if (d > max) continue;
    if (d < max) {
      max = d;
      found = [];
    }
    found.push(sorted[s]);
  }
  return found
    .sort((a, b) => a - b)
    .slice(0, limit)
    .map((i) => words[i]);
}

// Word break for a typed word that matches nothing: the fewest parts (two, then three) that are
// each a word of the index. Readers glue compounds the index holds apart (an abbreviation without
// its hyphen: tesraportti, hrkello) or type a letter wrong in the last part of a long compound.
// `part` says whether a piece is acceptable (null if not); `last` marks the final piece, the only
// one a caller should allow a typo in: it is asked only after the pieces before it were accepted,
// which keeps the cost within the as-you-type budget. The first piece may be two letters (HR), the others three.
export function wordBreak(word: string, part: (piece: string, last: boolean) => string | null, maxParts = 3): string[] | null {
  const search = (from: number, index: number, left: number): string[] | null => {
    const rest = word.slice(from);
    if (left === 1) {
      const whole = rest.length >= 3 ? part(rest, true) : null;
      return whole === null ? null : [whole];
    }
    for (let cut = from + (index === 0 ? 2 : 3); cut <= word.length - 3; cut++) {
      const head = part(word.slice(from, cut), false);
      if (head === null) continue;
      const tail = search(cut, index + 1, left - 1);
      if (tail) return [head, ...tail];
    }
    return null;
  };
  for (let parts = 2; parts <= maxParts; parts++) {
    const found = search(0, 0, parts);
    if (found) return found;
  }
  return null;
}
