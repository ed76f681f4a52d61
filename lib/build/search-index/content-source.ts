// Node-only: reads content/ the way contentlayer2 does (gray-matter with the `yaml` parser) and
// turns its doc pages into the same DocPage objects lib/build/docs.ts makes, for scripts that run without a
// contentlayer build (word list for the lexicon, search benchmark).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import matter from 'gray-matter';
import yaml from 'yaml';
import { toDocPages, type CategorySource, type DocPage, type DocSource } from '../navigation';
import { isBlogSourcePath } from '../../site/routes';

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(path));
    else out.push(path);
  }
  return out.sort();
}

export function readContentPages(contentDir: string, { includeDrafts = false } = {}): DocPage[] {
  const files = walk(contentDir);
  const categories: CategorySource[] = files
    .filter((f) => f.endsWith('_category_.json'))
    .map((f) => {
      const data = JSON.parse(readFileSync(f, 'utf8'));
      const dir = relative(contentDir, f).split(sep).slice(0, -1).join('/');
      return { dir, label: data.label, position: data.position, slug: data.slug, description: data.description };
    });
  const docs: DocSource[] = [];
  // Doc pages only: the blog's posts are not searched (blog search is disabled).
  const pages = files.filter((file) => file.endsWith('.mdx') && !isBlogSourcePath(relative(contentDir, file).split(sep).join('/')));
  for (const f of pages) {
    let parsed: matter.GrayMatterFile<string>;
    try {
      parsed = matter(readFileSync(f, 'utf8'), { engines: { yaml: (s: string) => yaml.parse(s) } });
    } catch (error) {
      // contentlayer2 skips such a file with an error too; the content check reports it.
      console.warn(`[search] skipping ${relative(contentDir, f)}: invalid frontmatter (${(error as Error).message.split('\n')[0]})`);
      continue;
    }
    const data = parsed.data as Record<string, unknown>;
    docs.push({
      sourcePath: relative(contentDir, f).split(sep).join('/'),
      title: String(data.title ?? ''),
      description: String(data.description ?? ''),
      sidebarPosition: Number(data.sidebar_position ?? 0),
      sidebarLabel: typeof data.sidebar_label === 'string' ? data.sidebar_label : undefined,
      tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
      keywords: Array.isArray(data.keywords) ? data.keywords.map(String) : [],
      draft: data.draft === true,
      raw: parsed.content,
    });
  }
  return toDocPages(docs, categories).filter((d) => includeDrafts || !d.draft);
}
