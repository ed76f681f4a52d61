import { withBasePath } from './routes';

// The PDF of the whole manual and the small JSON beside it that tells the site whether this
// build has the PDF. The export writes the JSON with `pdf: null`; `npm run build:pdf` rewrites it
// with the figures of the file it made. The site is exported before the PDF exists, so the link
// is rendered in the browser from this JSON rather than baked into the exported pages.
export const PDF_FILE = 'kayttoohje.pdf';
export const PDF_MANIFEST_FILE = 'kayttoohje.json';

export type PdfFacts = { file: string; pages: number; bytes: number };
export type PdfManifest = { pdf: PdfFacts | null };

export const NO_PDF: PdfManifest = { pdf: null };

export function pdfManifestUrl(): string {
  return withBasePath(`/${PDF_MANIFEST_FILE}`);
}

export function pdfUrl(facts: PdfFacts): string {
  return withBasePath(`/${facts.file}`);
}

// Megabytes as Finnish writes them: "2,4 Mt" (decimal comma, 10^6 bytes).
export function pdfLinkText(facts: PdfFacts): string {
  const megabytes = (facts.bytes / 1_000_000).toLocaleString('fi-FI', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `Lataa käyttöohje PDF-tiedostona (${facts.pages} sivua, ${megabytes} Mt)`;
}

// What a manifest must look like; anything else counts as no PDF in the browser and as an error
// in the build's checks.
export function parsePdfManifest(value: unknown): PdfManifest | null {
  if (typeof value !== 'object' || value === null || !('pdf' in value)) return null;
  const pdf = (value as { pdf: unknown }).pdf;
  if (pdf === null) return NO_PDF;
  if (typeof pdf !== 'object') return null;
  const { file, pages, bytes } = pdf as Record<string, unknown>;
  if (file !== PDF_FILE || !Number.isInteger(pages) || !Number.isInteger(bytes) || (pages as number) < 1 || (bytes as number) < 1) {
    return null;
  }
  return { pdf: { file, pages: pages as number, bytes: bytes as number } };
}
