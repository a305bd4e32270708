/**
 * SPEC 5 "Link sanitising": relative ('/') and anchor ('#') links pass; other links must use one of
 * the allowed protocols; anything else becomes '#' and logs "Error sanitizing URL:".
 */
export const ALLOWED_PROTOCOLS = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'news',
  'irc',
  'irc6',
  'ircs',
  'gopher',
  'nntp',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'sms',
  'svn',
  'tel',
  'fax',
  'xmpp',
  'webcal',
  'urn',
] as const

const PROTOCOL = /^([a-z][a-z0-9+.-]*):/i

export function isSafeUrl(raw: unknown): boolean {
  if (typeof raw !== 'string') return false
  // Browsers ignore ASCII control characters and surrounding whitespace when parsing a scheme
  // ("java\tscript:" is "javascript:"), so strip them before deciding.
  const url = raw.replace(/[\u0000-\u001F\u007F\s]+/g, '')
  if (url === '') return false
  if (url.startsWith('/') || url.startsWith('#')) return true
  const m = PROTOCOL.exec(url)
  if (!m) {
    // No scheme: a relative path such as "guides/x" or "?q=1" stays on this site.
    return !url.includes(':')
  }
  return (ALLOWED_PROTOCOLS as readonly string[]).includes(m[1]!.toLowerCase())
}

export function sanitizeUrl(raw: unknown, log: (msg: string, url: unknown) => void = defaultLog): string {
  if (isSafeUrl(raw)) return (raw as string).trim()
  log('Error sanitizing URL:', raw)
  return '#'
}

function defaultLog(msg: string, url: unknown) {
  console.error(msg, url)
}
