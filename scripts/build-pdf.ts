// `npm run build:pdf`: the whole manual as one PDF, out/kayttoohje.pdf, printed in parts by
// Debian's Chromium from the exported pages, then joined and finished with pdf-lib (header and
// footer, bookmarks, metadata). Needs a built site in out/.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { PDFDocument, ParseSpeeds } from 'pdf-lib';
import { writeFileAtomic } from '../lib/build/atomic-write';
import { getDocPages, getSidebar } from '../lib/build/docs';
import { release } from '../lib/build/release';
import { brotliQuality, compressedCopies } from '../lib/build/precompress';
import { anchorChapter, bookChapters, bookParts, chapterOfPage, outlineTree, tocEntries } from '../lib/build/pdf/book';
import { addOutline, appendTaggedPdf, namedDestinations, resolveBookLinks, sameLinkLayout, setMetadata, stampPages, structureProblems } from '../lib/build/pdf/pdf-file';
import { BOOK_LINK, BOOK_ORIGIN, articleSize, chapterArticle, frontDocument, partDocument, type Cover } from '../lib/build/pdf/print-document';
import { PDF_FILE, PDF_MANIFEST_FILE, type PdfManifest } from '../lib/site/pdf-manifest';
import { BASE_PATH, safeDecode } from '../lib/site/routes';
import { siteConfig } from '../lib/site/site-config';
import { absoluteUrl, parseSiteUrl, siteUrlNotice } from '../lib/site/site-url';
import { RELEASE_OUT_DIR } from './build-targets.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
const root = args.find((arg) => !arg.startsWith('--')) ?? RELEASE_OUT_DIR;
// Given by the release build, which prints the PDF while other steps make the export's compressed
// copies: the manifest and its copies wait until the build closes this script's standard input.
const manifestAtEof = args.includes('--manifest-at-eof');
// The print documents are served to Chromium by request interception: no port, no server.
const BOOK_PATH = `${BASE_PATH}/__kirja`;
// The table of contents' page column is as wide as this many digits whatever it holds (book.css),
// so its numbers change no line and no page: the front pages are printed with placeholders of that
// width to learn where the first chapter starts, and again with the numbers the parts give.
const TOC_DIGITS = 4;
// Chromium's time to print grows faster than the document, so the book is printed in parts of
// about this much article HTML. At 1,000 pages (8 MB of articles, 2,951 PDF pages) the book took
// 149 s in one print, and in parts of 256 KiB, 512 KiB and 1 MiB 76, 72 and 72 s. Each part adds
// its own font subsets: at this size the book is 25.3 MB against 24.1 MB in one print. At this
// size the manual itself is two parts, so its own build joins parts too.
const PART_BYTES = 512 * 1024;
const TOC_PLACEHOLDER = Number('8'.repeat(TOC_DIGITS));

function fail(message: string): never {
  console.error(`build:pdf: ${message}`);
  process.exit(1);
}

function pageFile(route: string): string {
  return join(root, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

// pdf-lib reads and writes in batches with a timer between them, so that a page's event loop stays
// responsive. This script has nothing else to do meanwhile, and the timers cost about 12 s of a
// 3,000-page book (load 12.3 → 8.0 s, save 15.4 → 7.5 s), so both go in one batch.
async function renderPdf(page: Page, html: string): Promise<PDFDocument> {
  await page.route(`${BOOK_ORIGIN}${BOOK_PATH}`, (route) =>
    route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
  );
  await page.goto(`${BOOK_ORIGIN}${BOOK_PATH}`, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const bytes = await page.pdf({ printBackground: true, preferCSSPageSize: true, tagged: true });
  await page.unroute(`${BOOK_ORIGIN}${BOOK_PATH}`);
  return PDFDocument.load(bytes, { parseSpeed: ParseSpeeds.Fastest });
}

async function main() {
  const started = Date.now();
  if (!existsSync(CHROMIUM_PATH)) {
    fail(`no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH): ${root}/${PDF_FILE} was not made.`);
  }
  if (!existsSync(join(root, 'index.html'))) fail(`no built site in ${root}/: run npm run build first.`);
  // The cover and the links out of the book carry the site address.
  console.log(siteUrlNotice(parseSiteUrl(process.env.SITE_URL)));

  const sidebar = getSidebar();
  const chapters = bookChapters(sidebar);
  const chapterByRoute = new Map(chapters.map((c, i) => [c.route, i]));
  const pages = chapters.map((chapter) => {
    const file = pageFile(chapter.route);
    if (!existsSync(file)) fail(`the page ${chapter.route} is in the sidebar but ${file} is missing: rebuild the site.`);
    return { file, html: readFileSync(file, 'utf8') };
  });
  const partOf = bookParts(pages.map((p) => articleSize(p.html)), PART_BYTES);
  const partCount = partOf[partOf.length - 1] + 1;
  // What each part's print must hold a destination for: its chapters' starts (the table of
  // contents and the bookmarks jump there) and what other parts link to.
  const destinationsOf: Set<string>[] = Array.from({ length: partCount }, () => new Set());
  chapters.forEach((c, i) => destinationsOf[partOf[i]].add(c.anchor));
  const stylesheets = new Set<string>();
  const articles = chapters.map((chapter, index) => {
    const printable = chapterArticle(pages[index].html, { index, route: chapter.route }, {
      chapterIndex: (route) => chapterByRoute.get(route),
      absolute: (route) => absoluteUrl(route),
      samePart: (other) => partOf[other] === partOf[index],
    });
    if (!printable) fail(`${pages[index].file} has no <article> to print.`);
    for (const href of printable.stylesheets) stylesheets.add(href);
    for (const name of printable.otherParts) destinationsOf[partOf[anchorChapter(name)]].add(name);
    return { chapter, article: printable.article };
  });
  const h2s = new Map(getDocPages().map((d) => [d.route, d.headings.filter((h) => h.depth === 2)]));
  const outline = outlineTree(chapters, (route) => h2s.get(route) ?? []);
  const released = release();
  const updated = `Päivitetty ${released.text}`;
  const cover: Cover = { title: siteConfig.title, subtitle: siteConfig.tagline, updated, address: absoluteUrl('/') };
  const style = { stylesheets: [...stylesheets], bookCss: readFileSync(join(__dirname, '..', 'lib', 'build', 'pdf', 'book.css'), 'utf8') };

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    // The site's own files (stylesheets, images) come from the export; nothing leaves the machine.
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      const file = url.pathname.startsWith(BASE_PATH + '/') ? join(root, safeDecode(url.pathname.slice(BASE_PATH.length))) : null;
      if (url.origin === BOOK_ORIGIN && file && existsSync(file) && statSync(file).isFile()) return route.fulfill({ path: file });
      return route.fulfill({ status: 404, body: '' });
    });

    const placeholders = chapters.map((c) => ({ label: c.label, depth: c.depth, anchor: c.anchor, page: TOC_PLACEHOLDER }));
    const draft = await renderPdf(page, frontDocument(cover, placeholders, style));
    const frontPages = draft.getPageCount();
    const parts: PDFDocument[] = [];
    const startPages = new Map<string, number>();
    let pageCount = frontPages;
    for (let part = 0; part < partCount; part++) {
      const inPart = articles.filter((_, i) => partOf[i] === part);
      const printed = await renderPdf(page, partDocument(siteConfig.title, inPart, [...destinationsOf[part]], style));
      const destinations = namedDestinations(printed);
      for (const { chapter } of inPart) {
        const destination = destinations.get(chapter.anchor);
        if (destination) startPages.set(chapter.anchor, pageCount + destination.page);
      }
      pageCount += printed.getPageCount();
      parts.push(printed);
    }
    const toc = tocEntries(chapters, startPages);
    if (pageCount > TOC_PLACEHOLDER) fail(`the book has ${pageCount} pages; its contents column holds ${TOC_DIGITS} digits.`);
    const starts = toc.map((e) => e.page - 1);
    const pdf = await renderPdf(page, frontDocument(cover, toc, style));
    if (pdf.getPageCount() !== frontPages || !sameLinkLayout(draft, pdf, frontPages)) {
      fail('the table of contents is laid out differently with its page numbers than with placeholders (book.css: .book-toc__page).');
    }
    for (const part of parts) appendTaggedPdf(pdf, part);
    const unresolved = resolveBookLinks(pdf, BOOK_LINK);
    if (unresolved.length > 0) fail(`no part of the book has a destination for ${unresolved.slice(0, 5).join(', ')}.`);
    const problems = structureProblems(pdf);
    if (problems.length > 0) fail(`the joined book's structure tree is broken:\n  ${problems.join('\n  ')}`);
    const destinations = namedDestinations(pdf);

    await stampPages(pdf, (i) => {
      const chapter = chapterOfPage(starts, i);
      return chapter >= 0 ? chapters[chapter].label : 'Sisällys';
    });
    addOutline(pdf, outline, destinations);
    setMetadata(pdf, { title: siteConfig.title, subject: `${siteConfig.tagline}. ${updated}. ${cover.address}`, released: released.date });
    const bytes = await pdf.save({ objectsPerTick: Infinity });
    writeFileAtomic(join(root, PDF_FILE), bytes);
    if (manifestAtEof) await once(process.stdin.resume(), 'end');

    const manifest: PdfManifest = { pdf: { file: PDF_FILE, pages: pdf.getPageCount(), bytes: bytes.length } };
    const manifestPath = join(root, PDF_MANIFEST_FILE);
    const json = Buffer.from(JSON.stringify(manifest));
    writeFileAtomic(manifestPath, json);
    // The release has precompressed copies of every text file; the export's "no PDF" copies
    // would otherwise be served in place of the new manifest.
    if (existsSync(`${manifestPath}.gz`) || existsSync(`${manifestPath}.br`)) {
      const { gz, br } = compressedCopies(json, brotliQuality(manifestPath));
      writeFileAtomic(`${manifestPath}.gz`, gz);
      writeFileAtomic(`${manifestPath}.br`, br);
    }
    console.log(
      `PDF: ${root}/${PDF_FILE}, ${manifest.pdf!.pages} pages, ${(bytes.length / 1_000_000).toFixed(1)} MB, ` +
        `${chapters.length} chapters in ${partCount} parts, ${updated}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: Error) => fail(error.message));
