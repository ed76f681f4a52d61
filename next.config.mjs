import { BASE_PATH } from './lib/site/base-path.mjs';
import { TEST_OUT_DIR, isTestBuild, typesCheckedBeside } from './scripts/build-targets.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  basePath: BASE_PATH,
  trailingSlash: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  // Every build starts from an empty .next (scripts/build.mjs removes it, and CI clones afresh), so
  // Turbopack's cache on disk would be written for no later build to read: at 1,000 pages 10 s of
  // CPU beside the page data, which delayed the pages by about 6 s (compile and page data 25-27 s
  // with it, 18-22 s without). `next dev` keeps its own cache.
  experimental: { turbopackFileSystemCacheForBuild: false },
  typescript: { ignoreBuildErrors: typesCheckedBeside() },
  // With output 'export', distDir names the export folder: the test build must not replace out/.
  ...(isTestBuild() && { distDir: TEST_OUT_DIR }),
};

export default nextConfig;
