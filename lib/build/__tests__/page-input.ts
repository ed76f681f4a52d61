// Test pages written as MDX bodies, turned into index input through the real content model, and
// built indexes loaded the way the browser loads them.
import { buildPageModel } from '../content-model/page-model';
import type { PageInput } from '../search-index/build-index';
import { fetchFromSplitFiles, splitSearchIndex } from '../search-index/split-index';
import { loadSearchIndex, resetSearchIndexCache, type LoadedIndex } from '../../browser/search/client';
import type { SearchIndexFile } from '../../search/types';

// A test page without a description has none to search: most tests are about the sections.
export type MarkdownPage = Omit<PageInput, 'sections' | 'description'> & { description?: string; raw: string };

export function sectionsOf(raw: string, title: string) {
  const source = `---\ntitle: ${JSON.stringify(title)}\ndescription: Testisivu.\nsidebar_position: 1\n---\n${raw}`;
  const model = buildPageModel('content/testi.mdx', source);
  if (!model.parsed) throw new Error(model.problems[0].message);
  return model.sections;
}

export function fromMarkdown(pages: MarkdownPage[]): PageInput[] {
  return pages.map(({ raw, description = '', ...page }) => ({ ...page, description, sections: sectionsOf(raw, page.title) }));
}

// A built index as the browser loads it: split into its manifest, shards and page fragments.
export async function loadIndexFile(tag: string, indexFile: SearchIndexFile): Promise<LoadedIndex> {
  resetSearchIndexCache();
  return loadSearchIndex(tag, fetchFromSplitFiles(tag, splitSearchIndex(JSON.parse(JSON.stringify(indexFile)))));
}
