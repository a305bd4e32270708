import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import { redirectRules, rewriteRules } from './src/i18n/paths.mjs'
import { securityHeaders } from './src/lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Parallel builds (e.g. several work trees or test runs) can each use their own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The stylesheet is a separate, immutable file (cached across pages) rather than inlined:
  // inlined, Next.js carried it twice in every page (in the HTML and again in the RSC payload),
  // 64 of a guide's 112 KB.
  // No ETag on pages: Next.js hashes the whole HTML in JavaScript on every request to make one,
  // a third of the CPU a cached page costs; pages are cached (s-maxage) and revalidated on publish.
  generateEtags: false,
  // Server code keeps its class names: Payload logs each error at the level set for its class name
  // (payload.config.ts, loggingLevels), and logs say AuthenticationError rather than "B". Pages'
  // JavaScript is minified as before; only the server bundle is larger.
  experimental: { serverMinification: false },
  transpilePackages: ['@travel/live-widget'],
  images: {
    // Media is served by Payload from the local disk (or S3 in scale-out); no remote hosts.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/media/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  // The site's languages (issue 19): public addresses (`/guides/x`, `/pt/guias/x`) onto the
  // app/(frontend)/[locale] routes, before the file-system routes; `/en/...` is the default language's
  // address without its prefix.
  async rewrites() {
    return { beforeFiles: rewriteRules(), afterFiles: [], fallback: [] }
  },
  async redirects() {
    // `/en/...` to the address without the prefix; old section words (`/pt/passeios`) to today's.
    return redirectRules()
  },
  async headers() {
    // Documents get the whole set. Build assets (content-hashed scripts, styles, fonts) only need
    // nosniff: a CSP on a script file does nothing, and its kilobyte rode along with every chunk.
    return [
      { source: '/((?!_next/static/).*)', headers: securityHeaders() },
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    ]
  },
}

// next-intl's interface texts (src/i18n): its plugin only points next-intl at the request configuration;
// the routes stay the site's own (no next-intl middleware).
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// withPayload asks every response for the colour-scheme client hint (Accept-CH, Vary, Critical-CH) for
// the admin's theme. On public pages Critical-CH makes Chrome send a first visit's request twice,
// and Vary splits every cache by colour scheme: the hint is kept for the admin only.
const withHeaders = config.headers
config.headers = async () =>
  (await withHeaders()).map((rule) =>
    rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
