import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { brotliQuality, compressedCopies, precompressFiles, shouldPrecompress } from '../precompress';

describe('shouldPrecompress', () => {
  it.each(['index.html', 'a/b.JS', 'x.css', 'search-index-default.json', '__next._tree.txt', 'sitemap.xml', 'icon.svg'])(
    'compresses %s',
    (file) => expect(shouldPrecompress(file)).toBe(true),
  );

  it.each(['og-image.png', 'font.woff2', 'index.html.gz', 'index.html.br', 'README'])('leaves %s alone', (file) =>
    expect(shouldPrecompress(file)).toBe(false),
  );
});

describe('compressedCopies', () => {
  it('writes gzip and brotli copies that decompress to the original bytes and are smaller', async () => {
    const original = Buffer.from('<p>Vuorolista ja työvuorot, ääkköset mukana.</p>\n'.repeat(200));
    const { gz, br } = compressedCopies(original, 10);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gz.length).toBeLessThan(original.length / 10);
    expect(br.length).toBeLessThan(gz.length);
  });
});

describe('precompressFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the copies of every file in worker threads, the same copies for the same content', async () => {
    const layout = '0:["$","div",null,{"className":"main-wrapper"}]\n'.repeat(50);
    const files = { 'a.txt': layout, 'b.txt': layout, 'c.html': '<p>toinen sivu</p>'.repeat(50), 'd.json': '{"a":1}' };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const paths = Object.keys(files).map((name) => join(dir, name));
    const written = await precompressFiles(paths, (file) => (file.endsWith('.json') ? 10 : 8));
    for (const [name, text] of Object.entries(files)) {
      expect(zlib.gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString()).toBe(text);
      expect(zlib.brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString()).toBe(text);
    }
    expect(readFileSync(join(dir, 'b.txt.br')).equals(readFileSync(join(dir, 'a.txt.br')))).toBe(true);
    const sizes = paths.flatMap((p) => [statSync(`${p}.gz`).size, statSync(`${p}.br`).size]);
    expect(written).toBe(sizes.reduce((a, b) => a + b, 0));
  });

  it('names a file it cannot read', async () => {
    await expect(precompressFiles([join(dir, 'puuttuu.html')], () => 8)).rejects.toThrow('puuttuu.html');
  });
});

describe('brotliQuality', () => {
  it('spends the top quality on the shared scripts, and the least on the pages and their route data', () => {
    expect(brotliQuality('out/_next/static/chunks/a1b2.js')).toBe(zlib.constants.BROTLI_MAX_QUALITY);
    expect(brotliQuality('out/perustoiminnot/osastot.html')).toBe(8);
    expect(brotliQuality('out/perustoiminnot/osastot/__next._tree.txt')).toBe(8);
    expect(brotliQuality('out/search/docs-default-current/6ccefeb0fbff/t0.json')).toBe(10);
  });
});
