import { feedbackHtml, feedbackText, parseFeedbackLog, queryForm, summarizeFeedback, weeklyChart } from '../feedback-report';
import { feedbackLogLine } from '../../site/feedback.mjs';

const line = (time: string, body: object) => feedbackLogLine(time, JSON.stringify(body));
const v = '2026-11-24';
const log = [
  line('2026-11-24T08:00:00+00:00', { kind: 'page-no', route: '/perustoiminnot/osastot', text: 'Puuttui <lainaus>', version: v }),
  line('2026-11-24T09:00:00+00:00', { kind: 'page-yes', route: '/perustoiminnot/osastot', version: v }),
  line('2026-11-25T09:00:00+00:00', { kind: 'page-no', route: '/raportointi/palkkaraportti', version: v }),
  line('2026-11-17T09:00:00+00:00', { kind: 'no-results', route: '/', query: 'pekkaset', version: v }),
  line('2026-11-24T09:00:00+00:00', { kind: 'no-results', route: '/', query: 'Pekkasia', version: v }),
  line('2026-11-24T09:00:00+00:00', { kind: 'no-results', route: '/', query: 'esimies', version: v }),
  'not json',
  '{"time":"2026-11-24T09:00:00+00:00","body":"{\\"kind\\":\\"page-yes\\",\\"route\\":\\"/\\",\\"version\\":\\"v\\",\\"ip\\":\\"10.0.0.1\\"}"}',
  '{"time":"eilen","body":"{}"}',
  '',
];
const pages = [
  { route: '/perustoiminnot/osastot', title: 'Osastot' },
  { route: '/raportointi/palkkaraportti', title: 'Palkkaraportti' },
];
const synonyms = { esihenkilö: ['esimies'] };

describe('the feedback report', () => {
  const parsed = parseFeedbackLog(log);
  const report = summarizeFeedback(parsed, pages, synonyms);

  it('counts lines that are not feedback instead of trusting them (a foreign field included)', () => {
    expect(parsed.entries).toHaveLength(6);
    expect(parsed.malformed).toBe(3);
  });

  it('orders pages by their share of "Ei", then by answers, with their comments', () => {
    expect(report.pages.map((p) => [p.title, p.no, p.yes])).toEqual([
      ['Palkkaraportti', 1, 0],
      ['Osastot', 1, 1],
    ]);
    expect(report.pages[1].comments).toEqual(['Puuttui <lainaus>']);
  });

  it('groups searches by their Finnish stems, most frequent first, with a hint', () => {
    expect(queryForm('Pekkasia')).toBe(queryForm('pekkaset'));
    expect(report.queries[0]).toMatchObject({ count: 2, queries: ['pekkaset', 'pekkasia'] });
    expect(report.queries[1].hint).toContain('"esimies" to "esihenkilö"');
  });

  it('counts answers per ISO week', () => {
    expect(report.weeks).toEqual([
      { week: '2026-11-16', yes: 0, no: 0, noResults: 1 },
      { week: '2026-11-23', yes: 1, no: 2, noResults: 2 },
    ]);
  });

  it('writes text and a self-contained page with its chart, escaping what readers wrote', () => {
    expect(feedbackText(report)).toContain('Palkkaraportti (/raportointi/palkkaraportti)');
    const html = feedbackHtml(report);
    expect(html).toContain('Puuttui &lt;lainaus&gt;');
    expect(html).not.toContain('<script');
    expect(weeklyChart(report.weeks).match(/<rect /g)!.length).toBeGreaterThanOrEqual(4);
  });
});
