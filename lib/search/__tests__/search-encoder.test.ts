import { createEncoderOptions } from '../index-options';
import {
  DEFAULT_STEMMER_CONFIG,
  isStopWord,
  makeStemmer,
  normalizeWord,
  otherReadingStem,
  queryTerms,
  isCalendarWord,
  stemWord,
  tokenize,
} from '../encoder';

// Prefix search: a query stem finds every indexed stem that starts with it.
const finds = (query: string, word: string) => stemWord(word).startsWith(stemWord(query));

describe('search encoder', () => {
  test('normalizeWord lowercases, composes to NFC and folds ä/ö/å', () => {
    expect(normalizeWord('Työntekijä')).toBe('tyontekija');
    expect(normalizeWord('Työntekijä'.normalize('NFD'))).toBe('tyontekija');
    expect(normalizeWord('ÅLAND')).toBe('aland');
    expect(normalizeWord('Päivä')).toBe(normalizeWord('paiva'));
  });

  test('ä/ö-less spellings stem like the real ones', () => {
    for (const [plain, real] of [
      ['tyontekijat', 'työntekijät'],
      ['toihinkutsu', 'töihinkutsu'],
      ['paivasuunnittelu', 'päiväsuunnittelu'],
      ['syottolyhenteet', 'syöttölyhenteet'],
    ]) {
      expect(stemWord(plain)).toBe(stemWord(real));
    }
  });

  test('inflected forms group (equal stems, or the query stem is a prefix)', () => {
    expect(stemWord('vuorolistan')).toBe(stemWord('vuorolistat'));
    expect(finds('vuorolista', 'vuorolistan')).toBe(true);
    expect(stemWord('työntekijöiden')).toBe(stemWord('työntekijä'));
    expect(stemWord('työntekijöitä')).toBe(stemWord('työntekijän'));
    expect(finds('lomia', 'loma')).toBe(true);
    expect(finds('lomia', 'lomat')).toBe(true);
    expect(stemWord('asetuksen')).toBe(stemWord('asetus'));
    expect(stemWord('automaattisesti')).toBe(stemWord('automaattinen'));
    expect(stemWord('leimausten')).toBe(stemWord('leimaus'));
  });

  test('lista no longer collides with lisä', () => {
    expect(stemWord('lista')).toBe(stemWord('listan'));
    expect(stemWord('lista')).not.toBe(stemWord('lisä'));
    expect(finds('lista', 'lisää')).toBe(false);
    expect(finds('lisä', 'listan')).toBe(false);
  });

  test('the corrections are what the measurements chose; without them Snowball splits the pairs', () => {
    const plain = makeStemmer({ ...DEFAULT_STEMMER_CONFIG, corrections: [] });
    expect(plain('lista')).toBe('lis');
    expect(plain('asetuksen')).not.toBe(plain('asetus'));
    expect(DEFAULT_STEMMER_CONFIG.foldBeforeStem).toBe(true);
  });

  test('a word of one long syllable loses its case ending as longer words do', () => {
    for (const [inflected, base] of [
      ['yötä', 'yö'],
      ['yöllä', 'yö'],
      ['yön', 'yö'],
      ['työtä', 'työ'],
      ['työhön', 'työ'],
      ['kuun', 'kuu'],
      ['tietä', 'tie'],
    ]) {
      expect(stemWord(inflected)).toBe(stemWord(base));
    }
    // Without the correction Snowball leaves them whole.
    const plain = makeStemmer({ ...DEFAULT_STEMMER_CONFIG, corrections: [] });
    expect(plain('yötä')).not.toBe(plain('yö'));
    // Other short words keep their letters: a short vowel (data) or a diphthong ending in i (voin).
    expect(stemWord('data')).toBe('data');
    expect(stemWord('voin')).toBe('voin');
    // A compound with the long syllable at its end was already stemmed whole.
    expect(stemWord('ylityötä')).toBe(stemWord('ylityö'));
  });

  test('a -tön word also has its reading as the genitive of a -ttö noun; other words have one reading', () => {
    // The adjective reading groups julkaisematon with julkaisemattoman…
    expect(stemWord('julkaisematon')).toBe(stemWord('julkaisemattoman'));
    // …and misses the noun: pikasyötön is pikasyöttö's genitive, katon katto's.
    expect(stemWord('pikasyötön')).not.toBe(stemWord('pikasyöttö'));
    expect(otherReadingStem('pikasyötön')).toBe(stemWord('pikasyöttö'));
    expect(otherReadingStem('katon')).toBe(stemWord('katto'));
    expect(otherReadingStem('vuorolista')).toBeNull();
  });

  test('FlexSearch encoder: split on non-letters, stem in finalize, no letter de-duplication', () => {
    const encoder = createEncoderOptions();
    expect(encoder.dedupe).toBe(false);
    const text = encoder.normalize('Kassa, TES-tarkistus ja Työntekijöiden');
    const terms = encoder.finalize(text.split(encoder.split).filter(Boolean));
    expect(terms).toEqual([stemWord('kassa'), stemWord('tes'), stemWord('tarkistus'), stemWord('ja'), stemWord('työntekijä')]);
    expect(stemWord('kassa')).not.toBe(stemWord('kasa'));
  });

  test('tokenize keeps the words as written', () => {
    expect(tokenize('Valitse **Lisää** ja TES-tarkistus (A*3).')).toEqual(['Valitse', 'Lisää', 'ja', 'TES', 'tarkistus', 'A', '3']);
  });

  test('months and weekdays are calendar words in any form', () => {
    for (const w of ['lokakuu', 'elokuusta', 'Tammikuun', 'tiistaina', 'sunnuntaisin']) expect(isCalendarWord(w)).toBe(true);
    for (const w of ['loma', 'kuukausi', 'kesäloma', 'viikko']) expect(isCalendarWord(w)).toBe(false);
  });

  test('queryTerms cuts, drops stop words unless only stop words remain, and de-duplicates', () => {
    expect(queryTerms('Miten lisään uuden työntekijän?', 512)).toEqual(['lisään', 'uuden', 'työntekijän']);
    expect(queryTerms('mitä ja miten', 512)).toEqual(['mitä', 'ja', 'miten']);
    expect(queryTerms('Loma loma LOMA', 512)).toEqual(['loma']);
    expect(queryTerms('paljonko mulla on liukumaa', 512)).toEqual(['liukumaa']);
    expect(queryTerms('kauanko pysyy kirjautuneena jos ei tee mitään', 512)).toEqual(['pysyy', 'kirjautuneena']);
    expect(queryTerms('vuorolista tyontekijat', 10)).toEqual(['vuorolista']);
    expect(queryTerms('a'.repeat(600) + ' b', 512)).toEqual(['a'.repeat(512)]);
    expect(isStopWord('Mitä')).toBe(true);
    expect(isStopWord('mita')).toBe(true);
    expect(isStopWord('loma')).toBe(false);
  });
});
