// Before the build: an invalid site configuration or a SITE_URL that is not an absolute http(s)
// origin stops it with a message naming what is wrong.
import { siteConfig } from '../lib/site/site-config';
import { SiteConfigError, validateSiteConfig } from '../lib/site/site-config-schema';
import { SiteUrlError, parseSiteUrl, siteUrlNotice } from '../lib/site/site-url';

try {
  validateSiteConfig(siteConfig);
  console.log(siteUrlNotice(parseSiteUrl(process.env.SITE_URL)));
} catch (error) {
  if (!(error instanceof SiteUrlError || error instanceof SiteConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
