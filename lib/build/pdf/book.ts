import type { SidebarItem } from '../navigation';
import { GLOSSARY_ROUTE } from '../../site/routes';

// The book's structure, computed from the sidebar tree the site renders: its order is the
// sidebar's, except that the start page opens the book and the glossary closes it.

export type Chapter = {
  route: string;
  label: string;
  // 0 for a top-level entry of the sidebar, 1 inside a category, and so on.
  depth: number;
  anchor: string;
};

export type Heading = { id: string; text: string };

export type OutlineNode = { title: string; anchor: string; children: OutlineNode[] };

export type TocEntry = { label: string; depth: number; anchor: string; page: number };

const START_ROUTE = '/';

function bookOrder(sidebar: SidebarItem[]): SidebarItem[] {
  const first = sidebar.filter((item) => item.href === START_ROUTE);
  const last = sidebar.filter((item) => item.href === GLOSSARY_ROUTE);
  const middle = sidebar.filter((item) => item.href !== START_ROUTE && item.href !== GLOSSARY_ROUTE);
  return [...first, ...middle, ...last];
}

// Chromium names a PDF destination after the element id; ids are unique only within a page and
// may hold ä/ö, so each one becomes an ASCII name prefixed by its chapter.
export function anchorName(chapterIndex: number, id?: string): string {
  const base = `k${chapterIndex}`;
  if (id === undefined) return base;
  const safe = [...id.normalize('NFC')].map((ch) => (/[A-Za-z0-9-]/.test(ch) ? ch : `_${ch.codePointAt(0)!.toString(16)}_`)).join('');
  return `${base}-${safe}`;
}

// The chapter an anchor name belongs to: the inverse of anchorName.
export function anchorChapter(name: string): number {
  const match = /^k(\d+)(?:-|$)/.exec(name);
  if (!match) throw new Error(`"${name}" is not an anchor of the book.`);
  return Number(match[1]);
}

export function bookChapters(sidebar: SidebarItem[]): Chapter[] {
  const chapters: Chapter[] = [];
  const walk = (items: SidebarItem[], depth: number) => {
    for (const item of items) {
      chapters.push({ route: item.href, label: item.label, depth, anchor: anchorName(chapters.length) });
      if (item.type === 'category') walk(item.items, depth + 1);
    }
  };
  walk(bookOrder(sidebar), 0);
  return chapters;
}

// Bookmarks follow the sidebar tree: a category holds its pages, a page holds its h2 sections.
export function outlineTree(chapters: Chapter[], h2sOf: (route: string) => Heading[]): OutlineNode[] {
  const roots: OutlineNode[] = [];
  const open: OutlineNode[] = [];
  chapters.forEach((chapter, index) => {
    const node: OutlineNode = {
      title: chapter.label,
      anchor: chapter.anchor,
      children: h2sOf(chapter.route).map((h) => ({ title: h.text, anchor: anchorName(index, h.id), children: [] })),
    };
    open.length = chapter.depth;
    (chapter.depth === 0 ? roots : open[chapter.depth - 1].children).push(node);
    open[chapter.depth] = node;
  });
  return roots;
}

// `startPages` maps a chapter's anchor to the 0-based PDF page its heading is on; the table of
// contents prints 1-based numbers, the ones the page footers and PDF viewers show.
export function tocEntries(chapters: Chapter[], startPages: Map<string, number>): TocEntry[] {
  return chapters.map((c) => {
    const page = startPages.get(c.anchor);
    if (page === undefined) throw new Error(`The PDF has no destination for the chapter "${c.label}" (${c.route}).`);
    return { label: c.label, depth: c.depth, anchor: c.anchor, page: page + 1 };
  });
}

// The chapter a page belongs to: the last one that starts on or before it; none before the first.
export function chapterOfPage(starts: number[], pageIndex: number): number {
  let found = -1;
  starts.forEach((start, i) => {
    if (start <= pageIndex) found = i;
  });
  return found;
}

// The part of the book each chapter is printed in: chapters in their order, a new part whenever
// the next article would take the part over `partBytes` of HTML. A chapter larger than that is a
// part of its own.
export function bookParts(articleBytes: number[], partBytes: number): number[] {
  let part = 0;
  let size = 0;
  return articleBytes.map((bytes) => {
    if (size > 0 && size + bytes > partBytes) {
      part++;
      size = 0;
    }
    size += bytes;
    return part;
  });
}
