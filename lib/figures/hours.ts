// Hours in the figures are written as the product shows them: h:mm, with a real minus sign.
const MINUS = '\u2212';

export function parseHours(text: string): number {
  const m = text.trim().match(/^([+\u2212-])?(\d+):([0-5]\d)$/);
  if (!m) throw new Error(`Not an h:mm duration: "${text}"`);
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' || m[1] === MINUS ? -minutes : minutes;
}

export function formatHours(minutes: number, { signed = false } = {}): string {
  const abs = Math.abs(minutes);
  const body = `${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
  if (minutes < 0) return MINUS + body;
  return signed && minutes > 0 ? `+${body}` : body;
}

// A shift written "7–15" or "7.30–15": its length in minutes, over midnight when it ends earlier.
export function shiftSpanMinutes(range: string): number {
  const m = range.match(/^(\d{1,2})(?:[.:](\d{2}))?[–-](\d{1,2})(?:[.:](\d{2}))?$/);
  if (!m) throw new Error(`Not a shift time range: "${range}"`);
  const start = Number(m[1]) * 60 + Number(m[2] ?? 0);
  const end = Number(m[3]) * 60 + Number(m[4] ?? 0);
  return end > start ? end - start : end + 24 * 60 - start;
}

export function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
