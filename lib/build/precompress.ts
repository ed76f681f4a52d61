import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// The server sends these copies as they are (gzip_static, brotli_static), so it never spends
// CPU compressing a response; they are made once, at build time.
const PRECOMPRESSED_EXTENSIONS = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);

export function shouldPrecompress(file: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.has(extname(file).toLowerCase());
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Brotli's top quality (11) costs 2.7 times the time of 10 for about 1 % fewer bytes: worth it for
// the shared scripts under _next/static, which every reader downloads, and not for the pages and
// their route data, which are most of the files and grow with the site (measured on this manual's
// 748 text files, 16.6 MiB: 3,501 KiB at 10 in 5.4 s, 3,462 KiB at 11 in 14.5 s of one core).
export function brotliQuality(file: string): number {
  return file.split(/[\\/]/).join('/').includes('/_next/static/') ? zlib.constants.BROTLI_MAX_QUALITY : 10;
}

export async function compressedCopies(data: Buffer, brotliLevel: number): Promise<{ gz: Buffer; br: Buffer }> {
  const [gz, br] = await Promise.all([
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliLevel,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  return { gz, br };
}

// Many files of an export are byte for byte the same: every page folder holds its own copy of the
// section layout's prefetch data. At 1,000 pages a third of the bytes are such copies, so each
// distinct content is compressed once per build and its copies are written from that.
export function compressorOnce(): (data: Buffer, brotliLevel: number) => Promise<{ gz: Buffer; br: Buffer }> {
  const made = new Map<string, Promise<{ gz: Buffer; br: Buffer }>>();
  return (data, brotliLevel) => {
    const key = `${brotliLevel}:${createHash('sha256').update(data).digest('hex')}`;
    let copies = made.get(key);
    if (!copies) made.set(key, (copies = compressedCopies(data, brotliLevel)));
    return copies;
  };
}
