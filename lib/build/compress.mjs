// The .gz and .br copies of one file's bytes. Plain JavaScript, so that the build's compression
// workers (compress-worker.mjs, plain Node threads) and the TypeScript build share it.
import zlib from 'node:zlib';

/** @param {Buffer} data @param {number} brotliLevel @returns {{ gz: Buffer, br: Buffer }} */
export function compressedCopies(data, brotliLevel) {
  return {
    gz: zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
    br: zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliLevel,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  };
}
