// Node-only: every page and category of content/ read from the files, for the scripts that run
// outside Next (content checks, spell check, lexicon words, search benchmark). Each file is read
// and modelled once; the Next build gets the same model through contentlayer2 (contentlayer.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isBlogSourcePath } from '../../site/routes';
import { toDocPages, type CategorySource, type DocPage } from '../navigation';
import { buildPageModel, type PageModel } from './page-model';

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
  categories: (CategorySource & { file: string })[];
};

export function readContentTree(contentDir: string): ContentTree {
  const files = walk(contentDir);
  const posix = (file: string) => relative(contentDir, file).split(sep).join('/').normalize('NFC');
  const categories = files
    .filter((f) => f.endsWith('_category_.json'))
    .map((f) => {
      const data = JSON.parse(readFileSync(f, 'utf8'));
      const dir = posix(f).split('/').slice(0, -1).join('/');
      return { file: f, dir, label: data.label, position: data.position, slug: data.slug, description: data.description };
    });
  const models = files
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => buildPageModel(join('content', posix(f)), readFileSync(f, 'utf8')));
  return { models, categories };
}

// The doc pages as the site builds them; a page whose front matter is invalid is left out, as
// contentlayer2 leaves it out, and the content check reports it. The blog's posts are not doc
// pages (and not searched).
export function docPagesOf(tree: ContentTree, { includeDrafts = false } = {}): DocPage[] {
  const sources = tree.models.flatMap((m) => {
    const fm = m.frontmatter;
    const sourcePath = m.file.replace(/^content\//, '');
    if (!fm || isBlogSourcePath(sourcePath)) return [];
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
      },
    ];
  });
  return toDocPages(sources, tree.categories).filter((d) => includeDrafts || !d.draft);
}

export function readContentPages(contentDir: string, options: { includeDrafts?: boolean } = {}): DocPage[] {
  return docPagesOf(readContentTree(contentDir), options);
}
