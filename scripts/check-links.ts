// After the export: every internal link and #anchor of every page in out/ must resolve.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { checkLinks, checkPdfManifest, type HtmlPage } from '../lib/build/link-check';
import { PDF_FILE, PDF_MANIFEST_FILE } from '../lib/site/pdf-manifest';
import { BASE_PATH } from '../lib/site/routes';
import { RELEASE_OUT_DIR } from './build-targets.mjs';

const root = process.argv[2] ?? RELEASE_OUT_DIR;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const files = walk(root);
const pages: HtmlPage[] = [];
const served = new Set<string>();
for (const file of files) {
  const rel = relative(root, file).split(sep).join('/').normalize('NFC');
  served.add(`${BASE_PATH}/${rel}`);
  if (!rel.endsWith('.html')) continue;
  const withoutExt = rel.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  const route = withoutExt === '' ? `${BASE_PATH}/` : `${BASE_PATH}/${withoutExt}`;
  pages.push({ route, html: readFileSync(file, 'utf8') });
}

async function main() {
  const { errors, warnings } = checkLinks(pages, served);
  const manifestPath = join(root, PDF_MANIFEST_FILE);
  const pdfPath = join(root, PDF_FILE);
  const pdf = existsSync(pdfPath) ? readFileSync(pdfPath) : undefined;
  const pdfFacts = pdf && { bytes: pdf.length, pages: (await PDFDocument.load(pdf)).getPageCount() };
  for (const problem of checkPdfManifest(existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : undefined, pdfFacts)) {
    errors.push({ page: `${BASE_PATH}/`, link: `${BASE_PATH}/${PDF_FILE}`, reason: problem });
  }
  for (const w of warnings) console.warn(`warning: ${w.page} → ${w.link} (${w.reason})`);
  if (errors.length > 0) {
    console.error(`Broken links in the build (${errors.length}):`);
    for (const e of errors) console.error(`  ${e.page} → ${e.link} (${e.reason})`);
    process.exit(1);
  }
  console.log(`Link check: ${pages.length} pages, every internal link and anchor resolves.`);
}

main().catch((error: Error) => {
  console.error(`Link check failed: ${error.message}`);
  process.exit(1);
});
