export const SEARCH_PLACEMENTS = ['navbar', 'sidebar'] as const;
export type SearchPlacement = (typeof SEARCH_PLACEMENTS)[number];

export function validateSearchPlacement(value: unknown): SearchPlacement {
  if ((SEARCH_PLACEMENTS as readonly unknown[]).includes(value)) return value as SearchPlacement;
  throw new Error(
    `Invalid search panel placement ${JSON.stringify(value)}: expected one of ${SEARCH_PLACEMENTS.map((p) => `"${p}"`).join(', ')}.`,
  );
}

// A route module must export its page component as default; anything else is a developer error.
export function hasDefaultExport(source: string): boolean {
  return /^\s*export\s+default\b/m.test(source) || /^\s*export\s*\{[^}]*\bas\s+default\b[^}]*\}/m.test(source);
}
