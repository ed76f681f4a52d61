// The site's settings: only what differs from the defaults in lib/site/site-config-schema.ts, which
// says what each field means. The code reads them parsed, with the defaults filled in, from
// lib/site/site-config.ts; a change here takes effect at the next `npm run build`, and under
// `npm run dev` as soon as the file is saved.
import { BLOG_ROUTE } from './lib/site/routes';
import type { SiteSettings } from './lib/site/site-config-schema';

export const siteSettings = {
  title: 'Vuorosuunnittelun käyttöohje',
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
  },
  docs: {
    sidebarId: 'manual',
    versions: [{ name: 'current', label: 'Nykyinen', isLast: true }],
  },
  blog: {
    title: 'Mitä uutta',
    description: 'Muutokset vuorosuunnittelupalvelussa ja sen käyttöohjeessa: mitä muuttui, kenen työhön ja mistä ohjeesta lukea lisää.',
    sidebarTitle: 'Viimeisimmät kirjoitukset',
  },
  search: {
    indexBlog: false,
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
      resultCountText: { one: '1 tulos', other: '{count} tulosta' },
      dialogLabel: 'Haku',
      resultsLabel: 'Hakutulokset',
      navigateHint: 'valitse',
      openHint: 'avaa',
      closeHint: 'sulje',
    },
  },
} satisfies SiteSettings;
