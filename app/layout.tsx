import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import AnnouncementBar, { announcementInitScript } from '@/components/layout/AnnouncementBar';
import DocSidebar from '@/components/layout/DocSidebar';
import Footer from '@/components/layout/Footer';
import Navbar from '@/components/layout/Navbar';
import Providers from '@/components/layout/Providers';
import { getAllDocPagesIncludingDrafts, getDocPages, getRouteAliases, getSidebar } from '@/lib/docs';
import { resolveNavbar } from '@/lib/navbar';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: `%s ${siteConfig.titleDelimiter} ${siteConfig.title}` },
  description: siteConfig.tagline,
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const sidebar = getSidebar();
  // Resolving the navbar here makes a config error (unknown type, doc or sidebar id) fail the build.
  const { left, right } = resolveNavbar(siteConfig.themeConfig.navbar.items, {
    docs: getDocPages(),
    draftIds: getAllDocPagesIncludingDrafts()
      .filter((d) => d.draft)
      .map((d) => d.id),
    sidebars: { [siteConfig.docs.sidebarId]: sidebar },
    site: siteConfig,
  });
  const aliases = Object.fromEntries(getRouteAliases());
  const lang = siteConfig.i18n.localeConfigs[siteConfig.i18n.currentLocale]?.htmlLang ?? 'fi';

  return (
    <html lang={lang} suppressHydrationWarning>
      <body>
        {announcementInitScript && <script dangerouslySetInnerHTML={{ __html: announcementInitScript }} />}
        <Providers>
          <a className="skip-link" href="#main">
            Siirry sisältöön
          </a>
          <AnnouncementBar />
          <Navbar left={left} right={right} sidebar={sidebar} aliases={aliases} />
          <div className="main-wrapper">
            <DocSidebar items={sidebar} aliases={aliases} />
            <main id="main" className="main" tabIndex={-1}>
              {children}
            </main>
          </div>
          <Footer footer={siteConfig.themeConfig.footer} />
        </Providers>
      </body>
    </html>
  );
}
