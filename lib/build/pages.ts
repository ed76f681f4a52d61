import 'server-only';
import { FIELDS, type Frontmatter } from './content-model/frontmatter';
import { generatedPages, perContent } from './generated';
import type { PageSummary } from './content-model/page-model';
import { resolveTags } from './tags';
import { PAGE_TYPE_NAMES, pageTypeOf, type PageType } from '../site/page-types';
import { routeFromSourcePath } from '../site/routes';

// One loader for every kind of page: contentlayer2's documents (one type per kind, made from the
// registry in contentlayer.config.ts) as the front matter the content check validated, the model
// of the compile that rendered them, and their route, which is their path. A kind's own module
// (docs.ts, posts.ts) adds what only that kind has: the sidebar, the dates and pages of posts.
export type SourcePage = Frontmatter & {
  sourcePath: string; // under content/, e.g. "blog/uusi-haku.mdx"
  route: string;
  model: PageSummary;
};

// contentlayer2 types a kind's document by its own fields; what every kind has is read through this.
type CompiledDocument = Partial<Frontmatter> & {
  _raw: { sourceFilePath: string };
  title: string;
  description: string;
  tags?: unknown;
  model: unknown;
  body: { code: string };
};

const load = perContent(() => {
  const byKind = Object.fromEntries(PAGE_TYPE_NAMES.map((kind) => [kind, [] as SourcePage[]])) as Record<PageType, SourcePage[]>;
  const code = new Map<string, string>();
  for (const document of PAGE_TYPE_NAMES.flatMap((kind) => generatedPages(kind) as unknown as CompiledDocument[])) {
    const sourcePath = document._raw.sourceFilePath;
    code.set(sourcePath, document.body.code);
    const kind = pageTypeOf(sourcePath);
    byKind[kind].push({
      sourcePath,
      route: routeFromSourcePath(sourcePath),
      title: document.title,
      description: document.description,
      sidebar_position: document.sidebar_position,
      sidebar_label: document.sidebar_label,
      // A kind whose front matter has no tags has none; one that has them checks them.
      tags: 'tags' in FIELDS[kind] ? resolveTags(`content/${sourcePath}`, document.tags).map((t) => t.label) : [],
      keywords: document.keywords ?? [],
      draft: document.draft ?? false,
      date: document.date,
      model: document.model as PageSummary,
    });
  }
  return { byKind, code };
});

// Drafts are left out of production builds; `next dev` shows them so writers can preview.
const showDrafts = process.env.NODE_ENV === 'development';

export function isShown(page: { draft: boolean }): boolean {
  return showDrafts || !page.draft;
}

// A kind's pages, drafts included: each kind's module filters them with isShown once it has made them.
export function sourcePagesOf(kind: PageType): SourcePage[] {
  return load().byKind[kind];
}

// The pages of a kind a reader can open, for the tag pages and the sitemap.
export function shownPagesOf(kind: PageType): SourcePage[] {
  return sourcePagesOf(kind).filter(isShown);
}

// The compiled MDX of a page of any kind.
export function mdxCodeOf(sourcePath: string): string | undefined {
  return load().code.get(sourcePath);
}
