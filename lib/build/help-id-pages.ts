// The help IDs as the Next build sees them: checked against the pages contentlayer2 built from the
// content model. A problem stops the build with the same messages as the content check.
import 'server-only';
import { getCategoryPages, getDocPages } from './docs';
import { perContent } from './generated';
import { HELP_IDS_FILE, formatProblems, type ResolvedHelpId } from './help-ids';
import { helpTargetPages, loadHelpIds } from './help-ids-source';

export const getHelpIds = perContent((): ResolvedHelpId[] => {
  const { problems, resolved } = loadHelpIds(helpTargetPages(getDocPages(), getCategoryPages()));
  if (problems.length > 0) {
    throw new Error(`Help IDs in ${HELP_IDS_FILE} do not match the content (npm run check:content says the same):\n${formatProblems(problems)}`);
  }
  return resolved;
});

export function getHelpId(id: string): ResolvedHelpId | undefined {
  return getHelpIds().find((h) => h.id === id);
}
