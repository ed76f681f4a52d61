// The home-screen icons of the web app manifest, drawn from app/icon.svg by Chromium (the same
// browser the tests use) and committed: public/icons/icon-192.png, icon-512.png, the maskable
// icon-maskable-512.png (the mark inside the 80 % safe zone on the brand colour) and
// app/apple-icon.png (180 px). Run again after changing app/icon.svg: npm run icons.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const svg = readFileSync('app/icon.svg', 'utf8');
// The brand colour of the mark's own background, also the manifest's theme colour.
const BRAND = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)![1];
const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, inset: 0 },
  { file: 'public/icons/icon-512.png', size: 512, inset: 0 },
  { file: 'public/icons/icon-maskable-512.png', size: 512, inset: 0.1 },
  { file: 'app/apple-icon.png', size: 180, inset: 0.06 },
];

async function main() {
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const { file, size, inset } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const pad = Math.round(size * inset);
  await page.setContent(
    `<html><body style="margin:0;background:${BRAND}"><div style="padding:${pad}px">${svg.replace('<svg ', `<svg width="${size - 2 * pad}" height="${size - 2 * pad}" style="display:block" `)}</div></body></html>`,
  );
  await page.screenshot({ path: file, omitBackground: false });
  await page.close();
}
await browser.close();
console.log(`Icons written: ${ICONS.map((i) => i.file).join(', ')}`);
}

void main();
