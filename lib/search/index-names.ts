import type { SiteConfig } from '@/lib/site/site-config';

// Names of the search index files. They were "tags" in the Docusaurus search plugin this follows;
// here a tag is a page's topic (lib/build/tags.ts) and a keyword a page's search word, so an
// index has a name.
const DOCS_INDEX_PREFIX = 'docs';
// The index of the pages that are not documentation (and of the blog, when it is searched).
export const PAGES_INDEX_NAME = 'default';

// One index per name; `docs-{pluginId}-{versionName}` for documentation, `default` for
// other pages and the blog.
export function docsIndexName(config: SiteConfig): string {
  const version = config.docs.versions.find((v) => v.isLast) ?? config.docs.versions[0];
  return `${DOCS_INDEX_PREFIX}-${config.docs.pluginId}-${version.name}`;
}

export function searchIndexNames(config: SiteConfig): string[] {
  const names: string[] = [];
  if (config.search.indexDocs) names.push(docsIndexName(config));
  if (config.search.indexPages || config.search.indexBlog) names.push(PAGES_INDEX_NAME);
  return names;
}
