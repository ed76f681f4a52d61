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

// The docs' tag pages: the tag list and one page per tag of lib/build/tags.ts, at its plain slug.
export const DOCS_TAG_ROUTES = [
  '/manual/tags',
  ...[
    'asetukset',
    'henkilosto',
    'kayttoohje',
    'kirjautuminen',
    'kustannukset',
    'muutoshistoria',
    'perusteet',
    'poissaolot',
    'raportit',
    'saannot',
    'teho',
    'toiveet',
    'toteumat',
    'tulostus-ja-vienti',
    'tyoaika',
    'tyontekijalle',
    'vahvuus',
    'viestinta',
    'vuorojen-muokkaus',
    'vuorosuunnittelu',
  ].map((tag) => `/manual/tags/${tag}`),
];

// The "Mitä uutta" blog: its posts (content/blog/), list pages and tag pages.
export const BLOG_POSTS = [
  'ilmoitukset-ja-kanavat',
  'pekkaset-tes-saannoissa',
  'raporttien-perusteet-yhdella-sivulla',
  'vahvuusrivi-nayttaa-vajauksen',
  'varit-tarkoittavat-samaa',
  'lisatyo-ja-ylityo-palkkaraportissa',
  'lisaoikeudet',
  'avoimet-vuorot-yhdessa-nakymassa',
  'toiveet-omat-toiveet-nakymassa',
  'kalenterin-tilaus',
  'hr-kello-puhelimessa',
  'lokitietojen-sailytysaika',
].map((slug) => `/manual/blog/${slug}`);

export const BLOG_ROUTES = [
  '/manual/blog',
  '/manual/blog/page/2',
  ...BLOG_POSTS,
  '/manual/blog/tags',
  ...[
    'asetukset',
    'kayttoohje',
    'kirjautuminen',
    'kustannukset',
    'muutoshistoria',
    'perusteet',
    'poissaolot',
    'raportit',
    'saannot',
    'toiveet',
    'toteumat',
    'tulostus-ja-vienti',
    'tyoaika',
    'tyontekijalle',
    'vahvuus',
    'viestinta',
    'vuorosuunnittelu',
  ].map((tag) => `/manual/blog/tags/${tag}`),
];

// Pages beyond the original site's list: the glossary that keeps the manual's vocabulary in one
// place, everyday tasks and shared rules that those pages link to instead of repeating them, the
// tasks that fell between pages (first setup, agreement settings, notifications, the employee's
// own questions), the tag pages and the blog.
export const EXTRA_ROUTES = [
  '/manual/sanasto',
  '/manual/perustoiminnot/omat-toiveet',
  '/manual/perustoiminnot/kayttajat',
  '/manual/perustoiminnot/tyoaika-ja-julkaisusaannot',
  '/manual/raportointi/raporttien-perusteet',
  '/manual/perustoiminnot/kayttoonotto',
  '/manual/perustoiminnot/tes-saannot',
  '/manual/perustoiminnot/kun-et-paase-vuoroon',
  '/manual/perustoiminnot/omat-tunnit-ja-saldot',
  '/manual/edistyneet_toiminnot/ilmoitukset',
  ...DOCS_TAG_ROUTES,
  ...BLOG_ROUTES,
];
