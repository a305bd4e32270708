// Response headers applied to every route. The CSP never allows 'unsafe-eval'.
// This is the build's base policy. Every HTML page leaves the production server (server.mjs,
// src/lib/page-csp.mjs) with script-src made strict: 'unsafe-inline' replaced by the hashes of that
// page's own inline scripts, and connect-src naming the configured gateway only (REALTIME_PUBLIC_URL,
// deployment configuration this file cannot know at build time). Styles keep 'unsafe-inline' (the
// admin and Next's style injection). Every other answer with a type (media files and uploaded SVGs,
// /icon.svg, the RSS feed, the sitemap, JSON) leaves it with page-csp.mjs's NO_RUN_POLICY instead:
// default-src 'none' and sandbox, nothing runs.
const TAG_SCRIPTS = [
  'https://*.googletagmanager.com',
  'https://www.googleadservices.com',
  'https://googleads.g.doubleclick.net',
  'https://www.google.com',
  'https://connect.facebook.net',
]
const TAG_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://www.google.com',
  'https://www.googleadservices.com',
  'https://googleads.g.doubleclick.net',
  'https://www.facebook.com',
  'https://connect.facebook.net',
]

export function securityHeaders() {
  const connect = ["'self'"]
  const gateway = process.env.NEXT_PUBLIC_REALTIME_URL || process.env.REALTIME_PUBLIC_URL
  if (gateway) connect.push(gateway.replace(/^http/, 'ws'))
  // The gateway listens on its own port on the same host in the default setup. These headers are
  // fixed at build time while REALTIME_PUBLIC_URL is deployment configuration, so any wss: gateway
  // is allowed, and on a site without TLS any ws: one (the live widget's connection).
  connect.push('ws://localhost:*', 'ws://127.0.0.1:*', 'wss:')
  if (!(process.env.SITE_URL || '').startsWith('https://')) connect.push('ws:')
  const csp = [
    "default-src 'self'",
    // Tracking tags (loaded only after consent, when their ids are set in site settings): Google tag
    // (GA4, Ads) and the Facebook Pixel, with the hosts Google's CSP guide lists for them.
    `script-src 'self' 'unsafe-inline' ${TAG_SCRIPTS.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')} ${TAG_CONNECT.join(' ')}`,
    "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://www.instagram.com https://td.doubleclick.net https://www.googletagmanager.com",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ]
  const site = process.env.SITE_URL || ''
  if (site.startsWith('https://')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}
