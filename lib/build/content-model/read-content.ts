// Node-only: every page and category of content/ read from the files, for the scripts that run
// outside Next (content checks, spell check, lexicon words, search benchmark). Each file is read
// and modelled once; the Next build gets the same model through contentlayer2 (contentlayer.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pageTypeOf } from '../../site/page-types';
import { toDocPages, type CategorySource, type DocPage } from '../navigation';
import { parseCategory } from './category';
import type { LineProblem } from './frontmatter';
import { buildPageModel, frontmatterProblems, type PageModel } from './page-model';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : [path];
    })
    .sort();
}

export type ContentTree = {
  models: PageModel[];
  // Only the valid categories: an invalid one is in `categoryProblems`.
  categories: (CategorySource & { file: string })[];
  categoryProblems: (LineProblem & { file: string })[];
};

type ProblemsOf = { file: string; problems: LineProblem[] }[];

function problemLines(pages: ProblemsOf, categoryProblems: ContentTree['categoryProblems']): string[] {
  return [...pages.flatMap((m) => m.problems.map((p) => `${m.file}:${p.line}: ${p.message}`)), ...categoryProblems.map((p) => `${p.file}:${p.line}: ${p.message}`)];
}

// What stops the build and the content check before anything is rendered: a page that does not
// parse or whose front matter is invalid, and an invalid category. Each as "file:line: message".
export function sourceProblems(tree: ContentTree): string[] {
  return problemLines(tree.models, tree.categoryProblems);
}

function readSources(contentDir: string) {
  const files = walk(contentDir);
  const posix = (file: string) => relative(contentDir, file).split(sep).join('/').normalize('NFC');
  const categoryProblems: ContentTree['categoryProblems'] = [];
  const categories = files
    .filter((f) => f.endsWith('_category_.json'))
    .flatMap((f) => {
      const { data, problems } = parseCategory(readFileSync(f, 'utf8'));
      const file = join('content', posix(f));
      categoryProblems.push(...problems.map((p) => ({ ...p, file })));
      if (!data) return [];
      const dir = posix(f).split('/').slice(0, -1).join('/');
      return [{ file: f, dir, ...data }];
    });
  const pages = files.filter((f) => f.endsWith('.mdx')).map((f) => ({ file: join('content', posix(f)), source: readFileSync(f, 'utf8') }));
  return { pages, categories, categoryProblems };
}

// sourceProblems without the MDX errors, found without parsing the pages' MDX: what the build
// checks beside contentlayer2, which stops on an MDX error itself but leaves a page with bad front
// matter out with only a warning. When contentlayer2 stops, the build runs the whole check.
export function readFrontmatterProblems(contentDir: string): string[] {
  const { pages, categoryProblems } = readSources(contentDir);
  return problemLines(
    pages.map(({ file, source }) => ({ file, problems: frontmatterProblems(file, source) })),
    categoryProblems,
  );
}

export function readContentTree(contentDir: string): ContentTree {
  const { pages, categories, categoryProblems } = readSources(contentDir);
  return { models: pages.map(({ file, source }) => buildPageModel(file, source)), categories, categoryProblems };
}

// The doc pages as the site builds them; a page whose front matter is invalid is left out, as
// contentlayer2 leaves it out, and the content check reports it. The blog's posts are not doc
// pages (and not searched).
export function docPagesOf(tree: ContentTree, { includeDrafts = false } = {}): DocPage[] {
  const sources = tree.models.flatMap((m) => {
    const fm = m.frontmatter;
    const sourcePath = m.file.replace(/^content\//, '');
    if (!fm || pageTypeOf(sourcePath) !== 'docs') return [];
    return [
      {
        sourcePath,
        title: fm.title,
        description: fm.description,
        sidebarPosition: fm.sidebar_position ?? 0,
        sidebarLabel: fm.sidebar_label,
        tags: fm.tags,
        keywords: fm.keywords,
        draft: fm.draft,
        headings: m.headings,
        sections: m.sections,
        definitions: m.definitions,
      },
    ];
  });
  return toDocPages(sources, tree.categories).filter((d) => includeDrafts || !d.draft);
}

export function readContentPages(contentDir: string, options: { includeDrafts?: boolean } = {}): DocPage[] {
  return docPagesOf(readContentTree(contentDir), options);
}
