import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitRunner, lastUpdated, type GitRunner } from '../last-updated';

describe('lastUpdated with a stubbed git', () => {
  const answers = (log: string | null, shallow = 'false'): GitRunner => (args) =>
    args[0] === 'log' ? log : args.includes('--is-shallow-repository') ? shallow : null;

  it('gives the last commit date in d.M.yyyy and the timestamp for <time>', () => {
    expect(lastUpdated('content/a.mdx', answers('abc123 2026-06-05T23:30:00+03:00\n'))).toEqual({
      dateTime: '2026-06-05T23:30:00+03:00',
      text: '5.6.2026',
    });
  });

  it('gives nothing for an uncommitted file or without a repository', () => {
    expect(lastUpdated('content/uusi.mdx', answers(''))).toBeNull();
    expect(lastUpdated('content/a.mdx', answers(null))).toBeNull();
  });
});

// The same against real repositories: commits, an uncommitted file, and a shallow clone whose
// history is cut below the last change of some files.
describe('lastUpdated with real git history', () => {
  let dir: string;
  const identity = {
    GIT_AUTHOR_NAME: 'Testi',
    GIT_AUTHOR_EMAIL: 'testi@example.fi',
    GIT_COMMITTER_NAME: 'Testi',
    GIT_COMMITTER_EMAIL: 'testi@example.fi',
  };
  const git = (cwd: string, args: string[], env: Record<string, string> = {}) =>
    execFileSync('git', args, { cwd, env: { ...process.env, ...identity, ...env }, stdio: 'ignore' });
  const commit = (file: string, date: string) => {
    writeFileSync(join(dir, 'repo', file), date);
    git(join(dir, 'repo'), ['add', file]);
    git(join(dir, 'repo'), ['commit', '-q', '-m', file], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'last-updated-'));
    git(dir, ['init', '-q', 'repo']);
    commit('vanha.mdx', '2025-03-09T10:00:00+02:00');
    commit('uusi.mdx', '2026-06-05T09:00:00+03:00');
    commit('uusin.mdx', '2026-11-02T08:15:00+02:00');
    writeFileSync(join(dir, 'repo', 'luonnos.mdx'), 'ei vielä');
    git(dir, ['clone', '-q', '--depth', '2', `file://${join(dir, 'repo')}`, 'shallow']);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('dates a committed file and leaves an uncommitted one out', () => {
    const repo = gitRunner(join(dir, 'repo'));
    expect(lastUpdated('vanha.mdx', repo)).toEqual({ dateTime: '2025-03-09T10:00:00+02:00', text: '9.3.2025' });
    expect(lastUpdated('uusi.mdx', repo)?.text).toBe('5.6.2026');
    expect(lastUpdated('luonnos.mdx', repo)).toBeNull();
  });

  it('in a shallow clone, dates only what changed after the cut', () => {
    const shallow = gitRunner(join(dir, 'shallow'));
    expect(lastUpdated('uusin.mdx', shallow)?.text).toBe('2.11.2026');
    // The oldest commit the clone has looks like the last change of every file older than it.
    expect(lastUpdated('uusi.mdx', shallow)).toBeNull();
    expect(lastUpdated('vanha.mdx', shallow)).toBeNull();
  });

  it('dates several files by the newest change to any of them, as the newest of their own dates', () => {
    const repo = gitRunner(join(dir, 'repo'));
    expect(lastUpdated(['vanha.mdx', 'uusi.mdx', 'luonnos.mdx'], repo)?.text).toBe('5.6.2026');
    const shallow = gitRunner(join(dir, 'shallow'));
    expect(lastUpdated(['vanha.mdx', 'uusin.mdx'], shallow)?.text).toBe('2.11.2026');
    expect(lastUpdated(['vanha.mdx', 'uusi.mdx'], shallow)).toBeNull();
  });

  it('leaves the date out outside any repository', () => {
    expect(lastUpdated('vanha.mdx', gitRunner(tmpdir()))).toBeNull();
  });
});
