import { activeHeadingId } from '../../site/toc';
import { tocHeadings } from '../toc';

describe('table of contents', () => {
  it('lists the configured levels with the ids the page renders', () => {
    const headings = [
      { depth: 2, text: 'Työntekijän lisääminen', id: 'työntekijän-lisääminen', line: 3 },
      { depth: 3, text: 'Vaihe 1', id: 'vaihe-1', line: 5 },
      { depth: 4, text: 'Liian syvä', id: 'liian-syvä', line: 7 },
    ];
    expect(tocHeadings(headings, 2, 3)).toEqual([
      { id: 'työntekijän-lisääminen', text: 'Työntekijän lisääminen', level: 2 },
      { id: 'vaihe-1', text: 'Vaihe 1', level: 3 },
    ]);
    expect(tocHeadings(headings, 2, 2)).toHaveLength(1);
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
