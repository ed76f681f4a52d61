// When a search finds nothing: the pages whose titles look most like what was typed, so that the
// reader has somewhere to go ("vuoronvaihtotoive" → Omat toiveet, "kesälomatoive" → Lomasuunnittelu).
// Titles are compared by shared three-letter pieces (Dice coefficient), which survives the glued
// compounds and typos that defeated the index; only the titles are read, never a page's text, so
// the split index loads nothing more for it.
import type { SearchDocument } from './types';

export type NearPage = { title: string; route: string };

// Below this share of shared pieces a title is no more alike than chance.
const MIN_LIKENESS = 0.2;

function pieces(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.normalize('NFC').toLowerCase().match(/\p{L}+/gu) ?? []) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

function likeness(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const p of a) if (b.has(p)) shared++;
  return (2 * shared) / (a.size + b.size);
}

export function nearestPages(documents: readonly SearchDocument[], query: string, maxQueryLength: number, limit = 3): NearPage[] {
  const typed = pieces(Array.from(query).slice(0, maxQueryLength).join(''));
  const pages = new Map<string, string>();
  for (const d of documents) {
    const route = d.sectionRoute.split('#')[0];
    if (!pages.has(route)) pages.set(route, d.pageTitle);
  }
  return [...pages]
    .map(([route, title]) => ({ route, title, score: likeness(typed, pieces(title)) }))
    .filter((p) => p.score >= MIN_LIKENESS)
    .sort((a, b) => b.score - a.score || (a.title < b.title ? -1 : 1))
    .slice(0, limit)
    .map(({ route, title }) => ({ route, title }));
}
