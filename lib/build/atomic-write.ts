import { renameSync, writeFileSync } from 'node:fs';

// The release build prints the PDF while other steps rewrite the export (scripts/build.mjs): a file
// that one step writes and another reads must be found whole, old or new, never half written.
export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
