// The one place for site settings.
import { BASE_PATH } from './base-path.mjs';
import { FEEDBACK_PATH } from './feedback.mjs';
import { BLOG_ROUTE } from './routes';
import type { SearchTranslations, SiteConfig } from './site-config-schema';

export type { FooterLink, FooterLinkColumn, NavbarItemConfig, NavbarLinkConfig, SearchTranslations, SiteConfig } from './site-config-schema';

// Docusaurus search defaults; a site overrides any of them in its config.
export const DEFAULT_SEARCH_TRANSLATIONS: SearchTranslations = {
  buttonText: 'Search',
  placeholder: 'Search',
  clearButtonTitle: 'Clear',
  clearButtonAriaLabel: 'Clear the query',
  cancelButtonText: 'Cancel',
  submitButtonTitle: 'Submit',
  noResultsText: 'No results for',
  noResultsNearestText: 'Pages with a similar title:',
  noResultsGlossaryText: 'Look the word up in the glossary',
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
      // Keyboard advice only where a keyboard is likely; on a touch screen, the search button.
      content:
        '<span class="announcement__keyboard">Käyttöohje on uudistettu: hae ohjeista näppäinyhdistelmällä <kbd>Ctrl</kbd> + <kbd>K</kbd>.</span>' +
        '<span class="announcement__touch">Ohje on uudistettu: hae suurennuslasilla.</span>',
      isCloseable: true,
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  },
  docs: {
    pluginId: 'default',
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
  feedback: { endpoint: `${BASE_PATH}/${FEEDBACK_PATH}` },
  search: {
    indexBlog: false,
    indexDocs: true,
    indexPages: false,
    boosts: { title: 5, content: 1, keywords: 3, sidebarParentCategories: 2 },
    maxResults: 8,
    maxQueryLength: 512,
    openOnFocus: false,
    translations: {
      buttonText: 'Hae ohjeista',
      placeholder: 'Hae ohjeista',
      clearButtonTitle: 'Tyhjennä',
      clearButtonAriaLabel: 'Tyhjennä haku',
      cancelButtonText: 'Peruuta',
      submitButtonTitle: 'Hae',
      noResultsText: 'Ei tuloksia haulle',
      noResultsNearestText: 'Sivuja, joiden nimi on lähellä:',
      noResultsGlossaryText: 'Katso sanastosta, millä nimellä ohje käyttää sanaa',
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
