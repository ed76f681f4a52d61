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
//   työvuoroluettelo, työaikajakso, palvelussuhde, arkipyhälyhenteinen, lisätyö/ylityö korvauksineen,
//   vuorotyölisä, pyhälisä, viikkovapaa;
// - the working hours act (työaikalaki) and the annual holidays act (vuosilomalaki):
//   työaikakirjanpito, lepoaika, lomanmääräytymisvuosi;
// - current versus former official terms: esimies → esihenkilö, tunnussana → salasana;
// - Finnish HR, payroll and shift-planning products' help vocabulary: vuoropohja, mitoitus,
//   minimimiehitys, tuntikortti, saldotunnit, superkäyttäjä, optimointi, varahenkilö, pikasyöttö;
// - everyday speech at work: saikku, tuuraus, yökkö, iltsu, plussatunnit, pomo, keikka, tekstari,
//   lomalappu, toivevihko.
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Roles
  esihenkilö: ['esimies', 'lähiesimies', 'työnjohtaja', 'osastonhoitaja', 'vuoropäällikkö', 'lähijohtaja', 'pomo', 'päällikkö'],
  pääkäyttäjä: ['ylläpitäjä', 'järjestelmänvalvoja', 'admin', 'superkäyttäjä'],
  suunnittelija: ['vuorosuunnittelija', 'listantekijä', 'listavastaava', 'vuorovastaava'],
  // Organisation
  osasto: ['toimipiste', 'toimipaikka'],
  kustannuspaikka: ['kustannuskeskus', 'kustannuspiste'],
  lainaus: ['siirto', 'lainatyöntekijä'],
  // Tasks and competences
  tehtävä: ['työtehtävä', 'nimike', 'työpiste'],
  osaaminen: ['pätevyys', 'kelpoisuus', 'ammattitaito'],
  tehtäväkoodi: ['tehtävätunnus'],
  // Shifts, rosters and periods
  vuorotyyppi: ['vuorokoodi', 'vuoromalli', 'vuoropohja', 'vuorolaji'],
  avoin: ['täyttämätön', 'miehittämätön'],
  jakso: ['työvuorojakso', 'listajakso', 'työaikajakso', 'suunnittelukausi', 'listakausi'],
  vuorolista: ['työvuoroluettelo', 'työlista', 'vuorosuunnitelma', 'työvuorosuunnitelma', 'työvuorotaulukko', 'vuorotaulukko', 'työaikasuunnitelma'],
  vuorokierto: ['kiertolista', 'vuororytmi'],
  syöttölyhenne: ['pikanäppäin', 'pikakoodi', 'pikasyöttö'],
  raahaus: ['vetäminen'],
  kontekstivalikko: ['pikavalikko', 'hiiren oikea'],
  autonominen: ['itsesuunnittelu', 'automaattisuunnittelu', 'optimointi'],
  päiväsuunnittelu: ['päivälista', 'päiväsuunnitelma'],
  lukujärjestys: ['viikkoaikataulu', 'viikkolista'],
  // Demand, headcount and efficiency
  tarvepohja: ['henkilöstötarve', 'tarvemalli', 'miehitystarve', 'mitoitus', 'henkilöstömitoitus', 'minimimiehitys', 'vähimmäismiehitys', 'tarvesuunnitelma'],
  vahvuus: ['miehitys', 'henkilöstövahvuus', 'henkilömäärä'],
  vajaus: ['alimiehitys', 'vajaamiehitys', 'alivahvuus'],
  ylitys: ['ylimiehitys', 'ylijäämä', 'ylivahvuus'],
  kuormitustekijä: ['työmäärä', 'volyymi', 'kuormitus', 'asiakasmäärä', 'myyntiennuste', 'kävijämäärä', 'potilasmäärä'],
  teho: ['tuottavuus', 'tehokkuus'],
  tarkistus: ['sääntötarkistus', 'työaikarikkomus', 'sääntörikkomus'],
  vahvuuslaskenta: ['vahvuusseuranta', 'miehityslaskenta'],
  teholaskenta: ['tuottavuuslaskenta'],
  // Wishes, leave and absences
  toive: ['toivomus', 'vapaapyyntö', 'vapaatoive', 'toivelista', 'toivevihko'],
  vuorotoive: ['työvuorotoive', 'toivevuoro'],
  lomapyyntö: ['lomahakemus', 'lomaanomus', 'anomus', 'lomatoive', 'lomalappu'],
  lomakalenteri: ['lomalista', 'lomasuunnitelma', 'lomataulukko'],
  sairausloma: ['sairaspoissaolo', 'sairauspoissaolo', 'sairastuminen', 'saikku', 'sairasloma', 'lääkärintodistus', 'sairaslomatodistus'],
  arkipyhä: ['pyhäpäivä'],
  lomavuosi: ['lomanmääräytymisvuosi'],
  viikonloppuvapaa: ['vapaaviikonloppu'],
  viikkolepo: ['viikkovapaa'],
  // Hours, time clock and pay
  tavoitetunti: ['tuntitavoite', 'työaikatavoite'],
  tuntipankki: ['saldovapaa', 'työaikapankki', 'tuntisaldo', 'liukuma', 'plussatunnit', 'miinustunnit', 'saldotunnit'],
  leimaus: ['kellokortti', 'kellotus', 'leimauskello', 'työaikakello', 'työajanseuranta', 'sisäänleimaus', 'ulosleimaus'],
  seinäpääte: ['leimauslaite', 'leimauspääte'],
  toteuma: ['tuntikirjaus', 'tuntilista', 'tuntikortti', 'työaikakirjanpito'],
  lisätyö: ['lisätunnit', 'lisätyökorvaus'],
  ylityö: ['ylitunnit', 'ylityökorvaus'],
  arkipyhälyhennys: ['arkipyhävähennys', 'arkipyhälyhenteinen'],
  lyhennysvapaa: ['pekkasvapaa', 'pekkanen'],
  palkanlisä: ['vuorolisä', 'lisäkorvaus', 'iltalisä', 'yölisä', 'lauantailisä', 'sunnuntailisä', 'pyhälisä', 'vuorotyölisä'],
  palkkalaji: ['palkkakoodi'],
  hinta: ['henkilöstökulu', 'palkkakulu', 'työvoimakustannus', 'kustannusarvio'],
  // Reports
  palkkaraportti: ['palkkalista'],
  vienti: ['siirtotiedosto'],
  tulostus: ['printtaus'],
  // Employment
  työsuhde: ['työsopimus', 'palvelussuhde', 'virkasuhde'],
  tuonti: ['massatuonti', 'importti'],
  sijaisuus: ['sijaistaminen', 'sijaistus', 'tuuraaja', 'varahenkilö', 'sijaistaja'],
  // Communication and logs
  töihinkutsu: ['vuorotarjous', 'hälytys', 'hälyttäminen', 'tuuraus', 'tuurauspyyntö', 'sijaiskysely', 'keikka', 'keikkatarjous'],
  ilmoitustaulu: ['uutiset', 'tiedotteet', 'infotaulu', 'tiedote'],
  viestipalvelu: ['tekstari'],
  ilmoitus: ['notifikaatio'],
  lokitieto: ['muutosloki', 'muutoshistoria', 'tapahtumaloki', 'auditointi'],
  tilaus: ['synkronointi'],
  kirjautuminen: ['sisäänkirjautuminen', 'login', 'käyttäjätunnus'],
  salasana: ['tunnussana'],
  vuorokausilepo: ['lepoaika', 'vuoroväli'],
  päällekkäinen: ['tuplabuukkaus', 'kaksoisvaraus'],
  yövuoro: ['yökkö'],
  iltavuoro: ['iltsu'],
};
