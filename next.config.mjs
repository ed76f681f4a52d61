/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  basePath: '/manual',
  trailingSlash: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  poweredByHeader: false,
};

export default nextConfig;
