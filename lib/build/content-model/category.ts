// A sidebar category: the _category_.json of a folder under content/. Validated like front matter,
// with the line of the field that is wrong, so a mistyped category never drops out silently.
import { z } from 'zod';
import type { LineProblem } from './frontmatter';

const CATEGORY_SCHEMA = z.strictObject({
  label: z.string().trim().min(1),
  position: z.number(),
  slug: z.string().trim().min(1),
  description: z.string().trim().min(1),
});

export type CategoryData = z.infer<typeof CATEGORY_SCHEMA>;

// The line of `"field":` in the file, or 1 when the field is missing.
function lineOfKey(text: string, key: string): number {
  const at = text.search(new RegExp(`"${key}"\\s*:`));
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

export function parseCategory(text: string): { data: CategoryData | null; problems: LineProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { data: null, problems: [{ line: 1, message: `category is not valid JSON: ${(error as Error).message}` }] };
  }
  const result = CATEGORY_SCHEMA.safeParse(json);
  if (result.success) return { data: result.data, problems: [] };
  return {
    data: null,
    problems: result.error.issues.map((issue) => {
      if (issue.code === 'unrecognized_keys') {
        return { line: lineOfKey(text, issue.keys[0]), message: `category has unknown field(s) ${issue.keys.join(', ')}` };
      }
      const field = String(issue.path[0] ?? '');
      return { line: lineOfKey(text, field), message: `category ${field || '(root)'}: ${issue.message}` };
    }),
  };
}
