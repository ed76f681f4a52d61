import 'server-only';
import { finnishDate } from './dates';
import { getDocPages } from './docs';
import { perContent } from './generated';
import { lastUpdatedOfContentFiles } from './last-updated';

export type Release = { date: Date; text: string; version: string };

// The release of the manual is dated by the newest change to any of its pages, in that change's
// own offset as the pages date theirs; the build date when the history cannot tell. The PDF
// carries it, and feedback names it, so a writer knows which text a reader answered about.
export const release = perContent((): Release => {
  const newest = lastUpdatedOfContentFiles(getDocPages().map((d) => d.sourcePath));
  const dateTime = newest?.dateTime ?? new Date().toISOString();
  return { date: new Date(dateTime), text: newest?.text ?? finnishDate(dateTime), version: dateTime.slice(0, 10) };
});
