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

// Of several files, the last commit that changed any of them: one git run however many there are.
export function lastUpdated(file: string | string[], git: GitRunner, boundary: Set<string> = shallowBoundary(git)): LastUpdated | null {
  const line = git(['log', '-1', '--format=%H %cI', '--', ...[file].flat()])?.trim();
  if (!line) return null;
  const [hash, dateTime] = line.split(' ');
  if (!dateTime || boundary.has(hash)) return null;
  try {
    return { dateTime, text: finnishDate(dateTime) };
  } catch {
    return null;
  }
}

export function gitRunner(cwd: string): GitRunner {
  return (args) => {
    try {
      return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return null;
    }
  };
}

// One boundary look-up per build; pages ask one by one.
let repository: { git: GitRunner; boundary: Set<string> } | null = null;

function repositoryHere() {
  if (!repository) {
    const git = gitRunner(process.cwd());
    repository = { git, boundary: shallowBoundary(git) };
  }
  return repository;
}

export function lastUpdatedOfContentFile(sourcePath: string): LastUpdated | null {
  const { git, boundary } = repositoryHere();
  return lastUpdated(`content/${sourcePath}`, git, boundary);
}

// The newest change to any of the files: the same as the newest of their own dates, since the
// commit a shallow clone stops at is newer than anything it cut off.
export function lastUpdatedOfContentFiles(sourcePaths: string[]): LastUpdated | null {
  const { git, boundary } = repositoryHere();
  return sourcePaths.length > 0 ? lastUpdated(sourcePaths.map((p) => `content/${p}`), git, boundary) : null;
}
