// Words readers search with for the manual's own terms: colloquial, older and neighbouring words
// that shift workers, planners and managers use. The manual's text uses only its own terms, so
// the index adds these to the lexicon fields of every section that uses the term (build side
// only; queries are not expanded). Keys are base forms as Voikko gives them (lowercase): the
// term itself or a compound part or derivational family member of a word of the text.
//
// Reviewed against the product's concept list: each concept with a common other name has it
// here. Left out on purpose: other names of terms on nearly every page (työntekijä, vuoro): they
// would grow the index much and find nothing new; names that mean a different thing of the
// service (koulutus is an absence code, lyhenne a tehtäväkoodi); hyphenated names (a part like
// "osa" would match "osaaminen" by prefix). The glossary (content/sanasto.mdx) names the common
// ones after "Myös:", and a test checks that a search for each lands on the term's page.
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Roles
  esihenkilö: ['esimies', 'lähiesimies'],
  pääkäyttäjä: ['ylläpitäjä', 'järjestelmänvalvoja', 'admin'],
  suunnittelija: ['vuorosuunnittelija', 'listantekijä'],
  // Organisation
  osasto: ['toimipiste', 'toimipaikka'],
  kustannuspaikka: ['kustannuskeskus'],
  lainaus: ['siirto'],
  // Tasks and competences
  tehtävä: ['työtehtävä', 'nimike'],
  osaaminen: ['pätevyys', 'kelpoisuus'],
  // Shifts, rosters and periods
  vuorotyyppi: ['vuorokoodi'],
  avoin: ['täyttämätön', 'miehittämätön'],
  jakso: ['työvuorojakso', 'listajakso'],
  vuorolista: ['työvuoroluettelo', 'työlista', 'vuorosuunnitelma', 'työvuorosuunnitelma'],
  vuorokierto: ['kiertolista', 'vuororytmi'],
  syöttölyhenne: ['pikanäppäin', 'pikakoodi'],
  raahaus: ['vetäminen'],
  kontekstivalikko: ['pikavalikko', 'hiiren oikea'],
  autonominen: ['itsesuunnittelu'],
  // Demand, headcount and efficiency
  tarvepohja: ['henkilöstötarve', 'tarvemalli', 'miehitystarve'],
  vahvuus: ['miehitys', 'henkilöstövahvuus', 'henkilömäärä'],
  vajaus: ['alimiehitys', 'vajaamiehitys', 'alivahvuus'],
  ylitys: ['ylimiehitys', 'ylijäämä', 'ylivahvuus'],
  kuormitustekijä: ['työmäärä', 'volyymi'],
  teho: ['tuottavuus', 'tehokkuus'],
  tarkistus: ['sääntötarkistus'],
  // Wishes, leave and absences
  toive: ['toivomus', 'vapaapyyntö'],
  vuorotoive: ['työvuorotoive', 'toivevuoro'],
  lomapyyntö: ['lomahakemus', 'lomaanomus', 'anomus', 'lomatoive'],
  lomakalenteri: ['lomalista'],
  sairausloma: ['sairaspoissaolo', 'sairauspoissaolo', 'sairastuminen'],
  arkipyhä: ['pyhäpäivä'],
  // Hours, time clock and pay
  tavoitetunti: ['tuntitavoite', 'työaikatavoite'],
  tuntipankki: ['saldovapaa', 'työaikapankki', 'tuntisaldo', 'liukuma'],
  leimaus: ['kellokortti', 'kellotus', 'leimauskello', 'työaikakello', 'työajanseuranta'],
  seinäpääte: ['leimauslaite', 'leimauspääte'],
  toteuma: ['tuntikirjaus'],
  lisätyö: ['lisätunnit'],
  ylityö: ['ylitunnit'],
  arkipyhälyhennys: ['arkipyhävähennys'],
  palkanlisä: ['vuorolisä', 'lisäkorvaus'],
  palkkalaji: ['palkkakoodi'],
  hinta: ['henkilöstökulu', 'palkkakulu'],
  // Employment
  työsuhde: ['työsopimus'],
  sijaisuus: ['sijaistaminen', 'sijaistus'],
  // Communication and logs
  töihinkutsu: ['vuorotarjous', 'hälytys', 'hälyttäminen'],
  ilmoitustaulu: ['uutiset', 'tiedotteet'],
  lokitieto: ['muutosloki', 'muutoshistoria', 'tapahtumaloki'],
  kirjautuminen: ['sisäänkirjautuminen', 'login'],
};
