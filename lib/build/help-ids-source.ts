// Node-only: the help ID registry and lock read from the repository and checked against the doc
// and category pages. The content check (from content/ through the content model) and the Next
// build (from contentlayer2's copy of the same model, lib/build/help-id-pages.ts) both call
// loadHelpIds, so a broken ID stops both with the same message.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  HELP_IDS_FILE,
  HELP_IDS_LOCK_FILE,
  checkHelpIds,
  duplicateTargets,
  parseHelpLock,
  parseHelpRegistry,
  resolveHelpIds,
  type HelpEntry,
  type HelpTargetPage,
  type ResolvedHelpId,
} from './help-ids';
import type { Problem } from './content-check';
import { docPagesOf, type ContentTree } from './content-model/read-content';
import { toCategoryPages, type CategoryPage, type DocPage } from './navigation';

type LoadedHelpIds = {
  entries: HelpEntry[];
  problems: Problem[];
  // Only when there are no problems.
  resolved: ResolvedHelpId[];
  duplicates: { target: string; ids: string[] }[];
};

export function helpTargetPages(docs: DocPage[], categories: CategoryPage[]): HelpTargetPage[] {
  return [
    ...docs.map((d) => ({ route: d.route, title: d.title, headings: d.headings.map((h) => ({ id: h.id, text: h.text })) })),
    ...categories.map((c) => ({ route: c.route, title: c.label, headings: [] })),
  ];
}

// `root` is the repository (the folder that holds content/).
export function loadHelpIds(pages: HelpTargetPage[], root = '.'): LoadedHelpIds {
  const registryPath = join(root, HELP_IDS_FILE);
  const lockPath = join(root, HELP_IDS_LOCK_FILE);
  const registry = parseHelpRegistry(existsSync(registryPath) ? readFileSync(registryPath, 'utf8') : '');
  const lock = parseHelpLock(existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : '');
  const problems = checkHelpIds({ registry, lock, pages });
  return {
    entries: registry.entries,
    problems,
    resolved: problems.length === 0 ? resolveHelpIds(registry.entries, pages) : [],
    duplicates: duplicateTargets(registry.entries),
  };
}

// The content check's and the tests' way in: the pages as read from content/ (drafts left out,
// as the build leaves them out). `root` holds content/ and the registry.
export function helpIdsOfTree(tree: ContentTree, root = '.'): LoadedHelpIds {
  return loadHelpIds(helpTargetPages(docPagesOf(tree), toCategoryPages(tree.categories)), root);
}
