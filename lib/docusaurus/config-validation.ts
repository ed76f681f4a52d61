// A route module must export its page component as default; anything else is a developer error.
export function hasDefaultExport(source: string): boolean {
  return /^\s*export\s+default\b/m.test(source) || /^\s*export\s*\{[^}]*\bas\s+default\b[^}]*\}/m.test(source);
}
