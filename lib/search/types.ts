// Shapes shared by the index builder (route handlers, Node) and the browser search.
import type { PageType } from '../site/page-types';

export type SearchDocument = {
  id: number;
  title: string;
  content: string;
  keywords: string[];
  sidebarParentCategories: string[];
  sectionTitle: string;
  pageTitle: string;
  sectionRoute: string;
  // The kind of page (lib/site/page-types.ts), or 'other' for a page that is none of them.
  type: PageType | 'other';
};

export type SearchIndexFile = { documents: SearchDocument[]; index: Record<string, string> };

// terms = the normalized query terms that matched (for highlighting)
export type SearchHit = { document: SearchDocument; score: number; terms: string[] };

export type SearchOptions = {
  boosts: { title: number; content: number; keywords: number; sidebarParentCategories: number };
  maxResults: number;
  maxQueryLength: number;
};
