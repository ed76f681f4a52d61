// Help IDs: the addresses the product's "?" links open (/manual/ohje/<id>). The registry
// (content/help-ids.yml) names each ID's target; the lock (content/help-ids.lock) lists every ID
// that has been published, so that none disappears by accident. This module parses both, checks
// them against the content model's routes and rendered heading ids, and writes the second formats
// (the JSON for the product's CI, the nginx map). Every problem names the ID, the file and the line.
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';
import { z } from 'zod';
import { HELP_DIR } from '../site/help-route.mjs';
import { normalizeContentHref, safeDecode, withBasePath } from '../site/routes';
import type { Problem } from './content-check';

export const HELP_IDS_FILE = 'content/help-ids.yml';
export const HELP_IDS_LOCK_FILE = 'content/help-ids.lock';
const LOCK_COMMAND = 'npm run help-ids:lock';

export type HelpEntry =
  | { id: string; line: number; route: string; anchor: string | null }
  | { id: string; line: number; retiredFor: string };

// A page an ID can target: its route, title and rendered heading ids with their text.
export type HelpTargetPage = { route: string; title: string; headings: { id: string; text: string }[] };

export type ResolvedHelpId = {
  id: string;
  route: string;
  anchor: string | null;
  // The address a browser follows: base path included, percent-encoded.
  href: string;
  // What the reader is taken to, e.g. "Vuorojen suunnittelu › Vuorolistan julkaiseminen".
  label: string;
};

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID_RULE = 'lowercase ASCII letters and digits with single hyphens, e.g. vuorolista-julkaisu';

const targetSchema = z
  .string()
  .trim()
  .regex(/^\/[^\s?#]*(#[^\s#]+)?$/, 'the target must be a route of the manual, e.g. /perustoiminnot/osastot#osaston-asetukset');
const retiredSchema = z.strictObject({ retired: z.string().regex(ID, `the replacement must be a help ID (${ID_RULE})`) });
const valueSchema = z.union([targetSchema, retiredSchema], {
  error: 'write a target (/route#anchor) or { retired: replacement-id }',
});

export function parseHelpRegistry(text: string): { entries: HelpEntry[]; problems: Problem[] } {
  const file = HELP_IDS_FILE;
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true });
  const lineAt = (offset: number | undefined) => counter.linePos(offset ?? 0).line;
  const problems: Problem[] = doc.errors.map((e) => ({
    file,
    line: e.linePos?.[0].line ?? lineAt(e.pos[0]),
    message: `not valid YAML: ${e.message.split('\n')[0]}`,
  }));
  if (problems.length > 0) return { entries: [], problems };
  if (doc.contents === null) return { entries: [], problems: [] };
  if (!isMap(doc.contents)) return { entries: [], problems: [{ file, line: 1, message: 'write one `id: /route#anchor` per line' }] };
  const entries: HelpEntry[] = [];
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? pair.key : null;
    const line = lineAt(key?.range?.[0]);
    const id = String(key?.value ?? '');
    if (!ID.test(id)) {
      problems.push({ file, line, message: `help ID "${id}": an ID is ${ID_RULE}` });
      continue;
    }
    const value = (pair.value as { toJSON?: () => unknown } | null)?.toJSON?.() ?? null;
    const parsed = valueSchema.safeParse(value);
    if (!parsed.success) {
      problems.push({ file, line, message: `help ID "${id}": ${parsed.error.issues[0].message}` });
      continue;
    }
    if (typeof parsed.data !== 'string') {
      entries.push({ id, line, retiredFor: parsed.data.retired });
      continue;
    }
    // Written like a link in a page, so the same normalisation applies (.html, trailing slash, NFC).
    const href = normalizeContentHref(parsed.data);
    const hashAt = href.indexOf('#');
    const route = hashAt >= 0 ? href.slice(0, hashAt) : href;
    const anchor = hashAt >= 0 ? safeDecode(href.slice(hashAt + 1)).normalize('NFC') : null;
    entries.push({ id, line, route, anchor });
  }
  return { entries, problems };
}

// The lock: one published ID a line; `#` starts a comment.
export function parseHelpLock(text: string): { ids: Map<string, number>; problems: Problem[] } {
  const file = HELP_IDS_LOCK_FILE;
  const ids = new Map<string, number>();
  const problems: Problem[] = [];
  text.split('\n').forEach((raw, i) => {
    const id = raw.replace(/#.*/, '').trim();
    if (id === '') return;
    if (!ID.test(id)) problems.push({ file, line: i + 1, message: `"${id}" is not a help ID (${ID_RULE})` });
    else ids.set(id, i + 1);
  });
  return { ids, problems };
}

export function formatLock(ids: Iterable<string>): string {
  return (
    '# Published help IDs: the product links to /manual/ohje/<id>. Written by `' +
    LOCK_COMMAND +
    '`;\n# an ID listed here must stay in content/help-ids.yml, as a target or retired with a replacement.\n' +
    [...new Set(ids)].sort().join('\n') +
    '\n'
  );
}

type Inputs = {
  registry: { entries: HelpEntry[]; problems: Problem[] };
  lock: { ids: Map<string, number>; problems: Problem[] };
  pages: HelpTargetPage[];
};

export function checkHelpIds({ registry, lock, pages }: Inputs): Problem[] {
  const registryFile = HELP_IDS_FILE;
  const lockFile = HELP_IDS_LOCK_FILE;
  const problems = [...registry.problems, ...lock.problems];
  const add = (line: number, id: string, message: string) => problems.push({ file: registryFile, line, message: `help ID "${id}": ${message}` });
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const byId = new Map(registry.entries.map((e) => [e.id, e]));
  for (const entry of registry.entries) {
    if ('retiredFor' in entry) {
      const replacement = byId.get(entry.retiredFor);
      if (!replacement) add(entry.line, entry.id, `retired for "${entry.retiredFor}", which is not a help ID in ${registryFile}`);
      else if ('retiredFor' in replacement) {
        add(entry.line, entry.id, `retired for "${entry.retiredFor}", which is retired too: name the ID that replaces both`);
      }
      continue;
    }
    const page = byRoute.get(entry.route);
    if (!page) {
      add(entry.line, entry.id, `no page ${entry.route} (the page was moved, renamed or removed?)`);
      continue;
    }
    if (entry.anchor !== null && !page.headings.some((h) => h.id === entry.anchor)) {
      add(
        entry.line,
        entry.id,
        `no heading with the anchor "${entry.anchor}" on ${entry.route} (the heading was renamed or removed?): ` +
          'point the ID at the heading as it is now',
      );
    }
  }
  for (const [id, line] of lock.ids) {
    if (byId.has(id)) continue;
    problems.push({
      file: lockFile,
      line,
      message:
        `help ID "${id}" is published but missing from ${registryFile}: the product may link to it. ` +
        `Keep it, or retire it with a replacement: ${id}: { retired: <id> }`,
    });
  }
  for (const entry of registry.entries) {
    if (lock.ids.has(entry.id)) continue;
    add(entry.line, entry.id, `new, not yet in ${lockFile}: run \`${LOCK_COMMAND}\` and commit the lock`);
  }
  return problems;
}

// IDs whose targets are the same place: not an error (two buttons may open one section), but a
// writer should know.
export function duplicateTargets(entries: HelpEntry[]): { target: string; ids: string[] }[] {
  const byTarget = new Map<string, string[]>();
  for (const e of entries) {
    if ('retiredFor' in e) continue;
    const target = e.route + (e.anchor ? `#${e.anchor}` : '');
    byTarget.set(target, [...(byTarget.get(target) ?? []), e.id]);
  }
  return [...byTarget].filter(([, ids]) => ids.length > 1).map(([target, ids]) => ({ target, ids }));
}

function helpIdHref(route: string, anchor: string | null): string {
  return encodeURI(withBasePath(route) + (anchor ? `#${anchor}` : ''));
}

function helpIdRoute(id: string): string {
  return `/${HELP_DIR}/${id}`;
}

// Every ID with the place it leads to; a retired ID leads where its replacement does. Only for a
// registry that passed checkHelpIds.
export function resolveHelpIds(entries: HelpEntry[], pages: HelpTargetPage[]): ResolvedHelpId[] {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const byId = new Map(entries.map((e) => [e.id, e]));
  return entries
    .map((entry) => {
      const target = 'retiredFor' in entry ? byId.get(entry.retiredFor) : entry;
      if (!target || 'retiredFor' in target) throw new Error(`help ID "${entry.id}" has no target: check the registry first`);
      const page = byRoute.get(target.route);
      const heading = page?.headings.find((h) => h.id === target.anchor);
      const label = [page?.title, heading?.text].filter(Boolean).join(' › ');
      return { id: entry.id, route: target.route, anchor: target.anchor, href: helpIdHref(target.route, target.anchor), label };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

export function helpIdsJson(ids: ResolvedHelpId[]): Record<string, string> {
  return Object.fromEntries(ids.map((h) => [h.id, h.href]));
}

// An nginx `map` (http level) from the request's path to the ID's target; deploy/nginx answers
// /manual/ohje/<id> with a 301 to it, and an empty value (unknown ID) with the 404 page.
export function nginxHelpMap(ids: ResolvedHelpId[]): string {
  // nginx has no escape for `$` (a variable) in a string; targets are encoded routes and slugs.
  const quote = (value: string) => {
    if (/["\\$]/.test(value)) throw new Error(`nginx map: cannot write ${value}`);
    return `"${value}"`;
  };
  return [
    `# Generated by the build from ${HELP_IDS_FILE}: do not edit.`,
    'map $uri $manual_help_target {',
    '    default "";',
    ...ids.map((h) => `    ${quote(withBasePath(helpIdRoute(h.id)))} ${quote(h.href)};`),
    '}',
    '',
  ].join('\n');
}

export function formatProblems(problems: Problem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');
}
