// The interface's own words, in one place: the page chrome, the error states and the labels that
// screen readers announce. The manual's text lives in content/ and the search's words in the site
// config (search.translations); these are the rest. Finnish, second person singular like the
// manual, so the page speaks to the reader in one voice.
export const UI = {
  retry: 'Yritä uudelleen',
  crashTitle: 'Sivun näyttäminen epäonnistui',
  crashText: 'Voit yrittää uudelleen tai siirtyä toiselle sivulle valikosta.',
  loadFailedTitle: 'Sivun lataaminen epäonnistui',
  loadFailedText: 'Sivun tietoja ei saatu ladattua. Tarkista verkkoyhteys ja yritä uudelleen.',
  // Joins the messages of an error and of its causes on the crash page.
  errorCause: 'Syy:',
  partLoading: (label: string) => `Ladataan: ${label}…`,
  partSlow: (label: string) => `Osan "${label}" lataaminen kestää tavallista kauemmin.`,
  partFailed: (label: string) => `Osan "${label}" lataaminen epäonnistui.`,
  pageLoading: 'Sivua ladataan',
  tocTitle: 'Tällä sivulla',
  tocLabel: 'Sivun sisältö',
  breadcrumbs: 'Murupolku',
  mainMenu: 'Päävalikko',
  mainMenuMobile: 'Päävalikko (mobiili)',
  drawer: 'Navigointivalikko',
  openDrawer: 'Avaa navigointivalikko',
  closeDrawer: 'Sulje navigointivalikko',
  footerLinks: 'Alatunnisteen linkit',
  docsSidebar: 'Ohjeiden sivupalkki',
  blogSidebar: 'Blogin sivupalkki',
  sidebarLoadFailed: 'Luokan sivuja ei saatu ladattua.',
  sidebarOpenCategory: (label: string) => `Avaa luokan ${label} sivu`,
  sidebarBack: '← Takaisin päävalikkoon',
  announcement: 'Tiedote',
  closeAnnouncement: 'Sulje tiedote',
} as const;
