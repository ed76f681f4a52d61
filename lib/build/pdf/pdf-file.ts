import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNull, PDFNumber, PDFObjectCopier, PDFRef, StandardFonts, rgb } from 'pdf-lib';
import type { OutlineNode } from './book';

// What pdf-lib adds to the PDF Chromium prints: where each named destination is, the page header
// and footer, the bookmarks and the document's metadata.

export type Destination = { page: number; top: number };

// Chromium writes a named destination (catalog /Dests) for every element a `#` link of the
// document points at, with the page and the element's top edge.
export function namedDestinations(pdf: PDFDocument): Map<string, Destination> {
  const pageIndex = new Map(pdf.getPages().map((page, i) => [page.ref.toString(), i]));
  const found = new Map<string, Destination>();
  const dests = pdf.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  if (!dests) return found;
  for (const [key, value] of dests.entries()) {
    const array = pdf.context.lookupMaybe(value, PDFArray);
    const ref = array?.get(0);
    const top = array?.lookupMaybe(3, PDFNumber)?.asNumber() ?? 0;
    if (!(ref instanceof PDFRef)) continue;
    const page = pageIndex.get(ref.toString());
    if (page !== undefined) found.set(key.decodeText(), { page, top });
  }
  return found;
}

// Where the links of a page are, in the page's order: [x1, y1, x2, y2] each.
function linkRects(pdf: PDFDocument, pageIndex: number): number[][] {
  const annots = pdf.getPage(pageIndex).node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  const rects: number[][] = [];
  for (let i = 0; annots && i < annots.size(); i++) {
    const annot = annots.lookup(i, PDFDict);
    if (annot.get(PDFName.of('Subtype')) !== PDFName.of('Link')) continue;
    rects.push(annot.lookup(PDFName.of('Rect'), PDFArray).asArray().map((n) => (n as PDFNumber).asNumber()));
  }
  return rects;
}

// Whether the first `count` pages of two prints are laid out alike, told by where their links
// are: a line that moved, or a page printed at another scale, moves them.
export function sameLinkLayout(a: PDFDocument, b: PDFDocument, count: number): boolean {
  if (a.getPageCount() < count || b.getPageCount() < count) return false;
  for (let i = 0; i < count; i++) {
    const [ra, rb] = [linkRects(a, i), linkRects(b, i)];
    if (ra.length !== rb.length) return false;
    if (ra.some((rect, k) => rect.some((v, j) => Math.abs(v - rb[k][j]) > 0.01))) return false;
  }
  return true;
}

// The first `count` pages of `pdf` take what `from`'s first pages print: their content streams and
// the resources those draw with. Each page of `pdf` keeps its own object, so its links, its place
// in the document's structure tree and the named destinations on it stay as they are. For a print
// of the same markup with other text of the same layout (the table of contents with its numbers
// in place of placeholders), the marked content of the new streams matches that structure.
export function replacePageContents(pdf: PDFDocument, from: PDFDocument, count: number): void {
  if (from.getPageCount() < count || pdf.getPageCount() < count) {
    throw new Error(`cannot replace ${count} pages: one document has fewer (${pdf.getPageCount()}, ${from.getPageCount()}).`);
  }
  const copier = PDFObjectCopier.for(from.context, pdf.context);
  for (let i = 0; i < count; i++) {
    const source = from.getPage(i).node;
    const contents = source.get(PDFName.of('Contents'));
    const resources = source.Resources();
    if (!contents || !resources) throw new Error(`page ${i + 1} of the new print has no content or resources.`);
    const target = pdf.getPage(i).node;
    target.set(PDFName.of('Contents'), copier.copy(contents));
    target.set(PDFName.of('Resources'), copier.copy(resources));
  }
}

// Header: the chapter's name; footer: "sivu N / M". The cover has neither.
export async function stampPages(pdf: PDFDocument, headerOf: (pageIndex: number) => string | null): Promise<void> {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  // The standard fonts cover WinAnsi (ä, ö, å, dashes); anything else is left out of the header.
  const charset = new Set(font.getCharacterSet());
  const printable = (text: string) => [...text].filter((ch) => charset.has(ch.codePointAt(0)!)).join('');
  const pages = pdf.getPages();
  const colour = rgb(0.35, 0.35, 0.35);
  const size = 8.5;
  pages.forEach((page, i) => {
    if (i === 0) return;
    const { width, height } = page.getSize();
    const header = headerOf(i);
    if (header) page.drawText(printable(header), { x: 51, y: height - 34, size, font, color: colour });
    const footer = `sivu ${i + 1} / ${pages.length}`;
    page.drawText(footer, { x: width - 51 - font.widthOfTextAtSize(footer, size), y: 28, size, font, color: colour });
  });
}

// Every bookmark starts closed; the top level is what a reader first sees in the viewer.
export function addOutline(pdf: PDFDocument, roots: OutlineNode[], destinations: Map<string, Destination>): void {
  const { context } = pdf;
  const pages = pdf.getPages();
  const rootRef = context.nextRef();
  const build = (nodes: OutlineNode[], parent: PDFRef): PDFRef[] => {
    const refs = nodes.map(() => context.nextRef());
    nodes.forEach((node, i) => {
      const destination = destinations.get(node.anchor);
      if (!destination) throw new Error(`No destination in the PDF for the bookmark "${node.title}" (#${node.anchor}).`);
      const dest = context.obj([pages[destination.page].ref, PDFName.of('XYZ'), PDFNull, destination.top, PDFNull]);
      const dict = context.obj({ Title: PDFHexString.fromText(node.title), Parent: parent, Dest: dest });
      const children = build(node.children, refs[i]);
      if (children.length > 0) {
        dict.set(PDFName.of('First'), children[0]);
        dict.set(PDFName.of('Last'), children[children.length - 1]);
        dict.set(PDFName.of('Count'), PDFNumber.of(-children.length));
      }
      if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]);
      if (i < nodes.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]);
      context.assign(refs[i], dict);
    });
    return refs;
  };
  const top = build(roots, rootRef);
  context.assign(
    rootRef,
    context.obj({ Type: 'Outlines', First: top[0], Last: top[top.length - 1], Count: PDFNumber.of(top.length) }),
  );
  pdf.catalog.set(PDFName.of('Outlines'), rootRef);
  pdf.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

// The release date (the newest change to the manual's pages) is the document's creation date.
export function setMetadata(pdf: PDFDocument, meta: { title: string; subject: string; released: Date }): void {
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  pdf.setSubject(meta.subject);
  pdf.setLanguage('fi');
  pdf.setCreationDate(meta.released);
  pdf.setModificationDate(meta.released);
  pdf.setCreator('npm run build:pdf');
  pdf.setProducer('Chromium, pdf-lib');
}
