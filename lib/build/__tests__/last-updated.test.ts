import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitHistory, gitRunner, type GitRunner } from '../last-updated';

describe('gitHistory with a stubbed git', () => {
  const answers = (log: string | null, shallow = 'false'): GitRunner => (args) =>
    args[0] === 'log' ? log : args.includes('--is-shallow-repository') ? shallow : null;
  // git log -z --name-only: each commit's header, then its files, each ended by a NUL.
  const log = [
    '\x01abc123 2026-06-05T23:30:00+03:00\0\ncontent/a.mdx\0content/työvuorot.mdx\0',
    '\x01def456 2025-01-02T10:00:00+02:00\0\ncontent/a.mdx\0content/b.mdx\0',
  ].join('');

  it('gives the last commit date in d.M.yyyy and the timestamp for <time>', () => {
    const history = gitHistory(answers(log));
    expect(history('content/a.mdx')).toEqual({ dateTime: '2026-06-05T23:30:00+03:00', text: '5.6.2026' });
    expect(history('content/työvuorot.mdx')?.text).toBe('5.6.2026');
    expect(history('content/b.mdx')?.text).toBe('2.1.2025');
  });

  it('gives nothing for an uncommitted file or without a repository', () => {
    expect(gitHistory(answers(log))('content/uusi.mdx')).toBeNull();
    expect(gitHistory(answers(''))('content/a.mdx')).toBeNull();
    expect(gitHistory(answers(null))('content/a.mdx')).toBeNull();
  });

  it('reads the history once however many files are asked for', () => {
    const git = jest.fn(answers(log));
    const history = gitHistory(git);
    for (const file of ['content/a.mdx', 'content/b.mdx', ['content/a.mdx', 'content/b.mdx']]) history(file);
    expect(git.mock.calls.filter(([args]) => args[0] === 'log')).toHaveLength(1);
  });
});

// The same against real repositories: commits, an uncommitted file, and a shallow clone whose
// history is cut below the last change of some files.
describe('gitHistory with real git history', () => {
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
    mkdirSync(join(dir, 'repo', 'osio'));
    commit('osio/sivu.mdx', '2025-08-14T12:00:00+03:00');
    commit('uusi.mdx', '2026-06-05T09:00:00+03:00');
    commit('uusin.mdx', '2026-11-02T08:15:00+02:00');
    writeFileSync(join(dir, 'repo', 'luonnos.mdx'), 'ei vielä');
    git(dir, ['clone', '-q', '--depth', '2', `file://${join(dir, 'repo')}`, 'shallow']);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('dates a committed file and leaves an uncommitted one out', () => {
    const repo = gitRunner(join(dir, 'repo'));
    expect(gitHistory(repo)('vanha.mdx')).toEqual({ dateTime: '2025-03-09T10:00:00+02:00', text: '9.3.2025' });
    expect(gitHistory(repo)('uusi.mdx')?.text).toBe('5.6.2026');
    expect(gitHistory(repo)('luonnos.mdx')).toBeNull();
  });

  it('in a shallow clone, dates only what changed after the cut', () => {
    const shallow = gitRunner(join(dir, 'shallow'));
    expect(gitHistory(shallow)('uusin.mdx')?.text).toBe('2.11.2026');
    // The oldest commit the clone has looks like the last change of every file older than it.
    expect(gitHistory(shallow)('uusi.mdx')).toBeNull();
    expect(gitHistory(shallow)('vanha.mdx')).toBeNull();
  });

  it('dates several files by the newest change to any of them, as the newest of their own dates', () => {
    const repo = gitRunner(join(dir, 'repo'));
    expect(gitHistory(repo)(['vanha.mdx', 'uusi.mdx', 'luonnos.mdx'])?.text).toBe('5.6.2026');
    const shallow = gitRunner(join(dir, 'shallow'));
    expect(gitHistory(shallow)(['vanha.mdx', 'uusin.mdx'])?.text).toBe('2.11.2026');
    expect(gitHistory(shallow)(['vanha.mdx', 'uusi.mdx'])).toBeNull();
  });

  it('names files relative to the folder it runs in, and reads only the paths asked for', () => {
    const section = gitHistory(gitRunner(join(dir, 'repo', 'osio')));
    expect(section('sivu.mdx')?.text).toBe('14.8.2025');
    expect(section('../vanha.mdx')).toBeNull();
    const limited = gitHistory(gitRunner(join(dir, 'repo')), ['osio']);
    expect(limited('osio/sivu.mdx')?.text).toBe('14.8.2025');
    expect(limited('uusin.mdx')).toBeNull();
  });

  it('leaves the date out outside any repository', () => {
    expect(gitHistory(gitRunner(tmpdir()))('vanha.mdx')).toBeNull();
  });
});
