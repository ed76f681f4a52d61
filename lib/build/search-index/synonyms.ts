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
// "osa" would match "osaaminen" by prefix); words that begin with a short common word of the text
// (vuoro…, apu…, kesä…: a search for "vuoro" would reach them by prefix and crowd out the words
// of the text among its expansions). The glossary (content/sanasto.mdx) names the common
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
// The second round (the groups marked so below, and words added to the first groups) came from the
// same four kinds, each word checked against the manual's text: KVTES and the working hours act
// (tasoittumisjakso, jaksotyöaika, työloma, virkavapaa, hälytystyö, levähdysaika), the help words
// of Finnish HR and shift-planning products (itsevuorottelu, sijaispooli, keikkapörssi, tuntipankki
// as työaikasaldo, palkkatapahtuma, hinnoittelutunnus, omailmoitus), current and former terms
// (lähiesihenkilö, virastotyöaika, vakinainen) and speech (esari, vakkari, passu, meili, kopsata,
// lukkari, vkl). A word was left out when the manual uses it for another thing (vastaava is a
// task, keskeneräinen a state of the pay report, ilmoitusaika a leave's notice time).
// The third round came from the same kinds of source, for concepts whose everyday names readers
// of unseen query sets used and the list lacked: the agreements and the annual holidays act
// (vuosilomakirjanpito, viransijaisuus, iltatyölisä), products' help words (palkkaintegraatio,
// splh, poikkeamaraportti, viestimalli, tuloleimaus), current and former terms
// (äitiyslomasijaisuus, perhevapaasijaisuus) and speech (fleksi, joukkotekstari, tuntilappu, kipeä).
// A word that begins with a short common word was kept only where that word's first 40 prefix
// expansions and its first results stayed the same.
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Roles
  esihenkilö: ['esimies', 'lähiesimies', 'työnjohtaja', 'osastonhoitaja', 'vuoropäällikkö', 'lähijohtaja', 'pomo', 'päällikkö', 'esari', 'lähiesihenkilö', 'tiiminvetäjä', 'myymäläpäällikkö', 'yksikönjohtaja', 'ravintolapäällikkö', 'palveluesihenkilö', 'päiväkodinjohtaja'],
  pääkäyttäjä: ['ylläpitäjä', 'järjestelmänvalvoja', 'admin', 'superkäyttäjä', 'sovellusvastaava', 'järjestelmävastaava', 'vastuukäyttäjä', 'administraattori', 'järjestelmänhoitaja'],
  suunnittelija: ['vuorosuunnittelija', 'listantekijä', 'listavastaava', 'vuorovastaava', 'listanlaatija', 'työvuorovastaava', 'resurssisuunnittelija', 'resursoija', 'henkilöstösuunnittelija'],
  // Organisation
  osasto: ['toimipiste', 'toimipaikka', 'työkohde', 'asiakaskohde'],
  kustannuspaikka: ['kustannuskeskus', 'kustannuspiste', 'kustannusyksikkö', 'laskentakohde'],
  lainaus: ['siirto', 'lainatyöntekijä', 'lainahenkilö', 'tilapäissiirto'],
  // Tasks and competences
  tehtävä: ['työtehtävä', 'nimike', 'työpiste', 'tehtävänimike', 'ammattinimike', 'toimenkuva', 'työnkuva', 'ammattiryhmä', 'virkanimike'],
  osaaminen: ['pätevyys', 'kelpoisuus', 'ammattitaito', 'kompetenssi', 'sertifikaatti', 'hygieniapassi', 'anniskelupassi', 'lääkelupa', 'työturvallisuuskortti', 'vartijakortti', 'ensiapukortti'],
  tehtäväkoodi: ['tehtävätunnus', 'tehtävälyhenne', 'työkoodi'],
  // Shifts, rosters and periods
  vuorotyyppi: ['vuorokoodi', 'vuoromalli', 'vuoropohja', 'vuorolaji', 'työvuorotyyppi', 'työvuorokoodi'],
  avoin: ['täyttämätön', 'miehittämätön', 'nimeämätön'],
  jakso: ['työvuorojakso', 'listajakso', 'työaikajakso', 'suunnittelukausi', 'listakausi', 'periodi', 'tasoittumisjakso'],
  vuorolista: ['työvuoroluettelo', 'työlista', 'vuorosuunnitelma', 'työvuorosuunnitelma', 'työvuorotaulukko', 'vuorotaulukko', 'työaikasuunnitelma', 'työvuorolappu', 'rosteri', 'työvuorokaavio', 'työaikataulukko', 'jaksolista'],
  vuorokierto: ['kiertolista', 'vuororytmi', 'perusvuorolista', 'perustyövuorolista', 'rullaava', 'runkolista', 'listapohja'],
  syöttölyhenne: ['pikanäppäin', 'pikakoodi', 'pikasyöttö', 'syöttökoodi', 'lyhytkoodi', 'pikamerkintä'],
  raahaus: ['vetäminen', 'draggaus'],
  kontekstivalikko: ['pikavalikko', 'hiiren oikea', 'ponnahdusvalikko', 'toimintovalikko', 'oikeaklikkaus'],
  autonominen: ['itsesuunnittelu', 'automaattisuunnittelu', 'optimointi', 'itseohjautuva', 'yhteisöllinen', 'itsevuorottelu', 'itsevuorosuunnittelu'],
  päiväsuunnittelu: ['päivälista', 'päiväsuunnitelma', 'ganttikaavio', 'tehtävänjako', 'päiväohjelma', 'työnjako'],
  lukujärjestys: ['viikkoaikataulu', 'viikkolista', 'lukkari'],
  // Demand, headcount and efficiency
  tarvepohja: ['henkilöstötarve', 'tarvemalli', 'miehitystarve', 'mitoitus', 'henkilöstömitoitus', 'minimimiehitys', 'vähimmäismiehitys', 'tarvesuunnitelma', 'tarveprofiili', 'miehitysmalli', 'resurssitarve', 'perusmiehitys'],
  vahvuus: ['miehitys', 'henkilöstövahvuus', 'henkilömäärä', 'miehitysaste', 'miehitystilanne', 'väkimäärä'],
  vajaus: ['alimiehitys', 'vajaamiehitys', 'alivahvuus', 'henkilöstövaje', 'miehitysvaje', 'työvoimapula', 'henkilöstöpula', 'alimitoitus'],
  ylitys: ['ylimiehitys', 'ylijäämä', 'ylivahvuus', 'ylimitoitus', 'ylikapasiteetti'],
  kuormitustekijä: ['työmäärä', 'volyymi', 'kuormitus', 'asiakasmäärä', 'myyntiennuste', 'kävijämäärä', 'potilasmäärä', 'kuittimäärä', 'asiakasvirta', 'ennustemuuttuja', 'hoitoisuus', 'ateriamäärä'],
  teho: ['tuottavuus', 'tehokkuus', 'tuntimyynti', 'henkilöstötuottavuus', 'splh', 'tuntituottavuus'],
  tarkistus: ['sääntötarkistus', 'työaikarikkomus', 'sääntörikkomus', 'validointi', 'työaikatarkistus'],
  vahvuuslaskenta: ['vahvuusseuranta', 'miehityslaskenta', 'miehitysseuranta', 'mitoituslaskenta'],
  teholaskenta: ['tuottavuuslaskenta', 'tehokkuuslaskenta', 'tuottavuusseuranta', 'tehoseuranta'],
  // Wishes, leave and absences
  toive: ['toivomus', 'vapaapyyntö', 'vapaatoive', 'toivelista', 'toivevihko', 'toivelappu', 'toivekirja', 'toivevapaa', 'toivepäivä', 'toivekierros'],
  vuorotoive: ['työvuorotoive', 'toivevuoro'],
  lomapyyntö: ['lomahakemus', 'lomaanomus', 'anomus', 'lomatoive', 'lomalappu', 'lomaesitys', 'lomatoivomus', 'lomakysely', 'vuosilomahakemus'],
  lomakalenteri: ['lomalista', 'lomasuunnitelma', 'lomataulukko', 'lomakaavio', 'lomaluettelo'],
  sairausloma: ['sairaspoissaolo', 'sairauspoissaolo', 'sairastuminen', 'saikku', 'sairasloma', 'lääkärintodistus', 'sairaslomatodistus', 'omailmoitus', 'työkyvyttömyys', 'saikkulappu', 'sairaslappu', 'työkyvyttömyystodistus'],
  arkipyhä: ['pyhäpäivä'],
  lomavuosi: ['lomanmääräytymisvuosi', 'määräytymisvuosi'],
  viikonloppuvapaa: ['vapaaviikonloppu'],
  viikkolepo: ['viikkovapaa', 'viikkolepoaika'],
  // Hours, time clock and pay
  tavoitetunti: ['tuntitavoite', 'työaikatavoite', 'sopimustunti', 'jaksotavoite', 'tavoiteaika', 'normitunti', 'normityöaika'],
  tuntipankki: ['saldovapaa', 'työaikapankki', 'tuntisaldo', 'liukuma', 'plussatunnit', 'miinustunnit', 'saldotunnit', 'tuntisäästö', 'liukumasaldo', 'työaikasaldo', 'aikasaldo', 'fleksi', 'flexi'],
  leimaus: ['kellokortti', 'kellotus', 'leimauskello', 'työaikakello', 'työajanseuranta', 'sisäänleimaus', 'ulosleimaus', 'stemplaus', 'kulunvalvonta', 'tuloleimaus', 'lähtöleimaus', 'mobiilileimaus'],
  seinäpääte: ['leimauslaite', 'leimauspääte', 'leimauspiste', 'leimauskioski', 'leimauskone'],
  toteuma: ['tuntikirjaus', 'tuntilista', 'tuntikortti', 'työaikakirjanpito', 'tuntiseuranta', 'työaikaraportti', 'tuntiraportti', 'tuntilappu'],
  lisätyö: ['lisätunnit', 'lisätyökorvaus', 'ekstratunti'],
  ylityö: ['ylitunnit', 'ylityökorvaus', 'viikkoylityö', 'ylityötunti'],
  arkipyhälyhennys: ['arkipyhävähennys', 'arkipyhälyhenteinen', 'arkipyhäviikko'],
  lyhennysvapaa: ['pekkasvapaa', 'pekkanen', 'pekkaspäivä', 'työajanlyhennys', 'tyl'],
  palkanlisä: ['vuorolisä', 'lisäkorvaus', 'iltalisä', 'yölisä', 'lauantailisä', 'sunnuntailisä', 'pyhälisä', 'vuorotyölisä', 'työaikakorvaus', 'iltatyökorvaus', 'yötyökorvaus', 'lauantaityökorvaus', 'sunnuntaityökorvaus', 'pyhätyökorvaus', 'epämukavuuslisä', 'viikonloppulisä', 'iltatyölisä', 'yötyölisä'],
  palkkalaji: ['palkkakoodi', 'palkkaerä', 'palkkatapahtuma', 'palkkakomponentti'],
  hinta: ['henkilöstökulu', 'palkkakulu', 'työvoimakustannus', 'kustannusarvio', 'palkkasumma', 'henkilöstökustannus', 'työvoimakulu', 'kustannusraportti'],
  // Reports
  palkkaraportti: ['palkkalista', 'palkkasiirto', 'palkkatiedosto', 'palkkavienti', 'palkkamateriaali', 'palkkaintegraatio', 'palkanmaksuaineisto'],
  vienti: ['siirtotiedosto', 'eksportti'],
  tulostus: ['printtaus', 'printti', 'paperiversio'],
  // Employment
  työsuhde: ['työsopimus', 'palvelussuhde', 'virkasuhde', 'pesti', 'vakanssi', 'virka', 'nollatuntisopimus'],
  tuonti: ['massatuonti', 'importti', 'sisäänluku', 'massalataus'],
  sijaisuus: ['sijaistaminen', 'sijaistus', 'varahenkilö', 'sijaistaja', 'varahenkilöstö', 'resurssipooli', 'sijaispooli', 'lomittaja', 'viransijaisuus', 'äitiyslomasijaisuus', 'perhevapaasijaisuus', 'lomasijaisuus'],
  // Communication and logs
  töihinkutsu: ['vuorotarjous', 'hälytys', 'hälyttäminen', 'tuuraus', 'tuurauspyyntö', 'sijaiskysely', 'keikka', 'keikkatarjous', 'työhönkutsu', 'hälytystyö', 'keikkalainen', 'tuurata', 'soittokierros', 'keikkapörssi', 'keikkatyö', 'tuuraaja'],
  ilmoitustaulu: ['uutiset', 'tiedotteet', 'infotaulu', 'tiedote', 'tiedotus', 'intra', 'intranet'],
  viestipalvelu: ['tekstari', 'massaviesti', 'joukkoviesti', 'pikaviesti', 'chat', 'joukkotekstari', 'joukkotekstiviesti', 'ryhmätekstari'],
  ilmoitus: ['notifikaatio', 'pushilmoitus', 'ponnahdusilmoitus'],
  lokitieto: ['muutosloki', 'muutoshistoria', 'tapahtumaloki', 'auditointi', 'käyttöloki', 'tapahtumahistoria', 'muutosseuranta', 'jäljitettävyys'],
  tilaus: ['synkronointi', 'kalenterilinkki', 'kalenteritilaus', 'webcal', 'synkkaus'],
  kirjautuminen: ['sisäänkirjautuminen', 'login', 'käyttäjätunnus', 'taikalinkki', 'kertakirjautuminen', 'kirjautumistunnus'],
  salasana: ['tunnussana', 'passu'],
  vuorokausilepo: ['lepoaika', 'vuoroväli'],
  päällekkäinen: ['tuplabuukkaus', 'kaksoisvaraus', 'kaksoisbuukkaus', 'tuplavaraus'],
  yövuoro: ['yökkö', 'yöputki'],
  iltavuoro: ['iltsu', 'myöhäisvuoro'],
  // Organisation (added in the second round)
  yksikkö: ['tulosyksikkö', 'tulosalue', 'vastuualue', 'palvelualue', 'toimialue', 'osastoryhmä'],
  kotiosasto: ['kotiyksikkö', 'sijoituspaikka'],
  // Shifts, rosters, periods and period states (added in the second round)
  aamuvuoro: ['varhaisvuoro'],
  luonnos: ['työversio', 'raakaversio'],
  julkaisu: ['julkistus', 'tiedoksianto'],
  lukitus: ['jäädytys'],
  // Roster view, shortcuts and editing (added in the second round)
  vuorolistanäkymä: ['taulukkonäkymä', 'ruudukkonäkymä'],
  vuorosuunnittelu: ['listanteko', 'työvuorotus', 'resursointi', 'työaikasuunnittelu'],
  // Demand, headcount and efficiency (added in the second round)
  kausipohja: ['sesonkipohja', 'sesonki'],
  henkilötunti: ['henkilötyötunti'],
  tehotavoite: ['tuottavuustavoite', 'tehokkuustavoite'],
  tehoraportti: ['tuottavuusraportti'],
  // TES rules and agreements (added in the second round)
  työehtosopimus: ['virkaehtosopimus', 'kvtes', 'avaintes'],
  työaikalaki: ['työaikalainsäädäntö'],
  sääntö: ['sopimusmääräys'],
  // Wishes, leave and absences (added in the second round)
  takaraja: ['määräpäivä', 'deadline', 'dedis'],
  lomasuunnittelu: ['lomanhallinta', 'lomajärjestely'],
  vuosiloma: ['lomaoikeus', 'säästövapaa'],
  kertymä: ['lomakertymä', 'lomanansainta'],
  lomakausi: ['lomasesonki'],
  lomasaldo: ['lomatilanne', 'lomapankki'],
  sairauskerta: ['sairausjakso', 'sairastapaus'],
  sairausilmoitus: ['poissaoloilmoitus', 'sairastumisilmoitus'],
  varhainen: ['puheeksiotto'],
  poissaoloprosentti: ['sairauspoissaoloprosentti', 'poissaoloaste', 'sairastavuus', 'poissaolotilasto'],
  poissaolo: ['poissaololaji', 'poissaolosyy', 'absenssi', 'virkavapaa', 'työloma'],
  koulutus: ['kurssi', 'täydennyskoulutus', 'koulutuspäivä'],
  vapaapäivä: ['tasoitusvapaa', 'lepopäivä'],
  viikonloppu: ['vkl', 'viikkari'],
  lepo: ['levähdysaika', 'lepojakso'],
  juhlapyhä: ['kirkkopyhä'],
  // Hour bank, time clock and realised hours (added in the second round)
  tuntipankkivapaa: ['saldopäivä', 'plussavapaa', 'liukumavapaa', 'liukumapäivä'],
  tuntipankkiraportti: ['saldoraportti', 'saldoseuranta', 'liukumaraportti'],
  leimauskortti: ['avainlätkä', 'kulkutunniste'],
  yhdistämiskoodi: ['parituskoodi', 'aktivointikoodi'],
  korjauspyyntö: ['leimauskorjaus', 'oikaisupyyntö', 'leimausvirhe'],
  tuntitoteuma: ['toteumaraportti'],
  // Pay, costs and reports (added in the second round)
  palkkaryhmä: ['palkkaluokka', 'hinnoittelutunnus', 'vaativuusryhmä', 'palkkataso', 'hinnoittelukohta'],
  budjetti: ['talousarvio', 'henkilöstöbudjetti'],
  palkanlaskenta: ['palkkahallinto', 'palkkapalvelu'],
  palkanlaskija: ['palkkasihteeri'],
  // Employment (added in the second round)
  vakituinen: ['vakinainen', 'vakkari'],
  määräaikainen: ['pätkätyö'],
  työaikamuoto: ['työaikajärjestelmä', 'työaikalaji', 'työaikamalli'],
  jaksotyö: ['jaksotyöaika'],
  vuorotyö: ['kolmivuorotyö'],
  toimistotyöaika: ['virastotyöaika'],
  työaikaprosentti: ['työaikaosuus', 'henkilötyövuosi', 'htv'],
  täysiaikainen: ['kokoaikainen', 'täyspäiväinen'],
  // Call-in, messages, notices and logs (added in the second round)
  vaihto: ['vaihtovuoro', 'vaihtopyyntö'],
  kiinnitys: ['pinnaus'],
  lukukuittaus: ['lukuvahvistus'],
  historia: ['versiohistoria'],
  // Calendar, login and account (added in the second round)
  kalenteri: ['työvuorokalenteri', 'allakka'],
  istunto: ['sessio', 'aikakatkaisu'],
  uloskirjautua: ['logout'],
  sähköposti: ['meili', 'email', 'sposti'],
  // Rights and settings (added in the second round)
  rooli: ['käyttäjärooli', 'käyttäjäryhmä', 'oikeustaso', 'käyttäjätaso'],
  käyttöoikeus: ['pääsyoikeus', 'valtuus', 'roolitus', 'lukuoikeus', 'muokkausoikeus'],
  lisäoikeus: ['erityisoikeus'],
  asetus: ['konfiguraatio', 'parametrointi'],
  // Employees (added in the second round)
  työntekijäkortti: ['henkilökortti', 'henkilöprofiili', 'työntekijäprofiili'],
  työntekijäluettelo: ['henkilöstöluettelo', 'henkilöstölista', 'henkilörekisteri'],
  henkilönumero: ['työntekijänumero', 'palkkanumero', 'henkilöstönumero'],
  tiimi: ['työryhmä', 'työtiimi'],
  // Shift details and rules of the roster (added in the second round)
  katko: ['katkovuoro', 'pätkävuoro'],
  tauko: ['ruokatauko', 'ruokatunti', 'kahvitauko', 'lepotauko', 'paussi'],
  peräkkäinen: ['työputki'],
  // Roster view actions, colours, menus and devices (added in the second round)
  kumota: ['undo', 'redo'],
  kopioida: ['kopsata', 'monistaa'],
  suodatus: ['filtteri'],
  väri: ['värikoodi', 'värikoodaus'],
  keltainen: ['oranssi'],
  tasapainotus: ['hienosäätö'],
  käyttöohje: ['manuaali', 'käsikirja', 'ohjekirja'],
  päävalikko: ['menu', 'navigaatio', 'hampurilaisvalikko'],
  puhelin: ['kännykkä', 'känny', 'mobiili', 'älypuhelin', 'äppi', 'mobiilisovellus'],
  selain: ['nettiselain'],
  // Third round (each word checked against the manual's text; sources by kind in the header)
  vuosivapaa: ['vuosilomakirjanpito', 'lomakirjanpito', 'lomaseuranta', 'lomaraportti'],
  poikkeama: ['poikkeamaraportti'],
  viestipohja: ['viestimalli', 'vakioviesti'],
  toimitustila: ['toimitusraportti'],
  sairastua: ['kipeä'],
};
