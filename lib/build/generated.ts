import 'server-only';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Category, DocumentTypeNames, DocumentTypes } from 'contentlayer/generated';
import { PAGE_TYPE_NAMES, documentTypeName, type PageType } from '../site/page-types';

// contentlayer2's documents are read from the JSON it writes rather than imported. An import puts
// every page, compiled MDX and all, into the server bundle as JavaScript, once for each group of
// routes that reaches it: at 1,000 pages four chunks of 25 MB, which the build worker compiled in
// 17 s of its page generation. Parsed as JSON, the same data takes a fraction of a second.
const GENERATED = join(process.cwd(), '.contentlayer', 'generated');

const CATEGORY: DocumentTypeNames = 'Category';
const TYPES = [...PAGE_TYPE_NAMES.map(documentTypeName), CATEGORY];

const indexFile = (type: string) => join(GENERATED, type, '_index.json');

// `next dev` keeps the modules loaded while contentlayer2 rewrites its files, so there what is
// made from them is made again when they change, as a reload of an importing module did. A build
// reads them once.
const development = process.env.NODE_ENV === 'development';

// The dev server refreshes an open page when a module it depends on changes, so there the generated
// module is imported as well, for that alone; the build leaves this branch, and the data, out.
if (process.env.NODE_ENV === 'development') void import('contentlayer/generated');

function contentStamp(): string {
  if (!development) return '';
  return TYPES.map((type) => statSync(indexFile(type), { throwIfNoEntry: false })?.mtimeMs ?? 0).join();
}

// `make` once per content: once per build process, and in `next dev` once per change.
export function perContent<T>(make: () => T): () => T {
  let made: { stamp: string; value: T } | null = null;
  return () => {
    const stamp = contentStamp();
    if (made?.stamp !== stamp) made = { stamp, value: make() };
    return made.value;
  };
}

function readType<T extends DocumentTypes>(type: string): T[] {
  const file = indexFile(type);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T[];
  } catch (error) {
    throw new Error(`${file} cannot be read (${(error as Error).message}): run contentlayer2 build, as npm run build and npm run dev do.`);
  }
}

export function generatedPages(kind: PageType): Exclude<DocumentTypes, Category>[] {
  return readType(documentTypeName(kind));
}

export function generatedCategories(): Category[] {
  return readType(CATEGORY);
}
