import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { finnishDate } from './dates';

// "Päivitetty": the date of the last commit that changed a page's file. Where the history cannot
// tell (an uncommitted file, a copy without .git, a shallow clone cut off at that file's last
// change), there is no date and the page leaves the line out.

export type LastUpdated = { dateTime: string; text: string };

// Runs git with the arguments; null when git fails (no repository, no git on the machine).
export type GitRunner = (args: string[]) => string | null;

// The commits a shallow clone's history stops at: their parents are missing, so a file whose
// last commit is one of them may really have changed long before.
function shallowBoundary(git: GitRunner): Set<string> {
  if (git(['rev-parse', '--is-shallow-repository'])?.trim() !== 'true') return new Set();
  const path = git(['rev-parse', '--path-format=absolute', '--git-path', 'shallow'])?.trim();
  const hashes = path ? readShallowFile(path) : '';
  return new Set(hashes.split(/\s+/).filter(Boolean));
}

function readShallowFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

// The date of the newest change to any of the files given, paths relative to the runner's folder.
export type History = (files: string | string[]) => LastUpdated | null;

type LastCommit = { order: number; hash: string; dateTime: string };

// The whole history under `paths` is read in one git run, newest commit first, and each file keeps
// the first commit that names it. A run per page cost the 1,000-page build 30 s of its page
// generation: each one forks the process that holds the whole site. `--root` lists a shallow
// clone's oldest commit with all its files, as a look-up of one file would find it.
export function gitHistory(git: GitRunner, paths: string[] = []): History {
  const boundary = shallowBoundary(git);
  const log = git(['log', '-z', '--root', '--no-renames', '--relative', '--name-only', '--format=%x01%H %cI', '--', ...paths]);
  const last = new Map<string, LastCommit>();
  (log ?? '')
    .split('\x01')
    .slice(1)
    .forEach((record, order) => {
      const [header, ...names] = record.split('\0');
      const [hash, dateTime] = header.split(' ');
      for (const name of names) {
        const file = name.replace(/^\n/, '');
        if (file && !last.has(file)) last.set(file, { order, hash, dateTime });
      }
    });
  return (files) => {
    const commits = [files].flat().flatMap((file) => last.get(file) ?? []);
    const newest = commits.reduce<LastCommit | null>((a, b) => (a && a.order <= b.order ? a : b), null);
    if (!newest || boundary.has(newest.hash)) return null;
    try {
      return { dateTime: newest.dateTime, text: finnishDate(newest.dateTime) };
    } catch {
      return null;
    }
  };
}

export function gitRunner(cwd: string): GitRunner {
  return (args) => {
    try {
      return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1024 ** 3 });
    } catch {
      return null;
    }
  };
}

// One read of the content's history per build process; pages ask one by one.
let contentHistory: History | null = null;

function historyOfContent(): History {
  contentHistory ??= gitHistory(gitRunner(process.cwd()), ['content']);
  return contentHistory;
}

export function lastUpdatedOfContentFile(sourcePath: string): LastUpdated | null {
  return historyOfContent()(`content/${sourcePath}`);
}

// The newest change to any of the files: the same as the newest of their own dates, since the
// commit a shallow clone stops at is newer than anything it cut off.
export function lastUpdatedOfContentFiles(sourcePaths: string[]): LastUpdated | null {
  return historyOfContent()(sourcePaths.map((p) => `content/${p}`));
}
