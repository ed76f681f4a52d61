import { parse, parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { attribute as attr, elements, pagePath } from '../link-check';
import { BASE_PATH, safeDecode, withBasePath } from '../../site/routes';
import { anchorName, type Chapter, type TocEntry } from './book';

// The print documents: the cover and table of contents, and the parts of the book, each one the
// exported pages' articles one after another. Ids get their chapter's prefix and links between
// pages of the manual become `#` links, so Chromium writes them as jumps inside the PDF; a link to
// another part is a web link under BOOK_LINK, made a jump when the parts are put together. Other
// links of the site point at the published site.

// The print documents are served to Chromium by request interception from this origin, which
// nothing else uses; a link under BOOK_LINK is never followed.
export const BOOK_ORIGIN = 'http://kayttoohje.invalid';
export const BOOK_LINK = `${BOOK_ORIGIN}/kohde#`;

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

function setAttr(element: Element, name: string, value: string) {
  const existing = element.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

function classes(element: Element): string[] {
  return (attr(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

function remove(element: Element) {
  const parent = element.parentNode as ParentNode | null;
  if (parent) parent.childNodes = parent.childNodes.filter((c) => c !== element);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Parts of a page that belong to the screen: the page's tags (links to tag pages of the site), the
// phone's "Tällä sivulla" (the book has its own contents) and anything a reader would press.
const SCREEN_ONLY_CLASSES = new Set(['tag-links', 'toc-phone']);
const SCREEN_ONLY_TAGS = new Set(['script', 'button', 'noscript', 'template', 'form', 'input']);

// How a chapter's links are made: `chapterIndex` finds a chapter by route, `absolute` makes a route
// of the site absolute on SITE_URL, and `samePart` tells whether a chapter is printed with this one.
export type LinkContext = {
  chapterIndex: (route: string) => number | undefined;
  absolute: (route: string) => string;
  samePart: (chapterIndex: number) => boolean;
};

// Where a link of a chapter points in the book.
export function bookHref(href: string, from: { index: number; route: string }, { chapterIndex, absolute, samePart }: LinkContext): string {
  const target = pagePath(href, withBasePath(from.route));
  if (!target) return href;
  const inSite = target.path === BASE_PATH || target.path.startsWith(BASE_PATH + '/');
  const route = inSite ? target.path.slice(BASE_PATH.length).replace(/\/+$/, '') || '/' : target.path;
  const index = inSite ? chapterIndex(route) : undefined;
  if (index === undefined) return absolute(route) + (target.hash ? '#' + encodeURIComponent(target.hash) : '');
  return (samePart(index) ? '#' : BOOK_LINK) + (target.hash ? anchorName(index, target.hash) : anchorName(index));
}

// An exported page is mostly its sidebar and its route data: only its head and its article are
// parsed (at 1,000 pages parsing the whole pages took 12 of the PDF's 130 s). The article is the
// page's only one, and no <article> tag or its end can be in its text, where < is escaped.
function headAndArticle(pageHtml: string): { head: string; article: string } | null {
  const start = pageHtml.indexOf('<article');
  const end = pageHtml.indexOf('</article>', start);
  if (start < 0 || end < 0) return null;
  const headEnd = pageHtml.indexOf('</head>');
  return { head: headEnd < 0 ? '' : pageHtml.slice(0, headEnd), article: pageHtml.slice(start, end + '</article>'.length) };
}

// The length of an exported page's article, which is what it adds to a print of the book.
export function articleSize(pageHtml: string): number {
  return headAndArticle(pageHtml)?.article.length ?? 0;
}

// The article of one exported page, ready for the book, the stylesheets the page links, in
// order, so the book looks like the site, and the destinations in other parts its links jump to;
// null when the page has no article.
export function chapterArticle(
  pageHtml: string,
  chapter: { index: number; route: string },
  links: LinkContext,
): { article: string; stylesheets: string[]; otherParts: string[] } | null {
  const parts = headAndArticle(pageHtml);
  const article = parts && [...elements(parseFragment(parts.article))].find((e) => e.tagName === 'article');
  if (!parts || !article) return null;
  const stylesheets = [...elements(parse(parts.head))]
    .filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'stylesheet' && attr(e, 'href'))
    .map((e) => attr(e, 'href')!);
  for (const element of [...elements(article)]) {
    if (SCREEN_ONLY_TAGS.has(element.tagName) || classes(element).some((c) => SCREEN_ONLY_CLASSES.has(c))) {
      remove(element);
      continue;
    }
    const id = attr(element, 'id');
    if (id !== undefined) setAttr(element, 'id', anchorName(chapter.index, safeDecode(id).normalize('NFC')));
    if (element.tagName === 'a') {
      const href = attr(element, 'href');
      if (href !== undefined) setAttr(element, 'href', bookHref(href, chapter, links));
    }
  }
  dropEmoji(article);
  const h1 = [...elements(article)].find((e) => e.tagName === 'h1');
  if (h1) setAttr(h1, 'id', anchorName(chapter.index));
  article.attrs = [{ name: 'class', value: 'markdown book-chapter' }];
  const otherParts = [...elements(article)]
    .map((e) => (e.tagName === 'a' ? attr(e, 'href') : undefined))
    .filter((href): href is string => href?.startsWith(BOOK_LINK) ?? false)
    .map((href) => href.slice(BOOK_LINK.length));
  return { article: serialize({ nodeName: '#document-fragment', childNodes: [article] } as unknown as ParentNode), stylesheets, otherParts };
}

// Debian's Chromium prints with the system fonts, which have no emoji (a category card's 🗂
// would print as an empty box); the words around them carry the meaning.
const EMOJI = /\p{Extended_Pictographic}\uFE0F?\s?/gu;

function dropEmoji(node: Node) {
  if (node.nodeName === '#text') {
    const textNode = node as DefaultTreeAdapterMap['textNode'];
    textNode.value = textNode.value.replace(EMOJI, '');
  }
  if ('childNodes' in node) for (const child of node.childNodes) dropEmoji(child);
}

export type Cover = { title: string; subtitle: string; updated: string; address: string };

function tocHtml(entries: TocEntry[]): string {
  const items = entries
    .map(
      (e) =>
        `<li class="book-toc__item book-toc__item--depth-${Math.min(e.depth, 3)}"><a href="${BOOK_LINK}${e.anchor}">` +
        `<span class="book-toc__label">${escapeHtml(e.label)}</span><span class="book-toc__page">${e.page}</span></a></li>`,
    )
    .join('\n');
  return `<section class="book-toc"><h1 class="book-toc__title">Sisällys</h1><ol>${items}</ol></section>`;
}

export type BookStyle = { stylesheets: string[]; bookCss: string };

function printDocument(title: string, style: BookStyle, body: string): string {
  const links = style.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n');
  return `<!DOCTYPE html>
<html lang="fi" data-theme="light" style="color-scheme: light">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
${links}
<style>${style.bookCss}</style>
</head>
<body class="book">
${body}
</body>
</html>`;
}

// The book's front pages: the cover and the table of contents, whose lines link to the chapters'
// starts in the parts.
export function frontDocument(cover: Cover, toc: TocEntry[], style: BookStyle): string {
  return printDocument(
    cover.title,
    style,
    `<section class="book-cover">
<h1 class="book-cover__title">${escapeHtml(cover.title)}</h1>
<p class="book-cover__subtitle">${escapeHtml(cover.subtitle)}</p>
<p class="book-cover__updated">${escapeHtml(cover.updated)}</p>
<p class="book-cover__address">${escapeHtml(cover.address)}</p>
</section>
${tocHtml(toc)}`,
  );
}

// One part of the book. Chromium writes a named destination only for an element some link of the
// same print points at, so the part links, out of sight, to each destination in it that the table
// of contents, the bookmarks or another part jump to (`destinations`).
export function partDocument(title: string, chapters: { chapter: Chapter; article: string }[], destinations: string[], style: BookStyle): string {
  const targets = destinations.map((name) => `<a href="#${escapeHtml(name)}"></a>`).join('');
  const body = chapters
    .map(({ chapter, article }) => `<div class="book-part book-part--depth-${Math.min(chapter.depth, 3)}">${article}</div>`)
    .join('\n');
  return printDocument(title, style, `<nav class="book-targets">${targets}</nav>\n${body}`);
}
