import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFString, PDFHexString, type PDFObject } from 'pdf-lib';
import { structureProblems } from '../../lib/build/pdf/pdf-file';

// The book made by `npm run build:pdf` (the release build runs it): read back with pdf-lib for
// its structure and poppler's pdftotext for its text, and its link on the site.
const PDF_PATH = 'out/kayttoohje.pdf';

type Chapter = { href: string; label: string; title: string };

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

// The sidebar of the built start page, in its order, with each page's title (its h1): the book
// puts the start page first and the glossary last.
async function chaptersOfSite(request: APIRequestContext): Promise<Chapter[]> {
  const start = await (await request.get('/manual/')).text();
  const nav = /<nav class="doc-sidebar__inner"[\s\S]*?<\/nav>/.exec(start)![0];
  const links = [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => ({ href: m[1], label: decode(m[2]) }));
  const ordered = [
    ...links.filter((l) => l.href === '/manual'),
    ...links.filter((l) => l.href !== '/manual' && l.href !== '/manual/sanasto'),
    ...links.filter((l) => l.href === '/manual/sanasto'),
  ];
  return Promise.all(
    ordered.map(async (l) => {
      const html = await (await request.get(l.href)).text();
      const title = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1].replace(/<[^>]+>/g, ''));
      return { ...l, title };
    }),
  );
}

const text = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

function outlineTitles(pdf: PDFDocument): { title: string; depth: number }[] {
  const found: { title: string; depth: number }[] = [];
  const walk = (item: PDFDict | undefined, depth: number) => {
    for (let node = item; node; node = node.lookupMaybe(PDFName.of('Next'), PDFDict)) {
      found.push({ title: text(node.get(PDFName.of('Title')))!, depth });
      walk(node.lookupMaybe(PDFName.of('First'), PDFDict), depth + 1);
    }
  };
  walk(pdf.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)?.lookupMaybe(PDFName.of('First'), PDFDict), 0);
  return found;
}

function pageTexts(): string[] {
  return execFileSync('pdftotext', ['-layout', PDF_PATH, '-'], { encoding: 'utf8' }).split('\f');
}

const firstLine = (page: string) => page.split('\n').find((l) => l.trim() !== '')?.trim() ?? '';

// The table of contents: one line per chapter, "label ... page".
function tocLines(pages: string[]): { label: string; page: number }[] {
  return pages
    .filter((p) => firstLine(p) === 'Sisällys')
    .flatMap((p) => p.split('\n'))
    .map((l) => /^\s*(\S.*?)\s{2,}(\d+)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null && m[1] !== 'Sisällys')
    .map((m) => ({ label: m[1], page: Number(m[2]) }));
}

test.describe('the manual as a PDF', () => {
  test('chapters in sidebar order, a bookmark per page, TOC numbers where the chapters start', async ({ request }) => {
    const chapters = await chaptersOfSite(request);
    const pdf = await PDFDocument.load(readFileSync(PDF_PATH));
    const pages = pageTexts();

    const toc = tocLines(pages);
    expect(toc.map((line) => line.label)).toEqual(chapters.map((c) => c.label));
    const starts = toc.map((line) => line.page);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);

    chapters.forEach((chapter, i) => {
      const page = pages[starts[i] - 1];
      // The page header names the chapter from its first page on, and the title is printed there.
      expect(firstLine(page), `header of page ${starts[i]}`).toBe(chapter.label);
      expect(page.replace(/\s+/g, ' '), `page ${starts[i]}`).toContain(chapter.title);
      expect(firstLine(pages[starts[i] - 2]), `page before ${chapter.label}`).not.toBe(chapter.label);
      expect(page).toContain(`sivu ${starts[i]} / ${pdf.getPageCount()}`);
    });

    // One bookmark per page, in sidebar order; a section may share a page's name, so each page's
    // bookmark is looked for after the previous one's.
    const outline = outlineTitles(pdf);
    let at = -1;
    for (const chapter of chapters) {
      const next = outline.findIndex((o, i) => i > at && o.title === chapter.label);
      expect(next, `bookmark for ${chapter.label}`).toBeGreaterThan(at);
      at = next;
    }
    // A page's h2 sections sit one level below it.
    const labels = new Set(chapters.map((c) => c.label));
    expect(outline.filter((o) => !labels.has(o.title) && o.depth > 0).length).toBeGreaterThan(chapters.length);
  });

  test('the book prints at its own size: nothing wider than a page made Chromium shrink a part of it', async ({ request }) => {
    // The book is printed in parts, and Chromium shrinks a whole print to fit its widest content. A
    // chapter's title is set in points (book.css); a word's box is taller than its font size (ascent
    // and descent), so a title lower than the size means its part was scaled down.
    const css = readFileSync('lib/build/pdf/book.css', 'utf8');
    const size = (selector: string) => Number(new RegExp(`${selector.replace(/\./g, '\\.')}\\s*{[^}]*font-size:\\s*([\\d.]+)pt`).exec(css)![1]);
    const pages = execFileSync('pdftotext', ['-bbox', PDF_PATH, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).split('<page ').slice(1);
    const tallest = (page: string) => Math.max(...[...page.matchAll(/yMin="([\d.]+)"[^>]*yMax="([\d.]+)"/g)].map((m) => Number(m[2]) - Number(m[1])));
    const texts = pageTexts();
    expect(tallest(pages[texts.findIndex((p) => firstLine(p) === 'Sisällys')])).toBeGreaterThanOrEqual(size('.book-toc__title'));
    const toc = tocLines(texts);
    expect(toc).toHaveLength((await chaptersOfSite(request)).length);
    for (const { page } of toc) expect(tallest(pages[page - 1]), `title on page ${page}`).toBeGreaterThanOrEqual(size('.book-chapter h1'));
  });

  test('the book is a tagged PDF whose structure holds every part: a heading element per chapter title', async ({ request }) => {
    const pdf = await PDFDocument.load(readFileSync(PDF_PATH));
    expect(pdf.catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))?.toString()).toBe('true');
    expect(structureProblems(pdf)).toEqual([]);
    let headings = 0;
    const walk = (element: PDFDict) => {
      if (element.get(PDFName.of('S'))?.toString() === '/H1') headings++;
      const k = element.get(PDFName.of('K'));
      for (const kid of k instanceof PDFArray ? k.asArray() : k ? [k] : []) {
        const child = kid instanceof PDFRef ? pdf.context.lookup(kid) : kid;
        if (child instanceof PDFDict && child.get(PDFName.of('Type'))?.toString() === '/StructElem') walk(child);
      }
    };
    walk(pdf.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict).lookup(PDFName.of('K'), PDFDict));
    // The cover's title and the contents' title, then one per chapter.
    expect(headings).toBe(2 + (await chaptersOfSite(request)).length);
  });

  test('links between pages of the manual stay inside the PDF; the rest are absolute on the site address', async ({ request }) => {
    const chapters = await chaptersOfSite(request);
    const manualPaths = new Set(chapters.map((c) => c.href));
    const pdf = await PDFDocument.load(readFileSync(PDF_PATH));
    const dests = pdf.catalog.lookup(PDFName.of('Dests'), PDFDict);
    let internal = 0;
    const uris: string[] = [];
    for (const page of pdf.getPages()) {
      const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
      for (let i = 0; annots && i < annots.size(); i++) {
        const annot = annots.lookup(i, PDFDict);
        const dest = annot.get(PDFName.of('Dest'));
        if (dest instanceof PDFName) {
          expect(dests.has(dest), `destination ${dest.decodeText()}`).toBe(true);
          internal++;
        }
        const uri = text(annot.lookupMaybe(PDFName.of('A'), PDFDict)?.get(PDFName.of('URI')));
        if (uri) uris.push(uri);
      }
    }
    expect(internal).toBeGreaterThan(chapters.length);
    for (const uri of uris) {
      expect(uri).not.toMatch(/localhost|127\.0\.0\.1|kayttoohje\.invalid/);
      const url = new URL(uri);
      if (url.protocol.startsWith('http')) expect(manualPaths.has(decodeURI(url.pathname).replace(/\/$/, '')), uri).toBe(false);
    }
  });

  test('the start page and a category page link the PDF with its real page count and size', async ({ page }) => {
    const pdf = await PDFDocument.load(readFileSync(PDF_PATH));
    const megabytes = (statSync(PDF_PATH).size / 1_000_000).toLocaleString('fi-FI', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
    const name = `Lataa käyttöohje PDF-tiedostona (${pdf.getPageCount()} sivua, ${megabytes} Mt)`;
    for (const path of ['/manual/', '/manual/category/raportointi']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/manual/kayttoohje.pdf');
    }
    const response = await page.request.get('/manual/kayttoohje.pdf');
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).length).toBe(statSync(PDF_PATH).size);
  });

  test('a build without the PDF shows no PDF link', async ({ page }) => {
    await page.route('**/manual/kayttoohje.json', (route) => route.fulfill({ json: { pdf: null } }));
    const manifest = page.waitForResponse('**/manual/kayttoohje.json');
    await page.goto('/manual/');
    await manifest;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /PDF-tiedostona/ })).toHaveCount(0);
  });
});
