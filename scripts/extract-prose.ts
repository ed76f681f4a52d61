// The prose of MDX pages as JSON for scripts/spellcheck.py, so spelling sees exactly what the checks see.
// Usage: tsx scripts/extract-prose.ts content/a.mdx …  → [{ file, prose: [{ line, text }] } | { file, error }]
import { readFileSync } from 'node:fs';
import { extractProse } from '../lib/build/content-check';

const result = process.argv.slice(2).map((file) => {
  try {
    return { file, prose: extractProse(readFileSync(file, 'utf8')) };
  } catch (error) {
    const e = error as { line?: number; reason?: string; message?: string };
    return { file, error: { line: e.line ?? 1, message: e.reason ?? e.message ?? String(error) } };
  }
});
process.stdout.write(JSON.stringify(result));
