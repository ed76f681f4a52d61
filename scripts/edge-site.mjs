// `npm run edge:site`: the folder a CDN deploys (out-edge/): the export as manual/, since the site
// lives under /manual/ and the platforms have no base path, and the build's _headers and
// _redirects at the top, the only place the platforms read them. Links, not copies: it always
// shows the current out/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_PATH } from '../lib/site/base-path.mjs';
import { HELP_IDS_NGINX_MAP } from '../lib/site/help-route.mjs';
import { EDGE_HEADERS_FILE, EDGE_REDIRECTS_FILE } from '../lib/site/serving-rules.mjs';
import { RELEASE_OUT_DIR } from './build-targets.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EDGE_SITE_DIR = path.join(repoRoot, 'out-edge');
const SITE_FOLDER = BASE_PATH.slice(1);

// Cloudflare's upload list: the platform compresses on the fly, so the .br/.gz copies would only
// count against its file limit; the server files of the export are not for readers.
const ASSETS_IGNORE = ['*.br', '*.gz', ...[HELP_IDS_NGINX_MAP, EDGE_HEADERS_FILE, EDGE_REDIRECTS_FILE].map((name) => `${SITE_FOLDER}/${name}`)];

export function stageEdgeSite(outDir = path.join(repoRoot, RELEASE_OUT_DIR)) {
  for (const name of [EDGE_HEADERS_FILE, EDGE_REDIRECTS_FILE]) {
    if (!fs.existsSync(path.join(outDir, name))) throw new Error(`${path.join(outDir, name)} is missing: run \`npm run build\` first.`);
  }
  fs.rmSync(EDGE_SITE_DIR, { recursive: true, force: true });
  fs.mkdirSync(EDGE_SITE_DIR);
  fs.symlinkSync(path.resolve(outDir), path.join(EDGE_SITE_DIR, SITE_FOLDER));
  for (const name of [EDGE_HEADERS_FILE, EDGE_REDIRECTS_FILE]) fs.symlinkSync(path.join(SITE_FOLDER, name), path.join(EDGE_SITE_DIR, name));
  fs.writeFileSync(path.join(EDGE_SITE_DIR, '.assetsignore'), `${ASSETS_IGNORE.join('\n')}\n`);
  return EDGE_SITE_DIR;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`The edge layout of the export is in ${stageEdgeSite()}.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
