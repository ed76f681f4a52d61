// After `next build`: each HTML file gets its Content-Security-Policy, then the text files get
// .gz and .br copies. The order matters: a copy made before the policy is written would serve a
// page without it. Last, the edge configuration (_headers, _redirects) from the same facts as nginx's.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../lib/build/atomic-write';
import { withContentSecurityPolicy } from '../lib/build/csp';
import { edgeHeaders, edgeRedirects } from '../lib/build/edge-config';
import { brotliQuality, precompressFiles, shouldPrecompress } from '../lib/build/precompress';
import { HELP_IDS_JSON } from '../lib/site/help-route.mjs';
import { EDGE_HEADERS_FILE, EDGE_REDIRECTS_FILE, parseSecurityHeaders } from '../lib/site/serving-rules.mjs';
import { SECURITY_HEADERS_CONF } from './serve.mjs';
import { RELEASE_OUT_DIR } from './build-targets.mjs';

const root = process.argv[2] ?? RELEASE_OUT_DIR;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function main() {
  const started = Date.now();
  const files = await walk(root);
  const pages = files.filter((f) => f.endsWith('.html'));
  for (const page of pages) writeFileAtomic(page, withContentSecurityPolicy(await readFile(page, 'utf8')));

  let plain = 0;
  const compressible = files.filter(shouldPrecompress);
  const copies = await precompressFiles(compressible, brotliQuality);
  for (const file of files) plain += (await stat(file)).size;

  await writeFile(join(root, EDGE_HEADERS_FILE), edgeHeaders(parseSecurityHeaders(await readFile(SECURITY_HEADERS_CONF, 'utf8'))));
  await writeFile(join(root, EDGE_REDIRECTS_FILE), edgeRedirects(JSON.parse(await readFile(join(root, HELP_IDS_JSON), 'utf8'))));
  console.log(
    `Output: a Content-Security-Policy in ${pages.length} pages; .gz and .br copies of ${compressible.length} files ` +
      `(${root}/ ${mib(plain)}, ${mib(plain + copies)} with the copies) in ${((Date.now() - started) / 1000).toFixed(1)} s; ${EDGE_HEADERS_FILE} and ${EDGE_REDIRECTS_FILE} for a CDN.`,
  );
}

main().catch((error) => {
  console.error(`Finishing ${root}/ failed: ${error.message}`);
  process.exit(1);
});
