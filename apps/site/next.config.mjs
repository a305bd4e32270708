import { withPayload } from '@payloadcms/next/withPayload'
import { securityHeaders } from './src/lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Parallel builds (e.g. several work trees or test runs) can each use their own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The stylesheet is small: inlined, it no longer blocks the first render on a round trip.
  experimental: { inlineCss: true },
  transpilePackages: ['@travel/live-widget'],
  images: {
    // Media is served by Payload from the local disk (or S3 in scale-out); no remote hosts.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/media/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
