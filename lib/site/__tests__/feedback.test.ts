import { MAX_COMMENT_LENGTH, MAX_QUERY_LENGTH, feedbackBody, feedbackLogLine, parseFeedbackBody } from '../feedback.mjs';

describe('feedbackBody (what the browser sends)', () => {
  it('holds the kind, route and release only, with the comment or the query trimmed and cut', () => {
    expect(feedbackBody({ kind: 'page-yes', route: '/perustoiminnot/osastot', version: '2026-11-24' })).toEqual({
      kind: 'page-yes',
      route: '/perustoiminnot/osastot',
      version: '2026-11-24',
    });
    const long = `  Puuttui\n lainaus ${'x'.repeat(600)}`;
    const no = feedbackBody({ kind: 'page-no', route: '/a', text: long, version: 'v' });
    expect(no.text).toHaveLength(MAX_COMMENT_LENGTH);
    expect(no.text!.startsWith('Puuttui lainaus x')).toBe(true);
    const query = feedbackBody({ kind: 'no-results', route: '/', text: ` ${'pekkaset '.repeat(20)}`, version: 'v' });
    expect(query.query).toHaveLength(MAX_QUERY_LENGTH);
    expect(query.text).toBeUndefined();
  });

  it('leaves out an empty comment', () => {
    expect(feedbackBody({ kind: 'page-no', route: '/a', text: '   ', version: 'v' })).toEqual({ kind: 'page-no', route: '/a', version: 'v' });
  });
});

describe('parseFeedbackBody (what the servers and the report accept)', () => {
  it('accepts exactly the bodies the browser sends', () => {
    const body = feedbackBody({ kind: 'page-no', route: '/a', text: 'Puuttui', version: 'v' });
    expect(parseFeedbackBody(body)).toEqual({ body });
  });

  it.each([
    [null, 'not a JSON object'],
    [[], 'not a JSON object'],
    [{ kind: 'page-maybe', route: '/', version: 'v' }, 'unknown kind'],
    [{ kind: 'page-yes', route: '/', version: 'v', ip: '10.0.0.1' }, 'unexpected field(s) ip'],
    [{ kind: 'page-yes', route: '/', version: 'v', text: 'kyllä' }, 'unexpected field(s) text'],
    [{ kind: 'page-yes', route: 'https://example.com/', version: 'v' }, 'route is not a path'],
    [{ kind: 'no-results', route: '/', version: 'v' }, 'query is missing'],
    [{ kind: 'no-results', route: '/', version: 'v', query: 'x'.repeat(101) }, 'query is missing or longer'],
    [{ kind: 'page-no', route: '/', version: 'v', text: 'x'.repeat(501) }, 'text is longer'],
  ])('refuses %j', (value, reason) => {
    expect(parseFeedbackBody(value)).toEqual({ error: expect.stringContaining(reason) });
  });
});

describe('feedbackLogLine', () => {
  it('writes the time and the body as it arrived, in the shape nginx writes with escape=json', () => {
    const raw = '{"kind":"page-no","route":"/a","text":"\\"lainaus\\" ä","version":"v"}';
    const line = feedbackLogLine('2026-11-24T10:00:00+00:00', raw);
    expect(JSON.parse(line)).toEqual({ time: '2026-11-24T10:00:00+00:00', body: raw });
    expect(Object.keys(JSON.parse(line))).toEqual(['time', 'body']);
  });
});
