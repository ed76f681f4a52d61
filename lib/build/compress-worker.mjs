// One of the build's compression threads (precompressFiles in precompress.ts): each job is one
// distinct content, read from its first file and written beside every file that holds it.
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { compressedCopies } from './compress.mjs';

parentPort.on('message', ({ files, brotliLevel }) => {
  try {
    const { gz, br } = compressedCopies(readFileSync(files[0]), brotliLevel);
    for (const file of files) {
      writeFileSync(`${file}.gz`, gz);
      writeFileSync(`${file}.br`, br);
    }
    parentPort.postMessage({ bytes: (gz.length + br.length) * files.length });
  } catch (error) {
    parentPort.postMessage({ error: `${files[0]}: ${error.message}` });
  }
});
