import GithubSlugger from 'github-slugger';

export type TocHeading = { id: string; text: string; level: 2 | 3 };

// Reader-visible text of a markdown heading line, as rehype-slug sees it after rendering.
export function headingText(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .trim();
}

// Headings of levels 2–3 with the same ids rehype-slug gives them (one slugger per page, in order).
export function extractHeadings(raw: string, minLevel = 2, maxLevel = 3): TocHeading[] {
  const slugger = new GithubSlugger();
  const out: TocHeading[] = [];
  let fence: string | null = null;
  for (const line of raw.split(/\r?\n/)) {
    const fenceMatch = line.match(/^\s*(`{3,}|~{3,})/);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0];
      else if (fenceMatch[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const m = line.match(/^(#{1,6})\s+(.+?)\s*#*\s*$/);
    if (!m) continue;
    const level = m[1].length;
    const text = headingText(m[2]);
    const id = slugger.slug(text);
    if (level >= minLevel && level <= maxLevel) out.push({ id, text, level: level as 2 | 3 });
  }
  return out;
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
