import type { PageHeading } from './content-model/page-model';

export type TocHeading = { id: string; text: string; level: number };

// The table of contents lists the configured heading levels, with the ids the page renders.
export function tocHeadings(headings: PageHeading[], minLevel: number, maxLevel: number): TocHeading[] {
  return headings
    .filter((h) => h.depth >= minLevel && h.depth <= maxLevel)
    .map((h) => ({ id: h.id, text: h.text, level: h.depth }));
}

// The active heading is the last one whose top has passed the offset; before any, the first.
export function activeHeadingId(
  tops: { id: string; top: number }[],
  offset: number,
  viewportHeight: number,
): string | null {
  if (tops.length === 0) return null;
  let current: string | null = null;
  for (const { id, top } of tops) {
    if (top - offset <= 1) current = id;
  }
  if (current) return current;
  const firstVisible = tops.find((t) => t.top >= 0 && t.top < viewportHeight);
  return firstVisible?.id ?? tops[0].id;
}
