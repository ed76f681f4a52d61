// The manual itself is checked by npm run check:content (scripts/check-content.ts), in the test command.
import { LANGUAGE_RULES, languageFindings } from '../language-check';

describe('language rules', () => {
  test.each(LANGUAGE_RULES.map((rule) => [rule.fix, rule] as const))('%s: catches its example, passes the correct form', (_fix, rule) => {
    expect(languageFindings(rule.example)).toContain(rule);
    expect(languageFindings(rule.correct)).not.toContain(rule);
  });

  test('a comma may stand before the word that qualifies "ennen kuin"', () => {
    expect(languageFindings('Julkaise lista viimeistään 7 päivää ennen kuin jakso alkaa.')).toEqual([]);
    expect(languageFindings('Ennen kuin julkaiset, tarkista lista.')).toEqual([]);
  });
});
