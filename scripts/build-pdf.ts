// `npm run build:pdf`: the whole manual as one PDF, out/kayttoohje.pdf, printed by Debian's
// Chromium from the exported pages, then finished with pdf-lib (the table of contents' pages
// with their numbers, header and footer, bookmarks, metadata). Needs a built site in out/.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { PDFDocument, ParseSpeeds } from 'pdf-lib';
import { writeFileAtomic } from '../lib/build/atomic-write';
import { getDocPages, getSidebar } from '../lib/build/docs';
import { release } from '../lib/build/release';
import { brotliQuality, compressedCopies } from '../lib/build/precompress';
import { bookChapters, chapterOfPage, outlineTree, tocEntries, type Chapter, type TocEntry } from '../lib/build/pdf/book';
import { addOutline, namedDestinations, replacePageContents, sameLinkLayout, setMetadata, stampPages, type Destination } from '../lib/build/pdf/pdf-file';
import { chapterArticle, printDocument, type Cover } from '../lib/build/pdf/print-document';
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
// The print document is served to Chromium by request interception: no port, no server.
const BOOK_ORIGIN = 'http://kayttoohje.invalid';
const BOOK_PATH = `${BASE_PATH}/__kirja`;
// The table of contents' page column is as wide as this many digits whatever it holds (book.css),
// so its numbers change no line and no page: the book is printed once with placeholders of that
// width, and then only its front pages again with the numbers read from the first print.
const TOC_DIGITS = 4;
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

function startPages(chapters: Chapter[], destinations: Map<string, Destination>): Map<string, number> {
  return new Map(chapters.flatMap((c) => (destinations.has(c.anchor) ? [[c.anchor, destinations.get(c.anchor)!.page]] : [])));
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
  const chapterIndex = (route: string) => chapterByRoute.get(route);
  const absolute = (route: string) => absoluteUrl(route);
  const stylesheets = new Set<string>();
  const parts = chapters.map((chapter, index) => {
    const file = pageFile(chapter.route);
    if (!existsSync(file)) fail(`the page ${chapter.route} is in the sidebar but ${file} is missing: rebuild the site.`);
    const html = readFileSync(file, 'utf8');
    const printable = chapterArticle(html, { index, route: chapter.route }, chapterIndex, absolute);
    if (!printable) fail(`${file} has no <article> to print.`);
    for (const href of printable.stylesheets) stylesheets.add(href);
    return { chapter, article: printable.article };
  });
  const h2s = new Map(getDocPages().map((d) => [d.route, d.headings.filter((h) => h.depth === 2)]));
  const outline = outlineTree(chapters, (route) => h2s.get(route) ?? []);
  const released = release();
  const updated = `Päivitetty ${released.text}`;
  const cover: Cover = { title: siteConfig.title, subtitle: siteConfig.tagline, updated, address: absoluteUrl('/') };
  const bookCss = readFileSync(join(__dirname, '..', 'lib', 'build', 'pdf', 'book.css'), 'utf8');
  const documentFor = (toc: TocEntry[], frontOnly = false) =>
    printDocument({ cover, toc, chapters: parts, stylesheets: [...stylesheets], bookCss, frontOnly });

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
    let pdf = await renderPdf(page, documentFor(placeholders));
    const toc = tocEntries(chapters, startPages(chapters, namedDestinations(pdf)));
    if (pdf.getPageCount() > TOC_PLACEHOLDER) fail(`the book has ${pdf.getPageCount()} pages; its contents column holds ${TOC_DIGITS} digits.`);
    const starts = toc.map((e) => e.page - 1);
    // The pages before the first chapter: the cover and the table of contents.
    const frontPages = Math.min(...starts);
    const front = await renderPdf(page, documentFor(toc, true));
    const frontAgain = Math.min(...startPages(chapters, namedDestinations(front)).values());
    let printed = 'one print and its front pages again';
    if (frontAgain === frontPages && sameLinkLayout(pdf, front, frontPages)) {
      replacePageContents(pdf, front, frontPages);
    } else {
      // Something wider than the page (book.css keeps tables within it) makes Chromium shrink the
      // whole book, and so its front pages unlike the same pages printed alone.
      console.warn('build:pdf: the front pages printed alone are laid out unlike the whole book (is something wider than the page?); printing the whole book again.');
      pdf = await renderPdf(page, documentFor(toc));
      const moved = tocEntries(chapters, startPages(chapters, namedDestinations(pdf))).find((e, i) => e.page !== toc[i].page);
      if (moved) fail(`the chapter "${moved.label}" moved when the book was printed again with its page numbers.`);
      printed = 'two prints';
    }
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
      const { gz, br } = await compressedCopies(json, brotliQuality(manifestPath));
      writeFileAtomic(`${manifestPath}.gz`, gz);
      writeFileAtomic(`${manifestPath}.br`, br);
    }
    console.log(
      `PDF: ${root}/${PDF_FILE}, ${manifest.pdf!.pages} pages, ${(bytes.length / 1_000_000).toFixed(1)} MB, ` +
        `${chapters.length} chapters, ${updated}, ${printed}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: Error) => fail(error.message));
