// Before the build and the dev server: parses site.config.ts, filling in the defaults, and writes the
// result where lib/site/site-config.ts reads it. An invalid setting or a SITE_URL that is not an
// absolute http(s) origin stops it with a message naming what is wrong.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { siteSettings } from '../site.config';
import { SiteConfigError, parseSiteConfig } from '../lib/site/site-config-schema';
import { SiteUrlError, parseSiteUrl, siteUrlNotice } from '../lib/site/site-url';

const PARSED_FILE = join(__dirname, '..', 'lib', 'site', 'generated', 'site-config.json');

function writeIfChanged(file: string, text: string): void {
  let old: string | null = null;
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    // Not written yet.
  }
  if (old === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

try {
  writeIfChanged(PARSED_FILE, `${JSON.stringify(parseSiteConfig(siteSettings), null, 2)}\n`);
  console.log(siteUrlNotice(parseSiteUrl(process.env.SITE_URL)));
} catch (error) {
  if (!(error instanceof SiteUrlError || error instanceof SiteConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
