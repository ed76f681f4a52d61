// Every route the manual must answer, spelled exactly.
const SECTION_PAGES: Record<string, string[]> = {
  perustoiminnot: [
    'lomasuunnittelu',
    'osastot',
    'tarvepohjat',
    'teholaskenta',
    'tehtavat',
    'tyontekijat',
    'vahvuuslaskenta',
    'vuorojen-suunnittelu',
    'vuorolistanakyma',
  ],
  edistyneet_toiminnot: [
    'autonominen_suunnittelu',
    'edistynyt_vuorojen_muokkaus',
    'hrkello',
    'ilmoitustaulu',
    'kalenteri',
    'lokitietojen-tarkastelu',
    'paivasuunnittelu',
    'raahaustoiminnot',
    'syottolyhenteet',
    'tes-tarkistukset',
    'töihinkutsujärjestelmä',
    'työsuhteiden_hallinta',
    'viestipalvelu',
  ],
  raportointi: [
    'listan_hinta',
    'lukujarjestys',
    'palkkaraportti',
    'tehoraportti',
    'tuntipankkiraportti',
    'tuntitoteumat',
    'vuorolista_aikavalille',
  ],
  'raportointi/muut_raportit': [
    'juhlapyhavapaat',
    'palkanlisat',
    'sairauslomat',
    'viikonloppuvapaat',
    'vuorotoiveet',
    'vuosivapaat',
  ],
};

export const CATEGORY_ROUTES = [
  '/manual/category/perustoiminnot',
  '/manual/category/edistyneet-toiminnot',
  '/manual/category/raportointi',
  '/manual/category/muut-raportit',
];

export const ALL_ROUTES: string[] = [
  '/manual/',
  ...CATEGORY_ROUTES,
  ...Object.entries(SECTION_PAGES).flatMap(([section, pages]) => pages.map((p) => `/manual/${section}/${p}`)),
  '/manual/sahkopostikirjautuminen',
];

// Pages beyond the original site's list: the glossary that keeps the manual's vocabulary in one place, and
// everyday tasks and shared rules that those pages link to instead of repeating them.
export const EXTRA_ROUTES = [
  '/manual/sanasto',
  '/manual/perustoiminnot/omat-toiveet',
  '/manual/perustoiminnot/kayttajat',
  '/manual/perustoiminnot/tyoaika-ja-julkaisusaannot',
  '/manual/raportointi/raporttien-perusteet',
];
