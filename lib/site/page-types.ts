// The kinds of content page, one entry each: the folder of content/ that holds its files ('' for
// the docs: every file outside the other kinds' folders), and whether it has tag pages. A page's
// route is its path, so a kind's pages are under /{dir} and its tag pages under /{dir}/tags.
// contentlayer's document types, the one loader (lib/build/pages.ts), the front matter schema a
// file is checked with, the tag pages, the sitemap and the search's document types read a page's
// kind here instead of testing its path. A kind's front matter (lib/build/content-model/
// frontmatter.ts) is a record over these names, so a new kind fails to compile until it has one;
// its routes are its folder of app/.
const PAGE_TYPES = {
  docs: { dir: '', tagPages: true },
  blog: { dir: 'blog', tagPages: true },
} as const satisfies Record<string, { dir: string; tagPages: boolean }>;

export type PageType = keyof typeof PAGE_TYPES;

export const PAGE_TYPE_NAMES = Object.keys(PAGE_TYPES) as PageType[];

const FOLDERS = PAGE_TYPE_NAMES.map((type) => [type, PAGE_TYPES[type].dir] as const).filter(([, dir]) => dir !== '');

// The kind of the page in `sourcePath` (relative to content/).
export function pageTypeOf(sourcePath: string): PageType {
  const path = sourcePath.normalize('NFC').replace(/\\/g, '/');
  return FOLDERS.find(([, dir]) => path.startsWith(`${dir}/`))?.[0] ?? 'docs';
}

// contentlayer2's filePathPattern for the kind's files: its folder, or for the docs every MDX file
// outside the other kinds' folders.
export function sourcePattern(type: PageType): string {
  const dir = PAGE_TYPES[type].dir;
  if (dir !== '') return `${dir}/**/*.mdx`;
  return `{*.mdx,!(${FOLDERS.map(([, d]) => d).join('|')})/**/*.mdx}`;
}

// The kind's contentlayer2 document type, and so its folder of .contentlayer/generated: docs → Docs.
export function documentTypeName(type: PageType): string {
  return type[0].toUpperCase() + type.slice(1);
}

// Where the kind's pages are: / for the docs, /blog for the blog.
export function pageTypeRoute(type: PageType): string {
  return `/${PAGE_TYPES[type].dir}`;
}

export function hasTagPages(type: PageType): boolean {
  return PAGE_TYPES[type].tagPages;
}

export function tagsRoute(type: PageType): string {
  return `${PAGE_TYPES[type].dir ? pageTypeRoute(type) : ''}/tags`;
}

export function tagRoute(type: PageType, slug: string): string {
  return `${tagsRoute(type)}/${slug}`;
}
