import { buildSidebar, toCategoryPages, toDocPages, type CategorySource, type DocSource } from '../../navigation';
import { anchorChapter, anchorName, bookChapters, bookParts, chapterOfPage, outlineTree, tocEntries } from '../book';
import { BOOK_LINK, bookHref, chapterArticle } from '../print-document';

const doc = (sourcePath: string, title: string, sidebarPosition: number): DocSource => ({
  sourcePath,
  title,
  description: `${title} kuvaus`,
  sidebarPosition,
  tags: [],
  keywords: [],
  draft: false,
  headings: [],
  sections: [],
  definitions: [],
});
const categories: CategorySource[] = [
  { dir: 'perus', label: 'Perustoiminnot', position: 2, slug: 'category/perus', description: 'P' },
  { dir: 'raportit', label: 'Raportointi', position: 3, slug: 'category/raportit', description: 'R' },
];
// The glossary sits between the categories in the sidebar; the book moves it to the end.
const sources = [
  doc('index.mdx', 'Aloitusopas', 1),
  doc('sanasto.mdx', 'Sanasto', 2),
  doc('perus/osastot.mdx', 'Osastot', 2),
  doc('perus/vuorot.mdx', 'Vuorot', 1),
  doc('raportit/palkka.mdx', 'Palkkaraportti', 1),
  doc('kirjautuminen.mdx', 'Kirjautuminen', 9),
];
const sidebar = buildSidebar(toDocPages(sources, categories), toCategoryPages(categories));
const chapters = bookChapters(sidebar);

describe('the book follows the sidebar', () => {
  test('start page first, categories with their pages in sidebar order, glossary last', () => {
    expect(chapters.map((c) => [c.route, c.depth])).toEqual([
      ['/', 0],
      ['/category/perus', 0],
      ['/perus/vuorot', 1],
      ['/perus/osastot', 1],
      ['/category/raportit', 0],
      ['/raportit/palkka', 1],
      ['/kirjautuminen', 0],
      ['/sanasto', 0],
    ]);
  });

  test('the outline nests pages under their category and h2 sections under their page', () => {
    const tree = outlineTree(chapters, (route) => (route === '/perus/osastot' ? [{ id: 'lisääminen', text: 'Osaston lisääminen' }] : []));
    expect(tree.map((n) => n.title)).toEqual(['Aloitusopas', 'Perustoiminnot', 'Raportointi', 'Kirjautuminen', 'Sanasto']);
    expect(tree[1].children.map((n) => n.title)).toEqual(['Vuorot', 'Osastot']);
    expect(tree[1].children[1].children).toEqual([
      { title: 'Osaston lisääminen', anchor: anchorName(3, 'lisääminen'), children: [] },
    ]);
    expect(tree[1].children[1].anchor).toBe(anchorName(3));
  });
});

describe('page numbers', () => {
  test('the table of contents prints 1-based page numbers of the chapter starts', () => {
    const starts = new Map(chapters.map((c, i) => [c.anchor, 2 + i * 3]));
    const toc = tocEntries(chapters, starts);
    expect(toc[0]).toEqual({ label: 'Aloitusopas', depth: 0, anchor: 'k0', page: 3 });
    expect(toc.map((e) => e.page)).toEqual([3, 6, 9, 12, 15, 18, 21, 24]);
  });

  test('a chapter without a destination in the PDF is an error, not a missing line', () => {
    expect(() => tocEntries(chapters, new Map())).toThrow('Aloitusopas');
  });

  test('each page belongs to the last chapter started on or before it', () => {
    expect([0, 1, 2, 3, 4, 7].map((p) => chapterOfPage([2, 2, 5], p))).toEqual([-1, -1, 1, 1, 1, 2]);
  });

  test('anchor names are ASCII and distinct per chapter', () => {
    expect(anchorName(4, 'osaston-lisääminen')).toBe('k4-osaston-lis_e4__e4_minen');
    expect(anchorName(4, 'a')).not.toBe(anchorName(5, 'a'));
  });

  test('an anchor name tells its chapter', () => {
    expect(anchorChapter(anchorName(12, 'k3-x'))).toBe(12);
    expect(anchorChapter(anchorName(7))).toBe(7);
    expect(() => anchorChapter('k')).toThrow('not an anchor');
  });
});

describe('parts of the book', () => {
  test('chapters fill a part in order until the next would take it over the size', () => {
    expect(bookParts([40, 50, 10, 30, 80, 20], 100)).toEqual([0, 0, 0, 1, 2, 2]);
  });

  test('a chapter larger than a part is a part of its own', () => {
    expect(bookParts([10, 250, 10], 100)).toEqual([0, 1, 2]);
    expect(bookParts([250], 100)).toEqual([0]);
  });
});

describe('links in the book', () => {
  const index = (route: string) => chapters.findIndex((c) => c.route === route);
  const chapterIndex = (route: string) => (index(route) >= 0 ? index(route) : undefined);
  const absolute = (route: string) => `https://ohjeet.example.fi/manual${route}`;
  // One part for the whole book, unless a test says otherwise.
  const links = { chapterIndex, absolute, samePart: () => true };

  test('a link to a page or heading of the manual jumps inside the PDF', () => {
    expect(bookHref('/manual/perus/osastot', { index: 0, route: '/' }, links)).toBe('#k3');
    expect(bookHref('/manual/perus/osastot#lis%C3%A4%C3%A4minen', { index: 0, route: '/' }, links)).toBe(`#${anchorName(3, 'lisääminen')}`);
    expect(bookHref('#lisääminen', { index: 3, route: '/perus/osastot' }, links)).toBe(`#${anchorName(3, 'lisääminen')}`);
    expect(bookHref('/manual/', { index: 5, route: '/raportit/palkka' }, links)).toBe('#k0');
    // A relative link resolves against the chapter's own address, as in the browser.
    expect(bookHref('osastot#lisääminen', { index: 2, route: '/perus/vuorot' }, links)).toBe(
      `#${anchorName(3, 'lisääminen')}`,
    );
  });

  test('a link to a chapter printed in another part is a book link the parts resolve when joined', () => {
    const inOtherPart = { ...links, samePart: (chapter: number) => chapter < 3 };
    expect(bookHref('/manual/perus/osastot#lisääminen', { index: 0, route: '/' }, inOtherPart)).toBe(`${BOOK_LINK}${anchorName(3, 'lisääminen')}`);
    expect(bookHref('/manual/', { index: 1, route: '/perus' }, inOtherPart)).toBe('#k0');
    const html = '<article><h1>Aloitus</h1><p><a href="/manual/perus/osastot">Osastot</a>, <a href="/manual/">alku</a>, <a href="/manual/raportit/palkka#x">palkka</a></p></article>';
    expect(chapterArticle(html, { index: 0, route: '/' }, inOtherPart)!.otherParts).toEqual(['k3', anchorName(5, 'x')]);
    expect(chapterArticle(html, { index: 0, route: '/' }, links)!.otherParts).toEqual([]);
  });

  test('other pages of the site are absolute on the site address; the web stays as it is', () => {
    expect(bookHref('/manual/tags/loma', { index: 0, route: '/' }, links)).toBe('https://ohjeet.example.fi/manual/tags/loma');
    expect(bookHref('https://example.org/x', { index: 0, route: '/' }, links)).toBe('https://example.org/x');
    expect(bookHref('mailto:tuki@example.fi', { index: 0, route: '/' }, links)).toBe('mailto:tuki@example.fi');
  });

  test('an article keeps its content, loses buttons and tag links, and gets chapter-prefixed ids', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/manual/_next/a.css"><link rel="preload" href="/manual/f.woff2">' +
      '<link rel="stylesheet" href="/manual/_next/b.css"></head><body><nav><a href="/manual/">Etusivu</a></nav><article class="markdown"><h1>Osastot</h1>' +
      '<h2 id="lisääminen">Lisääminen<a href="#lisääminen" class="hash-link">#</a></h2><button>Kopioi</button>' +
      '<p>Katso <a href="/manual/raportit/palkka">palkkaraportti</a>.</p><p>🗂 Muut raportit</p><div class="tag-links"><a href="/manual/tags/x">x</a></div></article></body></html>';
    const { article, stylesheets } = chapterArticle(html, { index: 3, route: '/perus/osastot' }, links)!;
    expect(stylesheets).toEqual(['/manual/_next/a.css', '/manual/_next/b.css']);
    expect(article).toContain(`<h1 id="k3">Osastot</h1>`);
    expect(article).toContain(`id="${anchorName(3, 'lisääminen')}"`);
    expect(article).toContain('href="#k5"');
    expect(article).not.toContain('Kopioi');
    expect(article).not.toContain('tags/x');
    expect(article).not.toContain('Etusivu');
    // No emoji font on the print machine: the emoji is left out, the words stay.
    expect(article).toContain('<p>Muut raportit</p>');
  });

  test('a page without an article has nothing to print', () => {
    expect(chapterArticle('<html><body><main>Ei artikkelia</main></body></html>', { index: 0, route: '/' }, links)).toBeNull();
  });
});
