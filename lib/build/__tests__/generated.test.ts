import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// contentlayer2's JSON as the build reads it: once per process in a build, and in `next dev` again
// when contentlayer2 rewrites it.
describe('perContent', () => {
  const cwd = process.cwd();
  const env = process.env.NODE_ENV;
  let dir: string;
  const categories = (labels: string[], time: number) => {
    const file = join(dir, '.contentlayer', 'generated', 'Category', '_index.json');
    writeFileSync(file, JSON.stringify(labels.map((label) => ({ label }))));
    utimesSync(file, time, time);
  };
  const load = async (nodeEnv: string) => {
    (process.env as Record<string, string>).NODE_ENV = nodeEnv;
    let generated!: typeof import('../generated');
    await jest.isolateModulesAsync(async () => {
      generated = await import('../generated');
    });
    return generated.perContent(() => generated.generatedCategories().map((c) => c.label));
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'generated-'));
    for (const type of ['Docs', 'Blog', 'Category']) {
      mkdirSync(join(dir, '.contentlayer', 'generated', type), { recursive: true });
      writeFileSync(join(dir, '.contentlayer', 'generated', type, '_index.json'), '[]');
    }
    categories(['Perustoiminnot'], 1_000);
    process.chdir(dir);
  });

  afterEach(() => {
    process.chdir(cwd);
    (process.env as Record<string, string | undefined>).NODE_ENV = env;
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the documents once in a build', async () => {
    const labels = await load('production');
    expect(labels()).toEqual(['Perustoiminnot']);
    categories(['Perustoiminnot', 'Raportointi'], 2_000);
    expect(labels()).toEqual(['Perustoiminnot']);
  });

  it('reads them again in next dev when contentlayer2 has rewritten them', async () => {
    const labels = await load('development');
    const first = labels();
    expect(first).toEqual(['Perustoiminnot']);
    expect(labels()).toBe(first);
    categories(['Perustoiminnot', 'Raportointi'], 2_000);
    expect(labels()).toEqual(['Perustoiminnot', 'Raportointi']);
  });

  it('says to run contentlayer2 when its files are missing', async () => {
    rmSync(join(dir, '.contentlayer'), { recursive: true });
    const labels = await load('production');
    expect(labels).toThrow('run contentlayer2 build');
  });
});
