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

// The vocabulary stems nearest to `stem`, all at the smallest distance found (at most `limit`),
// or none when nothing is within the tolerance for a word of `wordLength` letters.
export function nearestStems(vocabulary: readonly string[], stem: string, wordLength: number, limit = 3): string[] {
  let max = maxEditsFor(wordLength);
  if (max === 0) return [];
  let found: string[] = [];
  for (const candidate of vocabulary) {
    if (candidate === stem) continue;
    const d = editDistance(stem, candidate, max);
    if (d > max) continue;
    if (d < max) {
      max = d;
      found = [];
    }
    found.push(candidate);
  }
  return found.slice(0, limit);
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
