import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import './globals.css';
import AnnouncementBar, { announcementInitScript } from '@/components/layout/AnnouncementBar';
import Footer from '@/components/layout/Footer';
import HydrationMarker from '@/components/layout/HydrationMarker';
import Navbar from '@/components/layout/Navbar';
import NavigationProgress from '@/components/layout/NavigationProgress';
import Providers from '@/components/layout/Providers';
import { pageMetadata } from '@/lib/build/metadata';
import { getAllDocPagesIncludingDrafts, getDocPages, getSidebar } from '@/lib/build/docs';
import { release } from '@/lib/build/release';
import { resolveNavbar } from '@/lib/build/navbar';
import { RELEASE_META } from '@/lib/site/feedback.mjs';
import { siteConfig } from '@/lib/site/site-config';
import { assertParsedConfigCurrent } from '@/lib/site/site-config-schema';
import { siteOrigin } from '@/lib/site/site-url';
import { siteSettings } from '@/site.config';

// scripts/check-config.ts stops `npm run build` first with every problem listed, and writes the parsed
// settings the code reads; this line stops a bare `next build` and `next dev` as well, on invalid
// settings or ones changed since. It runs in the server layout only, so zod never reaches the
// browser bundle.
assertParsedConfigCurrent(siteSettings, siteConfig);

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  title: { default: siteConfig.title, template: `%s ${siteConfig.titleDelimiter} ${siteConfig.title}` },
  ...pageMetadata({ title: siteConfig.title, description: siteConfig.tagline, kind: 'website' }),
  other: { [RELEASE_META]: release().version },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // The browser's bars in the colours of each mode (also of the installed app, app/manifest.ts).
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#0b5cad' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1b1d' },
  ],
};

// Without JavaScript there is no drawer: on a phone the sidebar is shown above the page instead.
const noScriptStyles =
  '.dropdown:hover .dropdown__menu,.dropdown:focus-within .dropdown__menu{display:block}' +
  '@media (max-width: 996px){.main-wrapper{flex-direction:column}.doc-sidebar{display:block;width:auto;flex-basis:auto;border-right:0;border-bottom:1px solid var(--c-border)}.doc-sidebar__inner{position:static;max-height:none}}';

export default function RootLayout({ children }: { children: ReactNode }) {
  // Resolving the navbar here makes a config error (unknown type, doc or sidebar id) fail the build.
  const { left, right } = resolveNavbar(siteConfig.themeConfig.navbar.items, {
    docs: getDocPages(),
    draftIds: getAllDocPagesIncludingDrafts()
      .filter((d) => d.draft)
      .map((d) => d.id),
    sidebars: { [siteConfig.docs.sidebarId]: getSidebar() },
    site: siteConfig,
  });
  const lang = siteConfig.i18n.localeConfigs[siteConfig.i18n.currentLocale]?.htmlLang ?? 'fi';

  return (
    <html lang={lang} suppressHydrationWarning>
      <body>
        {announcementInitScript && <script dangerouslySetInnerHTML={{ __html: announcementInitScript }} />}
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${noScriptStyles}</style>` }} />
        <Providers>
          <Suspense fallback={null}>
            <NavigationProgress />
          </Suspense>
          <a className="skip-link" href="#main">
            Siirry sisältöön
          </a>
          <AnnouncementBar />
          <Navbar left={left} right={right} />
          {children}
          <Footer footer={siteConfig.themeConfig.footer} />
          <HydrationMarker />
        </Providers>
      </body>
    </html>
  );
}
