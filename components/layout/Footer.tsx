import Link from 'next/link';
import { SaveOffline } from '@/components/layout/deferred-parts';
import type { FooterLink, FooterLinkColumn, SiteConfig } from '@/lib/site/site-config';
import { BASE_PATH } from '@/lib/site/routes';
import { UI } from '@/lib/site/strings';

function FooterItem({ link }: { link: FooterLink }) {
  if (link.href) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    );
  }
  return <Link href={link.to ?? '/'}>{link.label}</Link>;
}

function isColumns(links: FooterLinkColumn[] | FooterLink[]): links is FooterLinkColumn[] {
  return links.length > 0 && 'title' in links[0];
}

export default function Footer({ footer }: { footer: SiteConfig['themeConfig']['footer'] }) {
  const { links, logo, copyright } = footer;
  return (
    <footer className={`footer footer--${footer.style}`}>
      {isColumns(links) ? (
        <div className="footer__columns">
          {links.map((column) => (
            <nav key={column.title} className="footer__column" aria-label={column.title}>
              <p className="footer__title">{column.title}</p>
              <ul>
                {column.items.map((link) => (
                  <li key={link.label}>
                    <FooterItem link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      ) : (
        links.length > 0 && (
          <nav aria-label={UI.footerLinks}>
            <ul className="footer__row">
              {links.map((link) => (
                <li key={link.label}>
                  <FooterItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        )
      )}
      <SaveOffline />
      <div className="footer__bottom">
        {logo && (
          <div className={`footer__logo ${logo.className ?? ''}`}>
            <a href={logo.href ?? `${BASE_PATH}/`} target={logo.target}>
              <picture>
                {logo.srcDark && <source srcSet={logo.srcDark} media="(prefers-color-scheme: dark)" />}
                <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} style={logo.style} />
              </picture>
            </a>
          </div>
        )}
        <div dangerouslySetInnerHTML={{ __html: copyright }} />
      </div>
    </footer>
  );
}
