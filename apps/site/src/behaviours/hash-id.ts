/** SPEC 5 "Hash-change id": a letter, then letters, digits, '-', '_', ':' or '.'. */
export const HASH_ID = /^[A-Za-z][-A-Za-z0-9_:.]*$/

/**
 * The tab or accordion id a link points to, or null. The href is '#id' or '#!id', or this page's own
 * address followed by one of those (the page builder's links carry the permalink); 'safari' maps to
 * 'eael-safari'.
 */
export function hashLinkId(href: string | null | undefined, pageUrl?: string): string | null {
  if (!href) return null
  let hash = href.trim()
  if (!hash.startsWith('#')) {
    if (!pageUrl) return null
    try {
      const u = new URL(hash, pageUrl)
      const here = new URL(pageUrl)
      if (u.origin !== here.origin || u.pathname !== here.pathname || u.search !== here.search || !u.hash) return null
      hash = u.hash
    } catch {
      return null
    }
  }
  let id = hash.startsWith('#!') ? hash.slice(2) : hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    return null
  }
  if (!HASH_ID.test(id)) return null
  return id === 'safari' ? 'eael-safari' : id
}
