/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import RosterViewFigure from '../figures/RosterViewFigure';

// The pages quote these figures; the component computes them from the shifts and the period columns.
test('the roster figure’s sums agree with what the pages say', () => {
  const html = renderToStaticMarkup(<RosterViewFigure />);
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  for (const [headcount, hours] of [
    ['24/24', '22:30'],
    ['16/24 −8', '15:00'],
    ['21/16 +5', '19:30'],
  ]) {
    expect(text).toContain(headcount);
    expect(text).toContain(hours);
  }
  for (const value of ['−2:15', '−1:48', '−2:06', '−5:15', '417:00', '428:24', '−11:24', '+8:15']) {
    expect(text).toContain(value);
  }
});
