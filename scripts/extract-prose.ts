// The prose of MDX pages and of the figure components as JSON for scripts/spellcheck.py, so spelling
// sees exactly what the checks see.
// Usage: tsx scripts/extract-prose.ts content/a.mdx components/figures/A.tsx …  → [{ file, prose: [{ line, text }] } | { file, error }]
import { readFileSync } from 'node:fs';
import { buildPageModel } from '../lib/build/content-model/page-model';
import { extractFigureProse } from '../lib/build/figure-prose';

const result = process.argv.slice(2).map((file) => {
  try {
    const source = readFileSync(file, 'utf8');
    if (file.endsWith('.tsx')) return { file, prose: extractFigureProse(source, file) };
    const page = buildPageModel(file, source);
    if (!page.parsed) return { file, error: page.problems[0] };
    return { file, prose: page.prose };
  } catch (error) {
    return { file, error: { line: 1, message: (error as Error).message } };
  }
});
process.stdout.write(JSON.stringify(result));
