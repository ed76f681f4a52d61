import { matchesTerm, snippetSegments } from '../search/highlight';

const text = (segments: { text: string }[]) => segments.map((s) => s.text).join('');
const marked = (segments: { text: string; match: boolean }[]) => segments.filter((s) => s.match).map((s) => s.text);

describe('highlight term matching', () => {
  test('stem-aware and ä/ö-folded', () => {
    expect(matchesTerm('työntekijä', ['työntekijöiden'])).toBe(true);
    expect(matchesTerm('Työntekijöiden', ['tyontekija'])).toBe(true);
    expect(matchesTerm('vuorolistan', ['vuorolista'])).toBe(true);
    expect(matchesTerm('lomia', ['loma'])).toBe(true);
    expect(matchesTerm('loma', ['lomia'])).toBe(true);
  });

  test('the word may begin with the term, or contain it as a compound part', () => {
    expect(matchesTerm('vuorolistanäkymä', ['vuoro'])).toBe(true);
    expect(matchesTerm('lomakalenterissa', ['loma'])).toBe(true);
    expect(matchesTerm('vuorolistan', ['lista'])).toBe(true);
    expect(matchesTerm('sairauslomalla', ['loma'])).toBe(true);
    expect(matchesTerm('töihinkutsuja', ['kutsu'])).toBe(true);
  });

  test('unrelated words do not match', () => {
    expect(matchesTerm('lisää', ['lista'])).toBe(false);
    expect(matchesTerm('tarkastus', ['kassa'])).toBe(false);
    expect(matchesTerm('osasto', ['loma'])).toBe(false);
    expect(matchesTerm('aamu', ['a'])).toBe(false);
    expect(matchesTerm('loma', [])).toBe(false);
    expect(matchesTerm('', ['loma'])).toBe(false);
  });
});

describe('snippet segments', () => {
  const long =
    'Tämä sivu on tarkoitettu esihenkilölle ja suunnittelijalle. ' +
    'Lomasuunnittelussa kerätään toiveet ja hyväksytään ne ajoissa ennen kauden alkua. '.repeat(3) +
    'Hyväksytty loma näkyy vuorolistalla koodilla VL, ja työntekijöiden lomat lasketaan saldoon. ' +
    'Lopuksi raportit näyttävät kaiken. '.repeat(4);

  test('a window around the first match, with ellipses where the text is cut', () => {
    const segments = snippetSegments(long, ['työntekijä'], 120);
    const t = text(segments);
    expect(t.startsWith('…')).toBe(true);
    expect(t.endsWith('…')).toBe(true);
    expect(t.length).toBeLessThanOrEqual(122);
    expect(marked(segments)).toEqual(['työntekijöiden']);
    expect(t).toContain('työntekijöiden lomat');
  });

  test('every matching word in the window is marked, as plain text', () => {
    const segments = snippetSegments('Loma ja lomat: <b>lomia</b> & muuta.', ['loma']);
    expect(marked(segments)).toEqual(['Loma', 'lomat', 'lomia']);
    expect(text(segments)).toBe('Loma ja lomat: <b>lomia</b> & muuta.');
    expect(segments.every((s) => typeof s.text === 'string')).toBe(true);
  });

  test('short text is returned whole; no match gives the beginning', () => {
    expect(snippetSegments('Vuorolistan julkaiseminen', ['vuorolista'], 200)).toEqual([
      { text: 'Vuorolistan', match: true },
      { text: ' julkaiseminen', match: false },
    ]);
    const none = snippetSegments(long, ['kalenteri'], 60);
    expect(text(none).startsWith('Tämä sivu')).toBe(true);
    expect(text(none).endsWith('…')).toBe(true);
    expect(marked(none)).toEqual([]);
    expect(snippetSegments('', ['loma'])).toEqual([]);
  });
});
