import { PDFArray, PDFDocument, PDFName, PDFRawStream, StandardFonts, decodePDFRawStream } from 'pdf-lib';
import { replacePageContents, sameLinkLayout } from '../pdf-file';

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

async function contentText(pdf: PDFDocument, index: number): Promise<string> {
  const saved = await PDFDocument.load(await pdf.save());
  const contents = saved.getPage(index).node.lookup(PDFName.of('Contents'));
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => saved.context.lookup(r)) : [contents];
  return streams
    .map((s) => Buffer.from(s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : new Uint8Array()).toString('latin1'))
    .join('\n');
}

// drawText writes WinAnsi text as a hex string.
const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`;

describe('replacePageContents', () => {
  it('gives the first pages the new print and keeps each page object, its links and the rest of the book', async () => {
    const book = await print(['Sisällys 8888', 'Luku 1', 'Luku 2'], at);
    const front = await print(['Sisällys 3', 'tynkä'], at);
    const refs = book.getPages().map((p) => p.ref.toString());
    const annots = book.getPage(0).node.get(PDFName.of('Annots'));

    replacePageContents(book, front, 1);

    expect(book.getPages().map((p) => p.ref.toString())).toEqual(refs);
    expect(book.getPage(0).node.get(PDFName.of('Annots'))).toBe(annots);
    const first = await contentText(book, 0);
    expect(first).toContain(hex('Sisällys 3'));
    expect(first).not.toContain(hex('Sisällys 8888'));
    expect(await contentText(book, 1)).toContain(hex('Luku 1'));
    expect(await contentText(book, 2)).toContain(hex('Luku 2'));
  });

  it('refuses to replace more pages than either print has', async () => {
    const book = await print(['a', 'b'], at);
    const front = await print(['c'], at);
    expect(() => replacePageContents(book, front, 2)).toThrow('cannot replace 2 pages');
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
