// Dates as the manual writes them: d.M.yyyy (5.6.2026), without leading zeros.

// The calendar date an ISO date or timestamp names, in its own offset: `2026-06-05T23:30:00+03:00`
// is 5 June wherever the build runs.
export function calendarDate(iso: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(iso.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const probe = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (probe.getUTCFullYear() !== Number(y) || probe.getUTCMonth() !== Number(m) - 1 || probe.getUTCDate() !== Number(d)) {
    return null;
  }
  return `${y}-${m}-${d}`;
}

export function finnishDate(iso: string): string {
  const date = calendarDate(iso);
  if (!date) throw new Error(`Not a date: "${iso}"`);
  const [y, m, d] = date.split('-').map(Number);
  return `${d}.${m}.${y}`;
}
