import { extname } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// The server sends these copies as they are (gzip_static, brotli_static), so it never spends
// CPU compressing a response; they are made once, at the strongest settings.
const PRECOMPRESSED_EXTENSIONS = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg']);

export function shouldPrecompress(file: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.has(extname(file).toLowerCase());
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export async function compressedCopies(data: Buffer): Promise<{ gz: Buffer; br: Buffer }> {
  const [gz, br] = await Promise.all([
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  return { gz, br };
}
