// The page front matter: one definition that gives both contentlayer2's document fields and the
// validation the content model runs, with the line of each field for error messages and spelling.
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';
import { z } from 'zod';

type Field =
  | { type: 'string'; required: boolean; default?: string }
  | { type: 'number'; required: boolean; default?: number }
  | { type: 'boolean'; required: boolean; default?: boolean }
  | { type: 'list'; of: { type: 'string' }; required: boolean; default?: string[] };

export const FRONTMATTER_FIELDS = {
  title: { type: 'string', required: true },
  description: { type: 'string', required: true },
  sidebar_position: { type: 'number', required: true },
  sidebar_label: { type: 'string', required: false },
  tags: { type: 'list', of: { type: 'string' }, required: false, default: [] },
  draft: { type: 'boolean', required: false, default: false },
} satisfies Record<string, Field>;

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
          : z.array(z.string().trim().min(1));
  if (field.required) return base;
  return 'default' in field && field.default !== undefined ? base.default(field.default) : base.optional();
}

const frontmatterSchema = z.strictObject(
  Object.fromEntries(Object.entries(FRONTMATTER_FIELDS).map(([name, field]) => [name, fieldSchema(field)])),
);

export type Frontmatter = {
  title: string;
  description: string;
  sidebar_position: number;
  sidebar_label?: string;
  tags: string[];
  draft: boolean;
};

export type SourceLine = { line: number; text: string };
export type LineProblem = { line: number; message: string };

export type ParsedFrontmatter = {
  data: Frontmatter | null;
  prose: SourceLine[];
  problems: LineProblem[];
};

// `yamlText` starts on `firstLine` of the file (the line after the opening ---).
export function parseFrontmatter(yamlText: string, firstLine: number): ParsedFrontmatter {
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter });
  const lineAt = (offset: number | undefined) => firstLine + counter.linePos(offset ?? 0).line - 1;
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    return {
      data: null,
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
  const result = frontmatterSchema.safeParse(doc.toJS() ?? {});
  if (result.success) return { data: result.data as Frontmatter, prose, problems: [] };
  const problems = result.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const message =
      issue.code === 'unrecognized_keys'
        ? `front matter has unknown field(s) ${issue.keys.join(', ')}`
        : `front matter ${field || '(root)'}: ${issue.message}`;
    const line = issue.code === 'unrecognized_keys' ? keyLines.get(issue.keys[0]) : keyLines.get(field);
    return { line: line ?? firstLine - 1, message };
  });
  return { data: null, prose, problems };
}
