// Requests whose path does not percent-decode (`/guides/lisbon%`, `/%E0%A4%A`, `/tours/%C0%AF`):
// Next.js answers them with a bare 500 (vercel/next.js#94278) when a dynamic route would match. No
// page or file can have such an address, so the site answers before Next.js routes it: the API with
// a 400 in Payload's error shape, everything else with the site's own 404 page.

/** True when the path (the query is left to the pages) holds an invalid percent-encoding. */
export function isMalformedPath(url) {
  const q = url.indexOf('?')
  try {
    decodeURIComponent(q < 0 ? url : url.slice(0, q))
    return false
  } catch {
    return true
  }
}

/** The path that renders the designed 404: not a valid slug, so no editor's page can take it. */
export const NOT_FOUND_PATH = '/_malformed-address'

/**
 * Answers a malformed request and returns true, or returns false for a good one.
 * `renderNotFound(pathname)` renders the site's 404 page for that (good) path.
 */
export function answerMalformed(req, res, renderNotFound) {
  const path = (req.url || '/').split('?')[0]
  if (!isMalformedPath(path)) return false
  if (path === '/api' || path.startsWith('/api/')) {
    const body = JSON.stringify({ errors: [{ message: 'Malformed address: invalid percent-encoding in the path.' }] })
    res.writeHead(400, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
  renderNotFound(NOT_FOUND_PATH)
  return true
}
