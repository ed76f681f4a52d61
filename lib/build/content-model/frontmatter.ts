// The page front matter: one definition that gives both contentlayer2's document fields and the
// validation the content model runs, with the line of each field for error messages and spelling.
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';
import { z } from 'zod';
import { calendarDate } from '../dates';
import { PAGE_TYPE_NAMES, type PageType } from '../../site/page-types';

type Field =
  | { type: 'string'; required: boolean; default?: string }
  | { type: 'number'; required: boolean; default?: number }
  | { type: 'boolean'; required: boolean; default?: boolean }
  | { type: 'list'; of: { type: 'string' }; required: boolean; default?: string[] }
  | { type: 'date'; required: boolean };

// A manual page. Tags come from the reviewed vocabulary (lib/build/tags.ts, checked by the content
// check and the build); keywords are readers' words for the page's topic, searched like the tags.
const DOC_FIELDS = {
  title: { type: 'string', required: true },
  description: { type: 'string', required: true },
  sidebar_position: { type: 'number', required: true },
  sidebar_label: { type: 'string', required: false },
  tags: { type: 'list', of: { type: 'string' }, required: false, default: [] },
  keywords: { type: 'list', of: { type: 'string' }, required: false, default: [] },
  draft: { type: 'boolean', required: false, default: false },
} satisfies Record<string, Field>;

// A "Mitä uutta" post (content/blog/): dated, ordered by date, with no place in the sidebar.
const POST_FIELDS = {
  title: { type: 'string', required: true },
  description: { type: 'string', required: true },
  date: { type: 'date', required: true },
  tags: { type: 'list', of: { type: 'string' }, required: false, default: [] },
  draft: { type: 'boolean', required: false, default: false },
} satisfies Record<string, Field>;

// The front matter of each kind of page (lib/site/page-types.ts).
export const FIELDS = { docs: DOC_FIELDS, blog: POST_FIELDS } satisfies Record<PageType, Record<string, Field>>;

// contentlayer2 skips a document whose required field is missing with a mere warning; the content
// check and the build stop on it instead, naming the file and line, so a post's date is optional there.
export function contentlayerFields<T extends Record<string, Field>>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.type === 'date' ? { ...field, required: false } : field]),
  ) as T;
}

// Fields a reader sees as text (page title, category-page summary, sidebar). Tags are lowercase
// search keywords (csv, tes), not prose.
const VISIBLE_FIELDS = new Set(['title', 'description', 'sidebar_label']);

function fieldSchema(field: Field): z.ZodType {
  const base: z.ZodType =
    field.type === 'string'
      ? z.string().trim().min(1, 'must not be empty')
      : field.type === 'number'
        ? z.number()
        : field.type === 'boolean'
          ? z.boolean()
          : field.type === 'date'
            ? z
                .string({ error: 'a post needs its publishing date, e.g. date: 2026-06-05' })
                .refine((value) => calendarDate(value) !== null, 'must be a calendar date, e.g. 2026-06-05')
            : z.array(z.string().trim().min(1));
  if (field.required) return base;
  return 'default' in field && field.default !== undefined ? base.default(field.default) : base.optional();
}

const schemaOf = (fields: Record<string, Field>) =>
  z.strictObject(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])));
const SCHEMAS = Object.fromEntries(PAGE_TYPE_NAMES.map((type) => [type, schemaOf(FIELDS[type])])) as Record<PageType, ReturnType<typeof schemaOf>>;

export type Frontmatter = {
  title: string;
  description: string;
  sidebar_position?: number;
  sidebar_label?: string;
  tags: string[];
  keywords: string[];
  draft: boolean;
  // A post's publishing date, YYYY-MM-DD.
  date?: string;
};

export type SourceLine = { line: number; text: string };
export type LineProblem = { line: number; message: string };

export type ParsedFrontmatter = {
  data: Frontmatter | null;
  // The line of each field, for messages about it.
  lines: Record<string, number>;
  prose: SourceLine[];
  problems: LineProblem[];
};

// `yamlText` starts on `firstLine` of the file (the line after the opening ---).
export function parseFrontmatter(yamlText: string, firstLine: number, kind: PageType = 'docs'): ParsedFrontmatter {
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter });
  const lineAt = (offset: number | undefined) => firstLine + counter.linePos(offset ?? 0).line - 1;
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    return {
      data: null,
      lines: {},
      prose: [],
      problems: [{ line: lineAt(error.pos[0]), message: `front matter is not valid YAML: ${error.message.split('\n')[0]}` }],
    };
  }
  const keyLines = new Map<string, number>();
  const prose: SourceLine[] = [];
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (!isScalar(pair.key)) continue;
      const name = String(pair.key.value);
      keyLines.set(name, lineAt(pair.key.range?.[0]));
      const value = pair.value;
      if (VISIBLE_FIELDS.has(name) && isScalar(value) && typeof value.value === 'string' && value.value.trim()) {
        prose.push({ line: lineAt(value.range?.[0]), text: value.value.replace(/\s+/g, ' ').trim() });
      }
    }
  }
  const lines = Object.fromEntries(keyLines);
  const result = SCHEMAS[kind].safeParse(doc.toJS() ?? {});
  if (result.success) {
    const data = result.data as Partial<Frontmatter>;
    return { data: { ...data, keywords: data.keywords ?? [] } as Frontmatter, lines, prose, problems: [] };
  }
  const problems = result.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const message =
      issue.code === 'unrecognized_keys'
        ? `front matter has unknown field(s) ${issue.keys.join(', ')}`
        : `front matter ${field || '(root)'}: ${issue.message}`;
    const line = issue.code === 'unrecognized_keys' ? keyLines.get(issue.keys[0]) : keyLines.get(field);
    return { line: line ?? firstLine - 1, message };
  });
  return { data: null, lines, prose, problems };
}
