// Before the build: a SITE_URL that is not an absolute http(s) origin stops it with a clear message.
import { SiteUrlError, parseSiteUrl, siteUrlNotice } from '../lib/site/site-url';

try {
  console.log(siteUrlNotice(parseSiteUrl(process.env.SITE_URL)));
} catch (error) {
  if (!(error instanceof SiteUrlError)) throw error;
  console.error(error.message);
  process.exit(1);
}
