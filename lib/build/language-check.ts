// Language patterns that an editor's read of the whole manual found again and again, as rules a
// line of visible text is checked against (the content model's prose: the text the spell check
// reads, so code, URLs and attributes are left alone). Each rule names the fix; its `example` must
// be caught and its `correct` must pass (lib/build/__tests__/language-check.test.ts). Patterns
// that need a reader's judgement (wrong agent, an agentless passive in a step) are not here.
import type { Problem } from './content-check';
import type { PageModel } from './content-model/page-model';

export type LanguageRule = { pattern: RegExp; fix: string; example: string; correct: string };

// Words that may stand between the comma and "ennen kuin" ("…, vähän ennen kuin", "…, 7 päivää
// ennen kuin"): the comma then goes before them, which one line cannot tell.
const BEFORE_ENNEN_KUIN = 'juuri|heti|vähän|vasta|jo|ainakin|viimeistään|päivää|päivä|tuntia|tunti|viikkoa|viikko|minuuttia|kuukautta|vuorokautta|kauan|hetki|aikaa';

export const LANGUAGE_RULES: readonly LanguageRule[] = [
  {
    pattern: new RegExp(`(?<![,(–—:]|\\b(${BEFORE_ENNEN_KUIN}))\\s+ennen kuin\\b`, 'u'),
    fix: 'a comma before the clause "ennen kuin" (or before the word that qualifies it)',
    example: 'Tallenna muutokset ennen kuin suljet näkymän.',
    correct: 'Tallenna muutokset, ennen kuin suljet näkymän.',
  },
  {
    pattern: /(?<!,)\s+esimerkiksi (kun|jos)(?!\p{L})/u,
    fix: 'a comma before "esimerkiksi kun/jos": the clause is subordinate',
    example: 'Syy kirjoitetaan esimerkiksi kun vuoro venyy.',
    correct: 'Syy kirjoitetaan, esimerkiksi kun vuoro venyy.',
  },
  {
    pattern: /(?<!\p{L})(tauo|tauko|vähennyks|lyhennyks)\p{L}* jälkeen(?!\p{L})/iu,
    fix: 'a calque: "tauot vähennettyinä", "lyhennysten jälkeen" → "lyhennykset vähennettyinä"',
    example: 'Tunnit taukojen jälkeen ovat 7 h 30 min.',
    correct: 'Tunnit tauot vähennettyinä ovat 7 h 30 min.',
  },
  {
    pattern: /(?<!\p{L})tehtävän koodi/iu,
    fix: 'the term is "tehtäväkoodi"',
    example: 'Kirjoita tehtävän koodi soluun.',
    correct: 'Kirjoita tehtäväkoodi soluun.',
  },
  {
    pattern: /(?<!\p{L})täysiaikaisen tavoit/iu,
    fix: 'the threshold of ylityö is "täyden työajan tavoite" (the full-time target), not a full-timer\'s',
    example: 'Lisätyötä ovat tunnit täysiaikaisen tavoitteeseen asti.',
    correct: 'Lisätyötä ovat tunnit täyden työajan tavoitteeseen asti.',
  },
  {
    pattern: /(?<!\p{L})ja ei(?!\p{L})/u,
    fix: '"eikä" instead of "ja ei"',
    example: 'Vuorolla on tehtävä ja ei taukoa.',
    correct: 'Vuorolla on tehtävä eikä taukoa.',
  },
  {
    pattern: /(?<!\p{L})rajassa(?!\p{L})/iu,
    fix: '"rajoissa" (within limits)',
    example: 'Tunnit pysyvät ±4 tunnin rajassa.',
    correct: 'Tunnit pysyvät ±4 tunnin rajoissa.',
  },
  {
    pattern: /(?<!\p{L})jakso ei ole (vielä )?(julkaistu|hyväksytty|lukittu)(?!\p{L})/iu,
    fix: 'the passive perfect takes the partitive: "jaksoa ei ole julkaistu"',
    example: 'Jakso ei ole vielä julkaistu.',
    correct: 'Jaksoa ei ole vielä julkaistu.',
  },
  {
    pattern: /(?<!\p{L})(avautuu|aukeaa|näkyy|tallentuu) \p{L}+(malla|mällä)(?!\p{L})/iu,
    fix: 'a -malla form needs an agent: "Kun napsautat riviä, se avautuu" or "Avaa rivi napsauttamalla"',
    example: 'Työntekijän rivi avautuu napsauttamalla.',
    correct: 'Avaa työntekijän rivi napsauttamalla sitä.',
  },
  {
    pattern: /(?<!\p{L})missä (päivissä|viikoissa|kuukausissa)(?!\p{L})/iu,
    fix: 'time takes the essive: "minä päivinä", "millä viikoilla"',
    example: 'Raportti näyttää, missä päivissä vajaus on suurin.',
    correct: 'Raportti näyttää, minä päivinä vajaus on suurin.',
  },
  {
    pattern: /(?<!\p{L})(kuluvalla|tällä|edellisellä|seuraavalla) (lomavuodella|vuodella)(?!\p{L})/iu,
    fix: 'time takes the essive: "kuluvana lomavuonna", "tänä vuonna"',
    example: 'Kuluvalla lomavuodella kertyy 30 päivää.',
    correct: 'Kuluvana lomavuonna kertyy 30 päivää.',
  },
  {
    pattern: /(?<!\p{L})lait(an|at|taa|toi|toivat|ettu|etaan|a|ta\p{L}*)(?!\p{L})[^.]*vuor/iu,
    fix: 'colloquial "laittaa": "merkitä", "lisätä" or "antaa" a shift',
    example: 'Suunnittelija laittoi vuoron väärälle päivälle.',
    correct: 'Suunnittelija merkitsi vuoron väärälle päivälle.',
  },
  {
    pattern: /(?<!erillistä |erillisen )(?<!\p{L})sovellu(s|ksen|kseen|ksessa|ksesta|ksella|sta)(?!\p{L})/iu,
    fix: 'the service runs in the browser: "palvelu", never "sovellus" (only "erillistä sovellusta ei tarvita")',
    example: 'Avaa sovellus puhelimella.',
    correct: 'Avaa palvelu puhelimen selaimessa.',
  },
];

export function languageFindings(text: string): LanguageRule[] {
  return LANGUAGE_RULES.filter((rule) => rule.pattern.test(text));
}

export function languageProblems(page: PageModel): Problem[] {
  return page.prose.flatMap(({ line, text }) =>
    languageFindings(text).map((rule) => ({ file: page.file, line, message: `language: ${rule.fix}` })),
  );
}
