import { matchesTerm } from '@/lib/browser/search/highlight';

const WORD = /[\p{L}\p{N}]+/gu;
// Not the text the reader came for: a page's own table of contents (a nav in the article, hidden
// where the side column shows it) would otherwise take the first marks.
const SKIP = new Set(['SCRIPT', 'STYLE', 'MARK', 'SVG', 'TEXTAREA', 'NAV']);

// Wraps each word of `root` that matches a search term in <mark>. Only text nodes are split and
// only text is inserted, so terms never reach the DOM as markup.
export function markTerms(root: Element, terms: string[]): HTMLElement[] {
  if (terms.length === 0) return [];
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
        if (SKIP.has(el.tagName.toUpperCase())) return NodeFilter.FILTER_REJECT;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const textNodes: Text[] = [];
  while (walker.nextNode()) textNodes.push(walker.currentNode as Text);

  const marks: HTMLElement[] = [];
  for (const node of textNodes) {
    const text = node.data;
    const ranges: [number, number][] = [];
    for (const match of text.matchAll(WORD)) {
      if (matchesTerm(match[0], terms)) ranges.push([match.index, match.index + match[0].length]);
    }
    if (ranges.length === 0) continue;
    const fragment = doc.createDocumentFragment();
    let at = 0;
    for (const [start, end] of ranges) {
      if (start > at) fragment.append(text.slice(at, start));
      const mark = doc.createElement('mark');
      mark.dataset.searchHighlight = '';
      mark.textContent = text.slice(start, end);
      fragment.append(mark);
      marks.push(mark);
      at = end;
    }
    if (at < text.length) fragment.append(text.slice(at));
    node.replaceWith(fragment);
  }
  return marks;
}

export function unmarkTerms(marks: HTMLElement[]): void {
  const parents = new Set<Node>();
  for (const mark of marks) {
    const parent = mark.parentNode;
    if (!parent) continue;
    mark.replaceWith(mark.ownerDocument.createTextNode(mark.textContent ?? ''));
    parents.add(parent);
  }
  for (const parent of parents) parent.normalize();
}
