import { activeHeadingId, extractHeadings, headingText } from '../toc';

describe('table of contents', () => {
  it('takes ## and ### with rehype-slug ids, skipping code fences and deeper headings', () => {
    const raw = [
      'Johdanto.',
      '## Työntekijän lisääminen',
      '### Vaihe 1: **perustiedot**',
      '```',
      '## ei otsikko',
      '```',
      '#### Liian syvä',
      '## Työntekijän lisääminen',
      '## `A*3` ja [linkki](/x)',
    ].join('\n');
    expect(extractHeadings(raw)).toEqual([
      { id: 'työntekijän-lisääminen', text: 'Työntekijän lisääminen', level: 2 },
      { id: 'vaihe-1-perustiedot', text: 'Vaihe 1: perustiedot', level: 3 },
      { id: 'työntekijän-lisääminen-1', text: 'Työntekijän lisääminen', level: 2 },
      { id: 'a3-ja-linkki', text: 'A*3 ja linkki', level: 2 },
    ]);
  });

  it('strips markdown from heading text', () => {
    expect(headingText('**Tallenna** ja `Kumoa`')).toBe('Tallenna ja Kumoa');
  });

  it('marks the last heading that has passed the navbar', () => {
    const tops = [
      { id: 'a', top: -400 },
      { id: 'b', top: 40 },
      { id: 'c', top: 600 },
    ];
    expect(activeHeadingId(tops, 80, 800)).toBe('b');
    expect(activeHeadingId([{ id: 'a', top: 300 }, { id: 'b', top: 900 }], 80, 800)).toBe('a');
    expect(activeHeadingId([], 80, 800)).toBeNull();
  });
});
