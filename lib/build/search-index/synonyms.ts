// Words readers search with for the manual's own terms. PRODUCT.md allows the text no synonyms,
// so the index adds these to the lexicon fields of every section that uses the term (build side
// only; queries are not expanded). Keys are base forms as Voikko gives them (lowercase).
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  esihenkilö: ['esimies', 'lähiesimies'],
  pääkäyttäjä: ['ylläpitäjä', 'järjestelmänvalvoja', 'admin'],
  leimaus: ['kellokortti', 'kellotus', 'leimauskello'],
  sairausloma: ['sairaspoissaolo', 'sairauspoissaolo', 'sairastuminen'],
  lomapyyntö: ['lomahakemus', 'lomaanomus', 'anomus'],
  vuorolista: ['työvuoroluettelo', 'työlista'],
  palkanlisä: ['vuorolisä', 'lisäkorvaus'],
  syöttölyhenne: ['pikanäppäin'],
  raahaus: ['vetäminen'],
  tuntipankki: ['saldovapaa', 'työaikapankki'],
  vahvuus: ['miehitys', 'henkilöstövahvuus'],
  ilmoitustaulu: ['uutiset', 'tiedotteet'],
  kirjautuminen: ['sisäänkirjautuminen', 'login'],
  teho: ['tuottavuus'],
  arkipyhä: ['pyhäpäivä'],
  kontekstivalikko: ['pikavalikko', 'hiiren oikea'],
};
