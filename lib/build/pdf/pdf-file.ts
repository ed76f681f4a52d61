import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFObject,
  PDFObjectCopier,
  PDFPage,
  PDFPageLeaf,
  PDFRef,
  PDFString,
  StandardFonts,
  rgb,
} from 'pdf-lib';
import type { OutlineNode } from './book';

// What pdf-lib does with the PDFs Chromium prints: joins the parts of the book, finds where each
// named destination is, and adds the page header and footer, the bookmarks and the metadata.

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

// A print of the book in parts: Chromium's time to print grows faster than the book (at 1,000
// pages, 2,951 PDF pages took 89 s in one print and 46 s in four), so each part is printed on its
// own and its pages appended to the front pages' PDF. Chromium's tagged PDF has a structure tree
// of one Document element, whose parts are found from each page's /StructParents and each link's
// /StructParent through the /ParentTree; these numbers are shifted past the ones already used.
// Table headers have ids in an /IDTree, named after Chromium's DOM node ids, which are counted per
// browser process and so distinct across the prints of one run. Anything else in a structure tree
// (a /RoleMap, say) is not merged, so it stops the build.
const STRUCT_TREE_KEYS = new Set(['/Type', '/K', '/ParentTree', '/ParentTreeNextKey', '/IDTree']);

type StructTree = {
  root: PDFDict;
  document: PDFDict;
  documentRef: PDFRef;
  nums: [number, PDFObject][];
  nextKey: number;
  ids: [string, PDFObject][];
};

function nameTreeEntries(node: PDFDict): [string, PDFObject][] {
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  const entries: [string, PDFObject][] = [];
  for (let i = 0; names && i + 1 < names.size(); i += 2) entries.push([names.lookup(i, PDFString, PDFHexString).decodeText(), names.get(i + 1)]);
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let i = 0; kids && i < kids.size(); i++) entries.push(...nameTreeEntries(kids.lookup(i, PDFDict)));
  return entries;
}

function numberTreeEntries(node: PDFDict): [number, PDFObject][] {
  const nums = node.lookupMaybe(PDFName.of('Nums'), PDFArray);
  const entries: [number, PDFObject][] = [];
  for (let i = 0; nums && i + 1 < nums.size(); i += 2) entries.push([nums.lookup(i, PDFNumber).asNumber(), nums.get(i + 1)]);
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let i = 0; kids && i < kids.size(); i++) entries.push(...numberTreeEntries(kids.lookup(i, PDFDict)));
  return entries;
}

function structTree(pdf: PDFDocument, name: string): StructTree {
  const root = pdf.catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict);
  if (!root) throw new Error(`${name} is not a tagged PDF (no structure tree).`);
  const unknown = root.keys().map(String).filter((key) => !STRUCT_TREE_KEYS.has(key));
  if (unknown.length > 0) throw new Error(`${name}'s structure tree has ${unknown.join(', ')}, which the merge does not carry over.`);
  const k = root.get(PDFName.of('K'));
  const documentRef = k instanceof PDFArray && k.size() === 1 ? k.get(0) : k;
  const document = documentRef instanceof PDFRef ? pdf.context.lookupMaybe(documentRef, PDFDict) : undefined;
  if (!(documentRef instanceof PDFRef) || document?.get(PDFName.of('S')) !== PDFName.of('Document')) {
    throw new Error(`${name}'s structure tree does not hold one Document element.`);
  }
  const parentTree = root.lookupMaybe(PDFName.of('ParentTree'), PDFDict);
  const nums = parentTree ? numberTreeEntries(parentTree) : [];
  const next = root.lookupMaybe(PDFName.of('ParentTreeNextKey'), PDFNumber)?.asNumber();
  const idTree = root.lookupMaybe(PDFName.of('IDTree'), PDFDict);
  const ids = idTree ? nameTreeEntries(idTree) : [];
  return { root, document, documentRef, nums, nextKey: next ?? Math.max(-1, ...nums.map(([key]) => key)) + 1, ids };
}

// A number or name tree's own nodes, not the values they hold: pdf-lib writes every object of the
// document, so a tree that is replaced must be deleted or the file carries it too.
function deleteTree(context: PDFDocument['context'], node: PDFObject | undefined) {
  if (!(node instanceof PDFRef)) return;
  const kidsOfNode = context.lookupMaybe(node, PDFDict)?.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let i = 0; kidsOfNode && i < kidsOfNode.size(); i++) deleteTree(context, kidsOfNode.get(i));
  context.delete(node);
}

function kids(dict: PDFDict): PDFObject[] {
  const k = dict.get(PDFName.of('K'));
  return k instanceof PDFArray ? k.asArray() : k ? [k] : [];
}

function shift(dict: PDFDict, key: string, by: number) {
  const value = dict.lookupMaybe(PDFName.of(key), PDFNumber);
  if (value) dict.set(PDFName.of(key), PDFNumber.of(value.asNumber() + by));
}

// Appends `part`'s pages to `pdf` with their links, their named destinations and their place in
// the structure tree, after what `pdf` already has.
export function appendTaggedPdf(pdf: PDFDocument, part: PDFDocument): void {
  const target = structTree(pdf, 'the book');
  const source = structTree(part, 'a part of the book');
  const offset = target.nextKey;
  const copier = PDFObjectCopier.for(part.context, pdf.context);
  // Copying the part's Document element must not copy its structure tree root along with it.
  source.document.delete(PDFName.of('P'));
  // Each page is copied by reference, so what else points at it (a structure element's /Pg, a
  // destination) is given the copy and not a second one.
  for (const page of part.getPages()) {
    const ref = copier.copy(page.ref) as PDFRef;
    const leaf = pdf.context.lookup(ref) as PDFPageLeaf;
    shift(leaf, 'StructParents', offset);
    const annots = leaf.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; annots && i < annots.size(); i++) shift(annots.lookup(i, PDFDict), 'StructParent', offset);
    pdf.addPage(PDFPage.of(leaf, ref, pdf));
  }
  const copiedRef = copier.copy(source.documentRef) as PDFRef;
  const copied = pdf.context.lookup(copiedRef, PDFDict);
  const documentKids = kids(target.document);
  for (const kid of kids(copied)) {
    const element = kid instanceof PDFRef ? pdf.context.lookupMaybe(kid, PDFDict) : undefined;
    if (!element) throw new Error('a part of the book has content directly in its Document element, which the merge does not carry over.');
    element.set(PDFName.of('P'), target.documentRef);
    documentKids.push(kid);
  }
  target.document.set(PDFName.of('K'), pdf.context.obj(documentKids));
  pdf.context.delete(copiedRef);

  const nums = [...target.nums, ...source.nums.map(([key, value]): [number, PDFObject] => [key + offset, copier.copy(value)])];
  deleteTree(pdf.context, target.root.get(PDFName.of('ParentTree')));
  target.root.set(PDFName.of('ParentTree'), pdf.context.register(pdf.context.obj({ Nums: nums.flat() })));
  target.root.set(PDFName.of('ParentTreeNextKey'), PDFNumber.of(offset + source.nextKey));
  if (source.ids.length > 0) {
    const ids = new Map(target.ids);
    for (const [id, value] of source.ids) {
      if (ids.has(id)) throw new Error(`two parts of the book have the structure element id ${id}.`);
      ids.set(id, copier.copy(value));
    }
    // A name tree's keys are in byte order.
    const sorted = [...ids].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const names = sorted.flatMap(([id, value]) => [PDFString.of(id), value]);
    deleteTree(pdf.context, target.root.get(PDFName.of('IDTree')));
    target.root.set(PDFName.of('IDTree'), pdf.context.register(pdf.context.obj({ Names: names })));
  }

  const partDests = part.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  if (partDests) {
    let dests = pdf.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
    if (!dests) pdf.catalog.set(PDFName.of('Dests'), pdf.context.register((dests = pdf.context.obj({}))));
    for (const [key, value] of partDests.entries()) dests.set(key, copier.copy(value));
  }
}

// What is wrong with a tagged PDF's structure: an element on a page that is not the document's, a
// page or link whose key in the /ParentTree does not lead back to its own elements, an element the
// /ParentTree names that the tree does not hold. Empty for a sound one.
export function structureProblems(pdf: PDFDocument): string[] {
  const problems: string[] = [];
  let tree: StructTree;
  try {
    tree = structTree(pdf, 'the PDF');
  } catch (error) {
    return [(error as Error).message];
  }
  const pages = new Set(pdf.getPages().map((p) => p.ref));
  const elements = new Set<PDFDict>();
  const walk = (ref: PDFRef, parent: PDFRef) => {
    const element = pdf.context.lookupMaybe(ref, PDFDict);
    if (!element || elements.has(element)) {
      problems.push(`${ref} is not a structure element, or is in the tree twice.`);
      return;
    }
    elements.add(element);
    if (element.get(PDFName.of('P')) !== parent) problems.push(`${ref} does not name ${parent} as its parent.`);
    const page = element.get(PDFName.of('Pg'));
    if (page && !pages.has(page as PDFRef)) problems.push(`${ref} is on ${page}, which is not a page of the document.`);
    for (const kid of kids(element)) {
      if (kid instanceof PDFRef) walk(kid, ref);
      else if (kid instanceof PDFDict && kid.get(PDFName.of('Pg')) && !pages.has(kid.get(PDFName.of('Pg')) as PDFRef)) {
        problems.push(`a part of ${ref} is on a page that is not the document's.`);
      }
    }
  };
  walk(tree.documentRef, pdf.catalog.get(PDFName.of('StructTreeRoot')) as PDFRef);
  const byKey = new Map(tree.nums);
  // An element's marked content is on its /Pg, or (a table header repeated on the next page) on
  // the /Pg of a marked-content reference among its kids.
  const onPage = (element: PDFDict, page: PDFRef) =>
    element.get(PDFName.of('Pg')) === page || kids(element).some((kid) => kid instanceof PDFDict && kid.get(PDFName.of('Pg')) === page);
  // A page's key leads to the array of its marked content's elements, a link's to its element.
  const owners = (value: PDFObject | undefined): (PDFDict | undefined)[] => {
    const resolved = value instanceof PDFRef ? pdf.context.lookup(value) : value;
    if (resolved instanceof PDFArray) return resolved.asArray().map((v) => pdf.context.lookupMaybe(v, PDFDict));
    return resolved instanceof PDFDict ? [resolved] : [];
  };
  for (const [index, page] of pdf.getPages().entries()) {
    const key = page.node.lookupMaybe(PDFName.of('StructParents'), PDFNumber)?.asNumber();
    if (key === undefined) continue;
    const marked = owners(byKey.get(key));
    if (marked.length === 0) problems.push(`page ${index + 1}'s key ${key} is not in the parent tree.`);
    for (const element of marked) {
      if (!element || !elements.has(element)) problems.push(`page ${index + 1}'s key ${key} names an element outside the structure tree.`);
      else if (!onPage(element, page.ref)) problems.push(`page ${index + 1}'s key ${key} names an element with nothing on that page.`);
    }
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; annots && i < annots.size(); i++) {
      const annotKey = annots.lookup(i, PDFDict).lookupMaybe(PDFName.of('StructParent'), PDFNumber)?.asNumber();
      if (annotKey === undefined) continue;
      const [link] = owners(byKey.get(annotKey));
      const objects = link ? kids(link).map((kid) => (kid instanceof PDFDict ? kid.get(PDFName.of('Obj')) : undefined)) : [];
      if (!link || !elements.has(link) || !objects.includes(annots.get(i))) {
        problems.push(`a link on page ${index + 1} (key ${annotKey}) is not found from its element in the structure tree.`);
      }
    }
  }
  return problems.slice(0, 20);
}

// A link from one part of the book to another is printed as a web link `${prefix}name`, the
// part holding its target not being in that print; it becomes a jump to the named destination.
// Returns the names no part has a destination for.
export function resolveBookLinks(pdf: PDFDocument, prefix: string): string[] {
  const dests = pdf.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  const missing: string[] = [];
  for (const page of pdf.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; annots && i < annots.size(); i++) {
      const annot = annots.lookup(i, PDFDict);
      const uri = annot.lookupMaybe(PDFName.of('A'), PDFDict)?.lookupMaybe(PDFName.of('URI'), PDFString, PDFHexString)?.decodeText();
      if (!uri?.startsWith(prefix)) continue;
      const name = uri.slice(prefix.length);
      annot.delete(PDFName.of('A'));
      annot.set(PDFName.of('Dest'), PDFName.of(name));
      if (!dests?.has(PDFName.of(name))) missing.push(name);
    }
  }
  return missing;
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
