// A generated large manual for scale measurements: a copy of this repository in a temporary folder
// whose content/ holds the real pages plus generated ones, so that size and speed can be measured at
// 1,000 pages without touching the real content/. The generated pages are built from the real
// pages' sections, mixed by a seeded random choice, with page-specific compound words, so the
// vocabulary grows with the page count as it does in a real manual.
//
// The real pages are read through the content model, which gives each section's place in the source.
//
//   npx tsx scripts/large-site.ts --pages 1000 [--dir DIR]   → prints the folder
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { readContentTree } from '../lib/build/content-model/read-content';
import type { Frontmatter } from '../lib/build/content-model/frontmatter';
import type { PageModel } from '../lib/build/content-model/page-model';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PAGES_PER_FOLDER = 50;

type SourcePage = { data: Frontmatter; route: string; sections: string[] };

// Mulberry32: a small seeded generator, so two runs generate the same site.
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The MDX of each `##` section of a page, "Katso myös" left out. Same-page anchor links become their
// text, since a generated page does not carry every section of its source.
function sectionsOf(model: PageModel, source: string): string[] {
  let text = source;
  for (const link of [...model.links].reverse()) {
    if (link.url.startsWith('#')) text = text.slice(0, link.span[0]) + link.text + text.slice(link.span[1]);
  }
  const lines = text.split('\n');
  const starts = model.headings.filter((h) => h.depth === 2);
  return starts
    .map((h, i) => ({ title: h.text, body: lines.slice(h.line - 1, (starts[i + 1]?.line ?? lines.length + 1) - 1).join('\n').trim() }))
    .filter((section) => section.title !== 'Katso myös')
    .map((section) => section.body);
}

function generatedPage(index: number, sources: SourcePage[], sections: string[], words: string[], next: () => number): string {
  const source = sources[index % sources.length];
  const title = `${source.data.title} ${index + 1}`;
  const compounds = Array.from({ length: 12 }, () => {
    const a = words[Math.floor(next() * words.length)];
    const b = words[Math.floor(next() * words.length)];
    return `${a}${b}`;
  });
  const chosen = Array.from({ length: 4 }, () => sections[Math.floor(next() * sections.length)]);
  const front = {
    title,
    description: source.data.description,
    sidebar_position: (index % PAGES_PER_FOLDER) + 1,
    ...(source.data.tags.length > 0 ? { tags: source.data.tags } : {}),
  };
  return `---\n${stringify(front)}---\n` + [
      `Tällä sivulla käsitellään aihetta ${title.toLowerCase()} sekä käsitteitä ${compounds.join(', ')}.`,
      '',
      ...chosen,
      '',
      '## Katso myös',
      '',
      `- [${source.data.title}](${source.route}): alkuperäinen sivu.`,
      '- [Aloitusopas](/): palvelun perusteet.',
      '',
    ].join('\n');
}

export function createLargeSite({ pages, dir = mkdtempSync(join(tmpdir(), 'manual-large-')) }: { pages: number; dir?: string }) {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  // Hard links: a full copy of node_modules would cost ~0.6 GB; Turbopack rejects a symlink.
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);

  const tree = readContentTree(join(ROOT, 'content'));
  const sources: (SourcePage & { text: string })[] = tree.models.flatMap((model) => {
    if (!model.frontmatter) return [];
    const text = readFileSync(join(ROOT, model.file), 'utf8');
    return [{ data: model.frontmatter, route: model.route, sections: sectionsOf(model, text), text: model.prose.map((p) => p.text).join(' ') }];
  });
  const sections = sources.flatMap((source) => source.sections);
  const words = [
    ...new Set(sources.flatMap((s) => s.text.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 5 && w.length <= 9))),
  ].sort();
  const next = random(1000);
  const extra = Math.max(0, pages - sources.length);
  for (let i = 0; i < extra; i++) {
    const folder = Math.floor(i / PAGES_PER_FOLDER) + 1;
    const folderDir = join(dir, 'content', `generoitu-${folder}`);
    if (i % PAGES_PER_FOLDER === 0) {
      mkdirSync(folderDir, { recursive: true });
      const category = {
        label: `Generoitu osa ${folder}`,
        position: 100 + folder,
        slug: `category/generoitu-${folder}`,
        description: `Mittauksia varten generoitu osa ${folder}.`,
      };
      writeFileSync(join(folderDir, '_category_.json'), JSON.stringify(category, null, 2) + '\n');
    }
    writeFileSync(join(folderDir, `sivu-${i + 1}.mdx`), generatedPage(i, sources, sections, words, next));
  }
  return { dir, pages: sources.length + extra };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const pages = Number(arg('--pages') ?? 1000);
  if (!Number.isInteger(pages) || pages < 1) {
    console.error('large-site: --pages must be a positive whole number.');
    process.exit(2);
  }
  const requested = arg('--dir');
  if (requested) mkdirSync(requested, { recursive: true });
  const { dir, pages: made } = createLargeSite({ pages, ...(requested ? { dir: requested } : {}) });
  console.log(`${dir} (${made} pages)`);
}
