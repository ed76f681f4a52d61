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
  typescript: { ignoreBuildErrors: typesCheckedBeside() },
  // With output 'export', distDir names the export folder: the test build must not replace out/.
  ...(isTestBuild() && { distDir: TEST_OUT_DIR }),
};

export default nextConfig;
