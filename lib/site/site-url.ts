import { withBasePath } from './routes';

// The public origin the site is published at. It comes from SITE_URL when the site is built and
// feeds every absolute address the output carries: canonical links, the sitemap, og:url and
// robots.txt. Only server code reads it, so no default ends up in the browser's scripts.
export const LOCAL_SITE_URL = 'http://localhost:3000';

export type SiteUrlSetting = { origin: string; fromEnvironment: boolean };

export class SiteUrlError extends Error {}

export function parseSiteUrl(value: string | undefined): SiteUrlSetting {
  if (value === undefined || value.trim() === '') return { origin: LOCAL_SITE_URL, fromEnvironment: false };
  const example = 'for example SITE_URL=https://ohjeet.example.fi';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new SiteUrlError(`SITE_URL must be an absolute http(s) address, ${example}; got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SiteUrlError(`SITE_URL must start with https:// or http://, ${example}; got "${value}".`);
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new SiteUrlError(
      `SITE_URL must be the origin only (scheme, host and port), ${example}; the site adds ${withBasePath('/')} itself. Got "${value}".`,
    );
  }
  return { origin: url.origin, fromEnvironment: true };
}

// The one line the build prints about the address it uses.
export function siteUrlNotice(setting: SiteUrlSetting): string {
  return setting.fromEnvironment
    ? `Site URL: ${setting.origin} (from SITE_URL).`
    : `SITE_URL is not set: links in the output use ${setting.origin}; set SITE_URL=https://… for a release.`;
}

export function siteOrigin(): string {
  return parseSiteUrl(process.env.SITE_URL).origin;
}

// The absolute address of a route of the manual (a route has no base path), encoded as sent.
export function absoluteUrl(route: string, origin: string = siteOrigin()): string {
  return origin + encodeURI(withBasePath(route));
}
