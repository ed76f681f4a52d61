import type { SiteConfig } from '@/lib/site/site-config';

const DOCS_TAG_PREFIX = 'docs';
// The index of the pages that are not documentation (and of the blog, when it is searched).
export const PAGES_INDEX_TAG = 'default';

// One index per tag; `docs-{pluginId}-{versionName}` for documentation, `default` for
// other pages and the blog.
export function docsIndexTag(config: SiteConfig): string {
  const version = config.docs.versions.find((v) => v.isLast) ?? config.docs.versions[0];
  return `${DOCS_TAG_PREFIX}-${config.docs.pluginId}-${version.name}`;
}

export function searchIndexTags(config: SiteConfig): string[] {
  const tags: string[] = [];
  if (config.search.indexDocs) tags.push(docsIndexTag(config));
  if (config.search.indexPages || config.search.indexBlog) tags.push(PAGES_INDEX_TAG);
  return tags;
}
