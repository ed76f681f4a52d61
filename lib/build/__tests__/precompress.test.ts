import zlib from 'node:zlib';
import { brotliQuality, compressedCopies, compressorOnce, shouldPrecompress } from '../precompress';

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
    const { gz, br } = await compressedCopies(original, 10);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gz.length).toBeLessThan(original.length / 10);
    expect(br.length).toBeLessThan(gz.length);
  });
});

describe('compressorOnce', () => {
  it('compresses each distinct content once per quality, and each copy decompresses to its own bytes', async () => {
    const compress = compressorOnce();
    const layout = Buffer.from('0:["$","div",null,{"className":"main-wrapper"}]\n'.repeat(50));
    const first = await compress(layout, 10);
    expect(await compress(Buffer.from(layout), 10)).toBe(first);
    expect(await compress(layout, 5)).not.toBe(first);
    const other = await compress(Buffer.from('toinen sivu'.repeat(50)), 10);
    expect(other).not.toBe(first);
    expect(zlib.brotliDecompressSync(other.br).toString()).toBe('toinen sivu'.repeat(50));
  });
});

describe('brotliQuality', () => {
  it('spends the top quality on the shared scripts only', () => {
    expect(brotliQuality('out/_next/static/chunks/a1b2.js')).toBe(zlib.constants.BROTLI_MAX_QUALITY);
    expect(brotliQuality('out/perustoiminnot/osastot.html')).toBe(10);
    expect(brotliQuality('out/search/docs-default-current/6ccefeb0fbff/t0.json')).toBe(10);
  });
});
