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
