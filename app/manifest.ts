import type { MetadataRoute } from 'next';
import { BASE_PATH } from '@/lib/site/base-path.mjs';
import { siteConfig } from '@/lib/site/site-config';

export const dynamic = 'force-static';

// The manual as an app on the home screen: it opens at the start page, within /manual/, without
// the browser's bars. The colours are the brand's and the light page's; a dark-mode phone shows
// the page's own colours as soon as it loads.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteConfig.title,
    short_name: siteConfig.themeConfig.navbar.title,
    description: siteConfig.tagline,
    lang: 'fi',
    dir: 'ltr',
    start_url: `${BASE_PATH}/`,
    scope: `${BASE_PATH}/`,
    display: 'standalone',
    theme_color: '#0b5cad',
    background_color: '#ffffff',
    icons: [
      { src: `${BASE_PATH}/icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${BASE_PATH}/icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${BASE_PATH}/icons/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
