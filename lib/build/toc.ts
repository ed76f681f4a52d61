import type { TocHeading } from '../site/toc';
import type { PageHeading } from './content-model/page-model';

// The table of contents lists the configured heading levels, with the ids the page renders.
export function tocHeadings(headings: PageHeading[], minLevel: number, maxLevel: number): TocHeading[] {
  return headings
    .filter((h) => h.depth >= minLevel && h.depth <= maxLevel)
    .map((h) => ({ id: h.id, text: h.text, level: h.depth }));
}
