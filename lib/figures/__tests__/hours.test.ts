import { formatHours, parseHours, shiftSpanMinutes, sum } from '../hours';

test('h:mm both ways, with the minus sign the product shows', () => {
  expect(parseHours('112:30')).toBe(6750);
  expect(parseHours('−2:15')).toBe(-135);
  expect(parseHours('+3:30')).toBe(210);
  expect(formatHours(-135)).toBe('−2:15');
  expect(formatHours(210, { signed: true })).toBe('+3:30');
  expect(formatHours(0, { signed: true })).toBe('0:00');
  expect(() => parseHours('2,5')).toThrow('Not an h:mm duration');
});

test('shift lengths, over midnight too', () => {
  expect(shiftSpanMinutes('7–15')).toBe(480);
  expect(shiftSpanMinutes('7–20')).toBe(780);
  expect(shiftSpanMinutes('21.30–7')).toBe(570);
  expect(() => shiftSpanMinutes('aamu')).toThrow('Not a shift time range');
  expect(sum([1, 2, 3])).toBe(6);
});
