// The site configuration as the code reads it: site.config.ts parsed by lib/site/site-config-schema.ts,
// every default filled in. scripts/check-config.ts writes the parsed value before every build and dev
// server, so the browser gets plain data and not zod.
import parsed from './generated/site-config.json';
import type { SiteConfig } from './site-config-schema';

export type { FooterLink, FooterLinkColumn, NavbarItemConfig, NavbarLinkConfig, SiteConfig } from './site-config-schema';

export const siteConfig = parsed as SiteConfig;

// "1 tulos", "5 tulosta": the search's count of results in the configured words.
export function resultCountText(count: number, forms = siteConfig.search.translations.resultCountText): string {
  return count === 1 ? forms.one : forms.other.replace('{count}', String(count));
}
