import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The modules that read contentlayer's generated pages, directly or through another build module,
// are the loaders and what the routes build from them (the search index, the tag pages). Each is
// marked `import 'server-only'`, so a client component that imports one fails the Next build,
// besides the ESLint rule; this finds a new one that is not.
const ROOT = join(__dirname, '..', '..', '..');
const BUILD = join(ROOT, 'lib', 'build');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importsOf(file: string, files: Set<string>): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return specifiers.map((spec) => {
    if (!spec.startsWith('.')) return spec;
    const base = resolve(dirname(file), spec);
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => files.has(path)) ?? spec;
  });
}

function dataReaders(): string[] {
  const files = new Set(sources(BUILD));
  const graph = new Map([...files].map((file) => [file, importsOf(file, files)]));
  const readers = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, imports] of graph) {
      if (!readers.has(file) && imports.some((spec) => spec === 'contentlayer/generated' || readers.has(spec))) {
        readers.add(file);
        grew = true;
      }
    }
  }
  return [...readers].map((file) => relative(ROOT, file)).sort();
}

const firstImport = (file: string) => readFileSync(join(ROOT, file), 'utf8').match(/^import\s.*$/m)?.[0];

describe('server-only', () => {
  const readers = dataReaders();

  it('finds the loaders and the modules built on them', () => {
    expect(readers).toEqual(expect.arrayContaining(['lib/build/docs.ts', 'lib/build/posts.ts', 'lib/build/search-index/site-index.ts']));
  });

  it.each(readers)('%s imports server-only first', (file) => {
    expect(firstImport(file)).toBe("import 'server-only';");
  });
});
