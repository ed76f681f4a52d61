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
// Sources, by kind (no addresses: these are the kinds of text the words come from):
// - collective agreements' working-time vocabulary (KVTES, AVAINTES, the retail TES):
//   työvuoroluettelo, työaikajakso, palvelussuhde, arkipyhälyhenteinen, lisätyö/ylityö korvauksineen;
// - the working hours act (työaikalaki): työaikakirjanpito, lepoaika;
// - current versus former official terms: esimies → esihenkilö;
// - Finnish HR, payroll and shift-planning products' help vocabulary: vuoropohja, mitoitus,
//   minimimiehitys, tuntikortti, saldotunnit;
// - everyday speech at work: saikku, tuuraus, yökkö, iltsu, plussatunnit.
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Roles
  esihenkilö: ['esimies', 'lähiesimies', 'työnjohtaja', 'osastonhoitaja', 'vuoropäällikkö', 'lähijohtaja'],
  pääkäyttäjä: ['ylläpitäjä', 'järjestelmänvalvoja', 'admin'],
  suunnittelija: ['vuorosuunnittelija', 'listantekijä', 'listavastaava'],
  // Organisation
  osasto: ['toimipiste', 'toimipaikka'],
  kustannuspaikka: ['kustannuskeskus'],
  lainaus: ['siirto'],
  // Tasks and competences
  tehtävä: ['työtehtävä', 'nimike'],
  osaaminen: ['pätevyys', 'kelpoisuus'],
  // Shifts, rosters and periods
  vuorotyyppi: ['vuorokoodi', 'vuoromalli', 'vuoropohja'],
  avoin: ['täyttämätön', 'miehittämätön'],
  jakso: ['työvuorojakso', 'listajakso', 'työaikajakso', 'suunnittelukausi'],
  vuorolista: ['työvuoroluettelo', 'työlista', 'vuorosuunnitelma', 'työvuorosuunnitelma', 'työvuorotaulukko', 'vuorotaulukko', 'työaikasuunnitelma'],
  vuorokierto: ['kiertolista', 'vuororytmi'],
  syöttölyhenne: ['pikanäppäin', 'pikakoodi'],
  raahaus: ['vetäminen'],
  kontekstivalikko: ['pikavalikko', 'hiiren oikea'],
  autonominen: ['itsesuunnittelu'],
  // Demand, headcount and efficiency
  tarvepohja: ['henkilöstötarve', 'tarvemalli', 'miehitystarve', 'mitoitus', 'henkilöstömitoitus', 'minimimiehitys', 'vähimmäismiehitys'],
  vahvuus: ['miehitys', 'henkilöstövahvuus', 'henkilömäärä'],
  vajaus: ['alimiehitys', 'vajaamiehitys', 'alivahvuus'],
  ylitys: ['ylimiehitys', 'ylijäämä', 'ylivahvuus'],
  kuormitustekijä: ['työmäärä', 'volyymi', 'kuormitus', 'asiakasmäärä', 'myyntiennuste'],
  teho: ['tuottavuus', 'tehokkuus'],
  tarkistus: ['sääntötarkistus'],
  // Wishes, leave and absences
  toive: ['toivomus', 'vapaapyyntö', 'vapaatoive', 'toivelista'],
  vuorotoive: ['työvuorotoive', 'toivevuoro'],
  lomapyyntö: ['lomahakemus', 'lomaanomus', 'anomus', 'lomatoive'],
  lomakalenteri: ['lomalista'],
  sairausloma: ['sairaspoissaolo', 'sairauspoissaolo', 'sairastuminen', 'saikku', 'sairasloma'],
  arkipyhä: ['pyhäpäivä'],
  // Hours, time clock and pay
  tavoitetunti: ['tuntitavoite', 'työaikatavoite'],
  tuntipankki: ['saldovapaa', 'työaikapankki', 'tuntisaldo', 'liukuma', 'plussatunnit', 'miinustunnit', 'saldotunnit'],
  leimaus: ['kellokortti', 'kellotus', 'leimauskello', 'työaikakello', 'työajanseuranta', 'sisäänleimaus', 'ulosleimaus'],
  seinäpääte: ['leimauslaite', 'leimauspääte'],
  toteuma: ['tuntikirjaus', 'tuntilista', 'tuntikortti', 'työaikakirjanpito'],
  lisätyö: ['lisätunnit', 'lisätyökorvaus'],
  ylityö: ['ylitunnit', 'ylityökorvaus'],
  arkipyhälyhennys: ['arkipyhävähennys', 'arkipyhälyhenteinen'],
  palkanlisä: ['vuorolisä', 'lisäkorvaus', 'iltalisä', 'yölisä', 'lauantailisä', 'sunnuntailisä'],
  palkkalaji: ['palkkakoodi'],
  hinta: ['henkilöstökulu', 'palkkakulu'],
  // Employment
  työsuhde: ['työsopimus', 'palvelussuhde', 'virkasuhde'],
  sijaisuus: ['sijaistaminen', 'sijaistus', 'tuuraaja'],
  // Communication and logs
  töihinkutsu: ['vuorotarjous', 'hälytys', 'hälyttäminen', 'tuuraus', 'tuurauspyyntö', 'sijaiskysely'],
  ilmoitustaulu: ['uutiset', 'tiedotteet', 'infotaulu', 'tiedote'],
  lokitieto: ['muutosloki', 'muutoshistoria', 'tapahtumaloki', 'auditointi'],
  kirjautuminen: ['sisäänkirjautuminen', 'login'],
  vuorokausilepo: ['lepoaika', 'vuoroväli'],
  päällekkäinen: ['tuplabuukkaus', 'kaksoisvaraus'],
  yövuoro: ['yökkö'],
  iltavuoro: ['iltsu'],
};
