import { checkPdfManifest } from '../../build/link-check';
import { parsePdfManifest, pdfLinkText } from '../pdf-manifest';

describe('the PDF link and its manifest', () => {
  test('the link names the page count and the size in megabytes with a decimal comma', () => {
    expect(pdfLinkText({ file: 'kayttoohje.pdf', pages: 169, bytes: 2_149_000 })).toBe(
      'Lataa käyttöohje PDF-tiedostona (169 sivua, 2,1 Mt)',
    );
  });

  test('a manifest of another shape counts as no manifest', () => {
    expect(parsePdfManifest({ pdf: null })).toEqual({ pdf: null });
    expect(parsePdfManifest({ pdf: { file: 'muu.pdf', pages: 3, bytes: 10 } })).toBeNull();
    expect(parsePdfManifest({ pdf: { file: 'kayttoohje.pdf', pages: 0, bytes: 10 } })).toBeNull();
    expect(parsePdfManifest('x')).toBeNull();
  });

  test('the build accepts "no PDF" and a manifest that matches the file, nothing else', () => {
    const manifest = JSON.stringify({ pdf: { file: 'kayttoohje.pdf', pages: 12, bytes: 3000 } });
    expect(checkPdfManifest(JSON.stringify({ pdf: null }), undefined)).toEqual([]);
    expect(checkPdfManifest(manifest, { pages: 12, bytes: 3000 })).toEqual([]);
    expect(checkPdfManifest(manifest, undefined)).toEqual(['kayttoohje.json links kayttoohje.pdf, which is missing']);
    expect(checkPdfManifest(manifest, { pages: 11, bytes: 3000 })).toEqual([
      'kayttoohje.json says 12 pages, kayttoohje.pdf has 11',
    ]);
    expect(checkPdfManifest(undefined, undefined)).toEqual(['kayttoohje.json is missing from the export']);
  });
});
