// `npm run build` on bad content, in a copy of the repository: the build stops before Next runs,
// and the last thing it prints is the content check's message with the file and line. A type
// error, which tsc finds beside Next's page generation, stops the build too. The front matter is
// checked beside contentlayer2, which only warns about it; contentlayer2 stops by itself on an MDX
// error, and then the whole check names every one.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const PAGE = 'content/perustoiminnot/kayttajat.mdx';

let copy: string;
let original: string;

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'manual-bad-content-'));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  // Hard links: a copy of node_modules would cost ~0.6 GB.
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules')]);
  original = fs.readFileSync(path.join(copy, PAGE), 'utf8');
});

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

function build(): { status: number | null; lastLines: string; stdout: string } {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const lines = result.stderr.trim().split('\n');
  return { status: result.status, lastLines: lines.slice(-4).join('\n'), stdout: result.stdout };
}

test('an unclosed component stops the build with the check message', () => {
  fs.writeFileSync(path.join(copy, PAGE), `${original}\n<Callout type="tip">\nAuki jäänyt\n`);
  const { status, lastLines } = build();
  expect(status).not.toBe(0);
  expect(lastLines).toContain('The content has 1 error(s); nothing was built:');
  expect(lastLines).toMatch(new RegExp(`${PAGE}:\\d+: MDX does not parse: Expected a closing tag for \`<Callout>\``));
  expect(fs.existsSync(path.join(copy, '.next'))).toBe(false);
}, 180_000);

test('a front matter error, which contentlayer2 only warns about, stops the build', () => {
  fs.writeFileSync(path.join(copy, PAGE), original.replace(/^sidebar_position: .*$/m, 'sidebar_position: kaksi'));
  const { status, lastLines } = build();
  expect(status).not.toBe(0);
  expect(lastLines).toContain(`${PAGE}:`);
  expect(lastLines).toContain('front matter sidebar_position');
  expect(fs.existsSync(path.join(copy, '.next'))).toBe(false);
}, 180_000);

test('a type error stops the build, which leaves no export behind', () => {
  fs.writeFileSync(path.join(copy, PAGE), original);
  const source = path.join(copy, 'lib/site/toc.ts');
  fs.appendFileSync(source, "\nexport const tyyppivirhe: number = 'teksti';\n");
  const { status, lastLines, stdout } = build();
  expect(status).not.toBe(0);
  expect(stdout).toMatch(/lib\/site\/toc\.ts\(\d+,\d+\): error TS2322/);
  expect(lastLines).toContain('tsc --noEmit failed');
  expect(fs.existsSync(path.join(copy, 'out'))).toBe(false);
}, 300_000);
