import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import { compressedCopies } from './compress.mjs';

// The server sends these copies as they are (gzip_static, brotli_static), so it never spends
// CPU compressing a response; they are made once, at build time.
const PRECOMPRESSED_EXTENSIONS = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);

export function shouldPrecompress(file: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.has(extname(file).toLowerCase());
}

// Brotli's quality is worth what readers gain from it against what the build pays, per file:
// - 11 for the shared scripts under _next/static, which every reader downloads, and which are few.
// - 8 for the pages and their route data. Each reader downloads a few of them, and they are most
//   of the files and grow with the site: at 1,000 pages, 145 MiB of distinct text. Quality 10
//   would make them 6 % (pages) and 8 % (route data) smaller, about 0.6 KiB a page, for 10 to 13
//   times the CPU: at 1,000 pages the copies took 41 s instead of 14 s, in a part of the release
//   build that is bound by CPU.
// - 10 for the rest (the search index's files, the sidebars, the manifests): few files, and the
//   first search must stay within its budget on the wire.
const PAGE_EXTENSIONS = new Set(['.html', '.txt']);

export function brotliQuality(file: string): number {
  if (file.split(/[\\/]/).join('/').includes('/_next/static/')) return zlib.constants.BROTLI_MAX_QUALITY;
  return PAGE_EXTENSIONS.has(extname(file).toLowerCase()) ? 8 : 10;
}

export { compressedCopies };

type Job = { files: string[]; brotliLevel: number; size: number };

// Writes the .gz and .br copies of each file, in one worker thread per core. The workers
// compress synchronously: Node's asynchronous zlib took three times the CPU for the same copies
// (at 1,000 pages 51 s of CPU against 17 s, much of it in the kernel), and the copies are most of
// a release build's work after the export. Many files of an export are byte for byte the same
// (every page folder holds its own copy of the section layout's prefetch data), so each distinct
// content is compressed once and written beside every file that holds it. Gives the bytes written.
export async function precompressFiles(files: string[], brotliLevelOf: (file: string) => number): Promise<number> {
  const jobs = new Map<string, Job>();
  for (const file of files) {
    const data = readFileSync(file);
    const brotliLevel = brotliLevelOf(file);
    const key = `${brotliLevel}:${createHash('sha256').update(data).digest('hex')}`;
    const job = jobs.get(key);
    if (job) job.files.push(file);
    else jobs.set(key, { files: [file], brotliLevel, size: data.length });
  }
  // The largest first, so that no long job starts last while the other threads wait.
  const queue = [...jobs.values()].sort((a, b) => b.size - a.size);
  let written = 0;
  const threads = Math.max(1, Math.min(availableParallelism(), queue.length));
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(join(__dirname, 'compress-worker.mjs'));
      try {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const answer = await new Promise<{ bytes?: number; error?: string }>((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.postMessage({ files: job!.files, brotliLevel: job!.brotliLevel });
          });
          worker.removeAllListeners('error');
          if (answer.error) throw new Error(`compressing ${answer.error}`);
          written += answer.bytes ?? 0;
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return written;
}
