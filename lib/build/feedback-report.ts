// The writers' to-do list from the feedback log (README, "Palaute ja hakujen seuranta"): pages by
// their share of "Ei" with the comments, and the searches that found nothing, grouped by their
// Finnish stems, each with a hint of what could answer it.
import { parseFeedbackBody } from '../site/feedback.mjs';
import { normalizeWord, stemWord, tokenize } from '../search/encoder';

type FeedbackEntry = { time: string; kind: string; route: string; text?: string; query?: string };
export type ParsedLog = { entries: FeedbackEntry[]; malformed: number };

// One line per answer, as nginx and the preview server write it; anything else is counted, not trusted.
export function parseFeedbackLog(lines: Iterable<string>): ParsedLog {
  const entries: FeedbackEntry[] = [];
  let malformed = 0;
  for (const line of lines) {
    if (!line.trim()) continue;
    try {
      const { time, body } = JSON.parse(line) as { time?: unknown; body?: unknown };
      const parsed = typeof body === 'string' ? parseFeedbackBody(JSON.parse(body)) : { error: 'no body' };
      if (typeof time !== 'string' || Number.isNaN(Date.parse(time)) || 'error' in parsed) throw new Error('not feedback');
      entries.push({ time, ...(parsed.body as Omit<FeedbackEntry, 'time'>) });
    } catch {
      malformed += 1;
    }
  }
  return { entries, malformed };
}

export type PageInfo = { route: string; title: string };
type PageRow = { route: string; title: string; yes: number; no: number; comments: string[] };
type QueryGroup = { form: string; count: number; queries: string[]; hint: string };
export type FeedbackReport = {
  answers: number;
  malformed: number;
  pages: PageRow[];
  queries: QueryGroup[];
  weeks: { week: string; yes: number; no: number; noResults: number }[];
};

// The normalized form of a query: its words lowercased, folded and stemmed, in order.
export function queryForm(query: string): string {
  return tokenize(query)
    .map((w) => stemWord(w))
    .join(' ');
}

// Monday of the entry's ISO week, as YYYY-MM-DD (UTC).
function weekOf(time: string): string {
  const d = new Date(time);
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

function hintFor(form: string, pages: PageInfo[], synonyms: Readonly<Record<string, readonly string[]>>): string {
  const stems = new Set(form.split(' ').filter(Boolean));
  for (const [term, names] of Object.entries(synonyms)) {
    const name = names.find((n) => stems.has(stemWord(normalizeWord(n))));
    if (name) return `readers' words already lead "${name}" to "${term}": check the spelling the readers used`;
  }
  let best: { page: PageInfo; shared: number } | null = null;
  for (const page of pages) {
    const shared = tokenize(page.title).filter((w) => stems.has(stemWord(w))).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { page, shared };
  }
  if (best) return `closest page by title: ${best.page.title} (${best.page.route}); add the readers' word to lib/build/search-index/synonyms.ts if it means that`;
  return 'no page title or readers\' word matches: a missing topic, or a word for lib/build/search-index/synonyms.ts';
}

export function summarizeFeedback(
  log: ParsedLog,
  pages: PageInfo[],
  synonyms: Readonly<Record<string, readonly string[]>>,
): FeedbackReport {
  const titles = new Map(pages.map((p) => [p.route, p.title]));
  const byPage = new Map<string, PageRow>();
  const byForm = new Map<string, { count: number; queries: Set<string> }>();
  const weeks = new Map<string, { yes: number; no: number; noResults: number }>();
  for (const e of log.entries) {
    const week = weeks.get(weekOf(e.time)) ?? { yes: 0, no: 0, noResults: 0 };
    weeks.set(weekOf(e.time), week);
    if (e.kind === 'no-results' && e.query) {
      week.noResults += 1;
      const form = queryForm(e.query);
      const group = byForm.get(form) ?? { count: 0, queries: new Set<string>() };
      group.count += 1;
      group.queries.add(e.query.trim().toLowerCase());
      byForm.set(form, group);
      continue;
    }
    const row = byPage.get(e.route) ?? { route: e.route, title: titles.get(e.route) ?? e.route, yes: 0, no: 0, comments: [] };
    byPage.set(e.route, row);
    if (e.kind === 'page-yes') {
      row.yes += 1;
      week.yes += 1;
    } else {
      row.no += 1;
      week.no += 1;
      if (e.text) row.comments.push(e.text);
    }
  }
  const share = (r: PageRow) => r.no / (r.yes + r.no);
  return {
    answers: log.entries.length,
    malformed: log.malformed,
    pages: [...byPage.values()].sort((a, b) => share(b) - share(a) || b.no + b.yes - (a.no + a.yes) || a.route.localeCompare(b.route)),
    queries: [...byForm.entries()]
      .map(([form, g]) => ({ form, count: g.count, queries: [...g.queries].sort(), hint: hintFor(form, pages, synonyms) }))
      .sort((a, b) => b.count - a.count || a.form.localeCompare(b.form)),
    weeks: [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([week, c]) => ({ week, ...c })),
  };
}

const percent = (r: PageRow) => `${Math.round((100 * r.no) / (r.yes + r.no))} %`;

export function feedbackText(report: FeedbackReport): string {
  const lines = [`Feedback: ${report.answers} answers, ${report.malformed} malformed line(s) ignored.`, '', 'Pages by share of "Ei":'];
  for (const r of report.pages) {
    lines.push(`  ${percent(r).padStart(5)}  ${r.no} ei / ${r.yes} kyllä  ${r.title} (${r.route})`);
    for (const c of r.comments) lines.push(`         – ${c}`);
  }
  lines.push('', 'Searches that found nothing:');
  for (const q of report.queries) lines.push(`  ${String(q.count).padStart(4)}×  ${q.queries.join(' | ')}`, `         ${q.hint}`);
  return lines.join('\n') + '\n';
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Answers per week as stacked bars, drawn here so the report needs no script or external file.
export function weeklyChart(weeks: FeedbackReport['weeks']): string {
  const barWidth = 36;
  const height = 160;
  const max = Math.max(1, ...weeks.map((w) => w.yes + w.no + w.noResults));
  const series = [
    ['yes', '#1f7a3a', 'Kyllä'],
    ['no', '#b42318', 'Ei'],
    ['noResults', '#0b5cad', 'Ei tuloksia'],
  ] as const;
  const bars = weeks.map((w, i) => {
    let y = height;
    const x = 40 + i * (barWidth + 12);
    const rects = series.map(([key, colour, label]) => {
      const h = (w[key] / max) * (height - 20);
      y -= h;
      return h > 0 ? `<rect x="${x}" y="${y.toFixed(1)}" width="${barWidth}" height="${h.toFixed(1)}" fill="${colour}"><title>${label}: ${w[key]}</title></rect>` : '';
    });
    return `${rects.join('')}<text x="${x + barWidth / 2}" y="${height + 14}" font-size="10" text-anchor="middle">${w.week.slice(5)}</text>`;
  });
  const width = 60 + weeks.length * (barWidth + 12);
  const legend = series
    .map(([, colour, label], i) => `<rect x="${40 + i * 110}" y="${height + 24}" width="10" height="10" fill="${colour}"/><text x="${54 + i * 110}" y="${height + 33}" font-size="11">${label}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Vastaukset viikoittain" width="${width}" height="${height + 44}" viewBox="0 0 ${width} ${height + 44}"><text x="4" y="14" font-size="10">${max}</text><line x1="36" y1="${height}" x2="${width}" y2="${height}" stroke="#888"/>${bars.join('')}${legend}</svg>`;
}

export function feedbackHtml(report: FeedbackReport): string {
  const pageRows = report.pages
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.title)}<br><code>${escapeHtml(r.route)}</code></td><td>${percent(r)}</td><td>${r.no}</td><td>${r.yes}</td><td>${r.comments.map((c) => `<p>${escapeHtml(c)}</p>`).join('')}</td></tr>`,
    )
    .join('\n');
  const queryRows = report.queries
    .map((q) => `<tr><td>${q.count}</td><td>${q.queries.map(escapeHtml).join('<br>')}</td><td>${escapeHtml(q.hint)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="fi"><head><meta charset="utf-8"><title>Käyttöohjeen palaute</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}td p{margin:0 0 .3rem}</style></head>
<body><h1>Käyttöohjeen palaute</h1>
<p>${report.answers} vastausta; ${report.malformed} virheellistä riviä ohitettiin.</p>
<h2>Vastaukset viikoittain</h2>${weeklyChart(report.weeks)}
<h2>Sivut ”Ei”-vastausten osuuden mukaan</h2>
<table><thead><tr><th>Sivu</th><th>Ei-osuus</th><th>Ei</th><th>Kyllä</th><th>Kommentit</th></tr></thead><tbody>
${pageRows}
</tbody></table>
<h2>Haut, joilla ei löytynyt mitään</h2>
<table><thead><tr><th>Kertaa</th><th>Haut</th><th>Vihje</th></tr></thead><tbody>
${queryRows}
</tbody></table></body></html>
`;
}
