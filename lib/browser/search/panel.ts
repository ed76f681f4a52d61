import { BASE_PATH } from '@/lib/site/routes';
import type { Correction } from '../../search/search-core';
import type { SearchHit } from '../../search/types';

export const HIGHLIGHT_PARAM = 'hl';
// After this long without an index the panel says it is still working.
export const STALLED_AFTER_MS = 300;

export type HitGroup = { pageTitle: string; pageRoute: string; hits: { hit: SearchHit; index: number }[] };

// Results are shown under their page, pages in the order of their best hit; `index` keeps the
// flat position so arrow keys walk the list in reading order.
export function groupHitsByPage(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const pageRoute = hit.document.sectionRoute.split('#')[0];
    let group = groups.get(pageRoute);
    if (!group) {
      group = { pageTitle: hit.document.pageTitle, pageRoute, hits: [] };
      groups.set(pageRoute, group);
    }
    group.hits.push({ hit, index: 0 });
  }
  let index = 0;
  const ordered = [...groups.values()];
  for (const group of ordered) for (const entry of group.hits) entry.index = index++;
  return ordered;
}

export function flattenGroups(groups: HitGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits.map((entry) => entry.hit));
}

export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (active < 0) return key === 'ArrowDown' ? 0 : count - 1;
  return (active + (key === 'ArrowDown' ? 1 : -1) + count) % count;
}

export type EscapeAction = 'close-panel' | 'clear-query' | 'close-dialog';

// Escape first closes an open panel, then clears the query; only an empty, closed
// search box lets Escape close the dialog itself.
export function escapeAction(panelOpen: boolean, query: string): EscapeAction {
  if (panelOpen) return 'close-panel';
  if (query !== '') return 'clear-query';
  return 'close-dialog';
}

export function shouldOpenOnFocus(openOnFocus: boolean, query: string): boolean {
  return openOnFocus || query !== '';
}

// The link of a result inside the app (next/link adds the base path), carrying the terms for the
// highlight on arrival in a query parameter that the target page removes after use.
export function resultHref(sectionRoute: string, terms: string[]): string {
  const [path, hash] = sectionRoute.split('#', 2);
  const route = path === BASE_PATH || path === `${BASE_PATH}/` ? '/' : path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length) : path;
  const query = terms.length > 0 ? `?${HIGHLIGHT_PARAM}=${encodeURIComponent(terms.join(' '))}` : '';
  return `${route}${query}${hash ? `#${hash}` : ''}`;
}

export function parseHighlightParam(value: string | null, maxLength: number): string[] {
  if (!value) return [];
  return [...new Set(value.slice(0, maxLength).split(/\s+/).filter(Boolean))];
}

// The query as it was searched: each corrected word replaced, everything else as the reader typed.
export function correctedQuery(query: string, corrections: readonly Correction[]): string {
  if (corrections.length === 0) return query;
  const byWord = new Map(corrections.map((c) => [c.from.normalize('NFC').toLowerCase(), c.to]));
  return query.replace(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu, (word) => byWord.get(word.normalize('NFC').toLowerCase()) ?? word);
}
