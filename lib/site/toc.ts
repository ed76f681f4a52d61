// The table of contents as both sides see it: the build lists the headings (lib/build/toc.ts), the
// browser marks the one being read.
export type TocHeading = { id: string; text: string; level: number };

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
