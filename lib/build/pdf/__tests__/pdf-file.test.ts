import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFString, StandardFonts, type PDFObject, type PDFRef } from 'pdf-lib';
import { appendTaggedPdf, namedDestinations, resolveBookLinks, sameLinkLayout, structureProblems } from '../pdf-file';
import { BOOK_LINK } from '../print-document';

// Two prints of the same layout: every page has a line of text and a link at the same places;
// only the words differ.
async function print(words: string[], linkAt: (page: number) => number[]): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  words.forEach((text, i) => {
    const page = pdf.addPage([595, 842]);
    page.drawText(text, { x: 50, y: 700, size: 12, font });
    const link = pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: linkAt(i), Dest: PDFName.of(`k${i}`) });
    page.node.set(PDFName.of('Annots'), pdf.context.obj([pdf.context.register(link)]));
  });
  return pdf;
}

const at = () => [50, 690, 545, 712];

type PageSpec = { dest: string; link?: { dest?: string; uri?: string }; id?: string };

// A tagged print the way Chromium writes one: one Document element whose children are marked
// content on the pages and links; each page's /StructParents and each link's /StructParent key the
// /ParentTree; table headers' ids in an /IDTree; named destinations in the catalog's /Dests.
async function taggedPrint(specs: PageSpec[]): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const { context } = pdf;
  const documentRef = context.nextRef();
  const rootRef = context.nextRef();
  const kids: PDFRef[] = [];
  const nums: (number | PDFObject)[] = [];
  const ids: PDFObject[] = [];
  const dests: Record<string, PDFObject> = {};
  let key = 0;
  for (const spec of specs) {
    const page = pdf.addPage([595, 842]);
    const heading = context.obj({ Type: 'StructElem', S: 'H1', P: documentRef, Pg: page.ref, K: 0 });
    const headingRef = context.register(heading);
    kids.push(headingRef);
    page.node.set(PDFName.of('StructParents'), PDFNumber.of(key));
    nums.push(key++, context.obj([headingRef]));
    dests[spec.dest] = context.obj([page.ref, 'XYZ', null, 800, null]);
    if (spec.id) {
      heading.set(PDFName.of('ID'), PDFString.of(spec.id));
      ids.push(PDFString.of(spec.id), headingRef);
    }
    if (spec.link) {
      const target = spec.link.dest
        ? { Dest: PDFName.of(spec.link.dest) }
        : { A: context.obj({ Type: 'Action', S: 'URI', URI: PDFString.of(spec.link.uri!) }) };
      const annotRef = context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [50, 690, 545, 712], StructParent: key, ...target }));
      page.node.set(PDFName.of('Annots'), context.obj([annotRef]));
      const linkRef = context.register(context.obj({ Type: 'StructElem', S: 'Link', P: documentRef, K: [context.obj({ Type: 'OBJR', Obj: annotRef, Pg: page.ref })] }));
      kids.push(linkRef);
      nums.push(key++, linkRef);
    }
  }
  context.assign(documentRef, context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: kids }));
  const root = context.obj({ Type: 'StructTreeRoot', K: documentRef, ParentTree: context.register(context.obj({ Nums: nums })), ParentTreeNextKey: key });
  if (ids.length > 0) root.set(PDFName.of('IDTree'), context.register(context.obj({ Kids: [context.register(context.obj({ Names: ids }))] })));
  context.assign(rootRef, root);
  pdf.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
  pdf.catalog.set(PDFName.of('Dests'), context.register(context.obj(dests)));
  return PDFDocument.load(await pdf.save());
}

const reloaded = async (pdf: PDFDocument) => PDFDocument.load(await pdf.save());

describe('appendTaggedPdf', () => {
  it('appends the pages with their place in the structure tree, their links and their destinations', async () => {
    const book = await taggedPrint([{ dest: 'etu', link: { uri: `${BOOK_LINK}k1` } }]);
    appendTaggedPdf(book, await taggedPrint([{ dest: 'k0', link: { dest: 'k0' }, id: 'node00000007' }, { dest: 'k0-a' }]));
    appendTaggedPdf(book, await taggedPrint([{ dest: 'k1', link: { uri: `${BOOK_LINK}k0-a` }, id: 'node00000003' }]));
    expect(resolveBookLinks(book, BOOK_LINK)).toEqual([]);
    const pdf = await reloaded(book);

    expect(pdf.getPageCount()).toBe(4);
    expect(structureProblems(pdf)).toEqual([]);
    const destinations = namedDestinations(pdf);
    expect([...destinations].map(([name, d]) => [name, d.page])).toEqual([
      ['etu', 0],
      ['k0', 1],
      ['k0-a', 2],
      ['k1', 3],
    ]);
    // Each page's key is its own; the next key follows the last one used.
    const keys = pdf.getPages().map((p) => p.node.lookup(PDFName.of('StructParents'), PDFNumber).asNumber());
    expect(new Set(keys).size).toBe(4);
    const root = pdf.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
    expect(root.lookup(PDFName.of('ParentTreeNextKey'), PDFNumber).asNumber()).toBe(7);
    // The Document holds every part's elements in order: heading and link of each page.
    const document = root.lookup(PDFName.of('K'), PDFDict);
    const kinds = document.lookup(PDFName.of('K'), PDFArray).asArray().map((ref) => pdf.context.lookup(ref, PDFDict).get(PDFName.of('S'))?.toString());
    expect(kinds).toEqual(['/H1', '/Link', '/H1', '/Link', '/H1', '/H1', '/Link']);
    // The ids of both parts, in the name tree's byte order.
    const names = root.lookup(PDFName.of('IDTree'), PDFDict).lookup(PDFName.of('Names'), PDFArray);
    expect([0, 2].map((i) => names.lookup(i, PDFString).decodeText())).toEqual(['node00000003', 'node00000007']);
    // The trees the joins replaced are gone from the file, not just unreferenced.
    const trees = (key: string) => pdf.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFDict && o.has(PDFName.of(key)));
    expect(trees('Nums')).toHaveLength(1);
    expect(trees('Names')).toHaveLength(1);
    // The links between parts jump to their destinations.
    const linkOf = (page: number) => pdf.getPage(page).node.lookup(PDFName.of('Annots'), PDFArray).lookup(0, PDFDict);
    expect(linkOf(0).get(PDFName.of('Dest'))).toBe(PDFName.of('k1'));
    expect(linkOf(0).get(PDFName.of('A'))).toBeUndefined();
    expect(linkOf(3).get(PDFName.of('Dest'))).toBe(PDFName.of('k0-a'));
  });

  it('refuses parts whose structure it cannot join', async () => {
    const untagged = await PDFDocument.create();
    untagged.addPage();
    await expect(async () => appendTaggedPdf(await taggedPrint([{ dest: 'a' }]), untagged)).rejects.toThrow('not a tagged PDF');
    const roles = await taggedPrint([{ dest: 'b' }]);
    roles.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict).set(PDFName.of('RoleMap'), roles.context.obj({ Otsikko: 'H1' }));
    await expect(async () => appendTaggedPdf(await taggedPrint([{ dest: 'a' }]), roles)).rejects.toThrow('/RoleMap');
    const first = await taggedPrint([{ dest: 'a', id: 'node00000001' }]);
    await expect(async () => appendTaggedPdf(first, await taggedPrint([{ dest: 'b', id: 'node00000001' }]))).rejects.toThrow('node00000001');
  });
});

describe('resolveBookLinks', () => {
  it('names the book links no part has a destination for, and leaves web links alone', async () => {
    const pdf = await taggedPrint([{ dest: 'a', link: { uri: `${BOOK_LINK}puuttuu` } }, { dest: 'b', link: { uri: 'https://example.org/' } }]);
    expect(resolveBookLinks(pdf, BOOK_LINK)).toEqual(['puuttuu']);
    const web = pdf.getPage(1).node.lookup(PDFName.of('Annots'), PDFArray).lookup(0, PDFDict);
    expect(web.lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI'), PDFString).decodeText()).toBe('https://example.org/');
  });
});

describe('structureProblems', () => {
  it('finds an element on a page outside the document and a page whose key leads elsewhere', async () => {
    const pdf = await taggedPrint([{ dest: 'a', link: { dest: 'b' } }, { dest: 'b' }]);
    expect(structureProblems(pdf)).toEqual([]);
    const second = pdf.getPage(1);
    second.node.set(PDFName.of('StructParents'), PDFNumber.of(0));
    expect(structureProblems(pdf).join('\n')).toContain("page 2's key 0 names an element with nothing on that page");
    const stray = await taggedPrint([{ dest: 'c' }]);
    const heading = pdf.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict).lookup(PDFName.of('K'), PDFDict).lookup(PDFName.of('K'), PDFArray).lookup(0, PDFDict);
    heading.set(PDFName.of('Pg'), pdf.context.register(stray.getPage(0).node.clone(pdf.context)));
    expect(structureProblems(pdf).join('\n')).toContain('which is not a page of the document');
  });
});

describe('sameLinkLayout', () => {
  it('holds for prints whose links are at the same places, whatever their words', async () => {
    expect(sameLinkLayout(await print(['8888', 'x'], at), await print(['12'], at), 1)).toBe(true);
  });

  it('fails when a link moved or the page was printed at another scale', async () => {
    const moved = (i: number) => (i === 0 ? [50, 689, 545, 711] : at());
    const shrunk = () => at().map((v) => v * 0.83);
    const book = await print(['8888', 'x'], at);
    expect(sameLinkLayout(book, await print(['12', 'x'], moved), 1)).toBe(false);
    expect(sameLinkLayout(book, await print(['12', 'x'], shrunk), 2)).toBe(false);
  });

  it('fails when one print has fewer pages or another number of links', async () => {
    const book = await print(['8888', 'x'], at);
    expect(sameLinkLayout(book, await print(['12'], at), 2)).toBe(false);
    const noLinks = await print(['12'], at);
    noLinks.getPage(0).node.delete(PDFName.of('Annots'));
    expect(sameLinkLayout(book, noLinks, 1)).toBe(false);
  });
});
