import { BLOG_ROUTE } from './routes';

// The one place for site settings, shaped like the spec's site configuration (SPEC §3).
export type NavbarItemConfig = {
  type?: string;
  label?: string;
  to?: string;
  href?: string;
  position?: 'left' | 'right';
  items?: NavbarItemConfig[];
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  value?: string;
  className?: string;
  'aria-label'?: string;
};

export type FooterLink = { label: string; to?: string; href?: string };
export type FooterLinkColumn = { title: string; items: FooterLink[] };
export type FooterLogo = {
  src: string;
  srcDark?: string;
  alt: string;
  href?: string;
  target?: string;
  width?: number;
  height?: number;
  className?: string;
  style?: Record<string, string | number>;
};

export type SearchTranslations = {
  buttonText: string;
  placeholder: string;
  clearButtonTitle: string;
  clearButtonAriaLabel: string;
  cancelButtonText: string;
  submitButtonTitle: string;
  noResultsText: string;
  // Shown when a term with no match was searched as the nearest word of the manual.
  correctedText: string;
  searchInsteadText: string;
  loadingText: string;
  stalledText: string;
  resultCountText: (count: number) => string;
  dialogLabel: string;
  resultsLabel: string;
  navigateHint: string;
  openHint: string;
  closeHint: string;
};

export type SiteConfig = {
  title: string;
  titleDelimiter: string;
  tagline: string;
  favicon: string;
  // The site's origin is not here: lib/site/site-url.ts reads it from SITE_URL at build time.
  baseUrl: string;
  trailingSlash: boolean;
  i18n: {
    defaultLocale: string;
    currentLocale: string;
    locales: string[];
    localeConfigs: Record<string, { label: string; htmlLang: string }>;
  };
  themeConfig: {
    navbar: {
      title: string;
      hideOnScroll: boolean;
      style: 'primary' | 'dark' | undefined;
      items: NavbarItemConfig[];
    };
    footer: {
      style: 'light' | 'dark';
      links: FooterLinkColumn[] | FooterLink[];
      logo?: FooterLogo;
      copyright: string;
    };
    announcementBar?: {
      id: string;
      content: string;
      isCloseable: boolean;
    };
    colorMode: {
      defaultMode: 'light' | 'dark';
      disableSwitch: boolean;
      respectPrefersColorScheme: boolean;
    };
    docs: {
      versionPersistence: 'localStorage' | 'none';
      sidebar: { hideable: boolean; autoCollapseCategories: boolean };
    };
    tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  };
  docs: {
    pluginId: string;
    routeBasePath: string;
    sidebarId: string;
    versions: { name: string; label: string; isLast: boolean }[];
  };
  // The "Mitä uutta" blog; its posts are content/blog/*.mdx (lib/site/routes.ts).
  blog: {
    title: string;
    description: string;
    postsPerPage: number;
    sidebarTitle: string;
    sidebarCount: number;
  };
  search: {
    language: string;
    indexBlog: boolean;
    indexDocs: boolean;
    indexPages: boolean;
    boosts: { title: number; content: number; tags: number; sidebarParentCategories: number };
    maxResults: number;
    maxQueryLength: number;
    openOnFocus: boolean;
    placement: 'navbar' | 'sidebar';
    // Only what differs from DEFAULT_SEARCH_TRANSLATIONS; see searchTranslations().
    translations: Partial<SearchTranslations>;
  };
};

// SPEC §9 defaults; a site overrides any of them in its config.
export const DEFAULT_SEARCH_TRANSLATIONS: SearchTranslations = {
  buttonText: 'Search',
  placeholder: 'Search',
  clearButtonTitle: 'Clear',
  clearButtonAriaLabel: 'Clear the query',
  cancelButtonText: 'Cancel',
  submitButtonTitle: 'Submit',
  noResultsText: 'No results for',
  correctedText: 'Showing results for',
  searchInsteadText: 'Search instead for',
  loadingText: 'Loading…',
  stalledText: 'Still loading…',
  resultCountText: (count) => (count === 1 ? '1 result' : `${count} results`),
  dialogLabel: 'Search',
  resultsLabel: 'Search results',
  navigateHint: 'to navigate',
  openHint: 'to open',
  closeHint: 'to close',
};

export function searchTranslations(config: SiteConfig = siteConfig): SearchTranslations {
  return { ...DEFAULT_SEARCH_TRANSLATIONS, ...config.search.translations };
}

export const siteConfig: SiteConfig = {
  title: 'Vuorosuunnittelun käyttöohje',
  titleDelimiter: '|',
  tagline: 'Työvuorosuunnittelupalvelun ohjeet suunnittelijoille, esihenkilöille, työntekijöille ja pääkäyttäjille',
  favicon: 'icon.svg',
  baseUrl: '/manual/',
  trailingSlash: false,
  i18n: {
    defaultLocale: 'fi',
    currentLocale: 'fi',
    locales: ['fi'],
    localeConfigs: { fi: { label: 'Suomi', htmlLang: 'fi' } },
  },
  themeConfig: {
    navbar: {
      title: 'Käyttöohje',
      hideOnScroll: true,
      style: undefined,
      items: [
        { type: 'docSidebar', sidebarId: 'manual', label: 'Ohjeet', position: 'left' },
        { type: 'doc', docId: 'perustoiminnot/vuorojen-suunnittelu', label: 'Vuorojen suunnittelu', position: 'left' },
        {
          label: 'Raportit',
          position: 'left',
          items: [
            { label: 'Kaikki raportit', to: '/category/raportointi' },
            { label: 'Palkkaraportti', to: '/raportointi/palkkaraportti' },
            { label: 'Tuntitoteumat', to: '/raportointi/tuntitoteumat' },
            { label: 'Muut raportit', to: '/category/muut-raportit' },
          ],
        },
        { label: 'Mitä uutta', to: BLOG_ROUTE, position: 'left' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Aloita',
          items: [
            { label: 'Aloitusopas', to: '/' },
            { label: 'Sähköpostikirjautuminen', to: '/sahkopostikirjautuminen' },
            { label: 'Sanasto', to: '/sanasto' },
          ],
        },
        {
          title: 'Suunnittelu',
          items: [
            { label: 'Perustoiminnot', to: '/category/perustoiminnot' },
            { label: 'Edistyneet toiminnot', to: '/category/edistyneet-toiminnot' },
          ],
        },
        {
          title: 'Raportit',
          items: [
            { label: 'Raportointi', to: '/category/raportointi' },
            { label: 'Muut raportit', to: '/category/muut-raportit' },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Vuorosuunnittelupalvelu. Käyttöohje on tehty palvelun käyttäjille.',
    },
    announcementBar: {
      id: 'ohje-2025-uudistus',
      content: 'Käyttöohje on uudistettu: hae ohjeista näppäinyhdistelmällä <kbd>Ctrl</kbd> + <kbd>K</kbd>.',
      isCloseable: true,
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  },
  docs: {
    pluginId: 'default',
    routeBasePath: '/',
    sidebarId: 'manual',
    versions: [{ name: 'current', label: 'Nykyinen', isLast: true }],
  },
  blog: {
    title: 'Mitä uutta',
    description: 'Muutokset vuorosuunnittelupalvelussa ja sen käyttöohjeessa: mitä muuttui, kenen työhön ja mistä ohjeesta lukea lisää.',
    postsPerPage: 10,
    sidebarTitle: 'Viimeisimmät kirjoitukset',
    sidebarCount: 5,
  },
  search: {
    language: 'fi',
    indexBlog: false,
    indexDocs: true,
    indexPages: false,
    boosts: { title: 5, content: 1, tags: 3, sidebarParentCategories: 2 },
    maxResults: 8,
    maxQueryLength: 512,
    openOnFocus: false,
    placement: 'navbar',
    translations: {
      buttonText: 'Hae ohjeista',
      placeholder: 'Hae ohjeista',
      clearButtonTitle: 'Tyhjennä',
      clearButtonAriaLabel: 'Tyhjennä haku',
      cancelButtonText: 'Peruuta',
      submitButtonTitle: 'Hae',
      noResultsText: 'Ei tuloksia haulle',
      correctedText: 'Näytetään tulokset haulle',
      searchInsteadText: 'Hae sen sijaan',
      loadingText: 'Ladataan hakemistoa…',
      stalledText: 'Haku kestää tavallista kauemmin…',
      resultCountText: (count) => (count === 1 ? '1 tulos' : `${count} tulosta`),
      dialogLabel: 'Haku',
      resultsLabel: 'Hakutulokset',
      navigateHint: 'valitse',
      openHint: 'avaa',
      closeHint: 'sulje',
    },
  },
};
