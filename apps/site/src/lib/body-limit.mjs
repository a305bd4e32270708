// Request-body limit for the API, applied by server.mjs before Next.js or Payload see a request.
// Payload reads a body whole (req.text(), req.formData()) before any size check of ours can run, so a
// 40 MB chunked POST to /api/customers/login used to be held in memory in full before its 413. Here
// the bytes are counted as the HTTP parser hands them to the request stream: past the limit the
// visitor gets 413 at once, the application is handed nothing more, nothing more is read, and the
// connection is closed. The limit is picked by the path as the router sees it (routedPath), so
// `/./api/x`, `/%2e/api/x` or `/pt/../api/x` (all routed to /api/x) are held to the API's limit too.
//
// API_BODY_LIMIT_MB (2: the REST API's JSON limit, src/lib/rest-guard.ts) for every /api route;
// UPLOAD_BODY_LIMIT_MB (21: Payload's upload fileSize limit of 20 MB, payload.config.ts, plus room
// for the form's other fields) for /api/media, the uploads collection.

const MB = 1024 * 1024
const TOO_LARGE = JSON.stringify({ errors: [{ message: 'The request body is too large' }] })
const noop = () => true

function megabytes(env, name, fallback) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback * MB
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 10_240)
    throw new Error(`${name} must be a whole number of megabytes from 1 to 10240, got "${raw}"`)
  return Number(raw) * MB
}

/** The limits in bytes: `api` for every /api route, `upload` for the media (upload) collection. */
export function bodyLimits(env = process.env) {
  return { api: megabytes(env, 'API_BODY_LIMIT_MB', 2), upload: megabytes(env, 'UPLOAD_BODY_LIMIT_MB', 21) }
}

// The escapes a router decodes before it matches a path (Next.js, Payload's REST router, or a proxy in
// front): the unreserved characters, the slash and the backslash. `%3F`, `%23`, `%25` and the rest stay.
const ROUTED_ESCAPE = /%([0-9a-f]{2})/gi
const ROUTED_CHAR = /^[A-Za-z0-9\-._~/\\]$/

/**
 * The path as a router will see it: the absolute form of a request target reduced to its path, the
 * escapes above decoded, backslashes as slashes, repeated slashes as one, dot segments resolved (as
 * WHATWG URL parsing does: `/./`, `/%2e/`, `/pt/../`, `/pt/.%2e/`), and lowercased. Only used to pick
 * a limit, so it may put a path under the API's limit that the router would not route to the API; never
 * the other way round.
 */
export function routedPath(url) {
  let path = url || '/'
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname
    } catch {
      return null // neither a path nor an absolute URL
    }
  }
  path = path.split('?')[0].split('#')[0]
  path = path.replace(ROUTED_ESCAPE, (escape, hex) => {
    const c = String.fromCharCode(parseInt(hex, 16))
    return ROUTED_CHAR.test(c) ? c : escape
  })
  path = path.replace(/[\\/]+/g, '/')
  try {
    path = new URL(`http://n${path}`).pathname.replace(/\/+/g, '/')
  } catch {
    return null
  }
  return path.toLowerCase()
}

/** The limit for a request's URL, or null when the path is not the API's (however it is spelled). */
export function limitFor(url, limits) {
  const path = routedPath(url)
  if (path === null) return limits.api // a target no router takes apart: the smaller limit
  if (path !== '/api' && !path.startsWith('/api/')) return null
  return path === '/api/media' || path.startsWith('/api/media/') ? limits.upload : limits.api
}

/** How long a connection answered 413 stays open, nothing read from it, so the client can read the answer. */
export const LINGER_MS = 1000

/**
 * Stops reading the request at once; answers 413 with Payload's error shape unless the application has
 * already begun its answer; then closes the connection: first the sending side (the client sees the
 * answer and the end), and after LINGER_MS the whole socket. Later writes by the application are dropped.
 */
function answerTooLarge(req, res) {
  const socket = req.socket
  socket.pause() // the HTTP parser hands on nothing more: the rest of the body stays on the wire
  // The application may still be reading or answering this request: it can no longer write.
  const started = res.headersSent
  for (const m of ['writeHead', 'setHeader', 'appendHeader', 'removeHeader', 'write', 'end', 'flushHeaders'])
    res[m] = noop
  if (socket.destroyed) return
  // Written on the socket, not through `res`: Node.js would end a `Connection: close` answer by
  // destroying the socket as soon as it is sent, and a client still sending its body would then get a
  // reset before it could read the 413.
  if (!started)
    socket.write(
      'HTTP/1.1 413 Payload Too Large\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(TOO_LARGE)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        (req.method === 'HEAD' ? '' : TOO_LARGE),
    )
  socket.end()
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}

/**
 * Returns `guard(req, res)`: true when it has answered the request (a declared Content-Length over the
 * limit), false when the request goes on (its body is then counted as it arrives, and also when the
 * application answers without reading it: Node.js would otherwise read the rest off the wire unseen).
 */
export function createBodyLimit(limits = bodyLimits()) {
  return function guard(req, res) {
    const limit = limitFor(req.url, limits)
    if (limit === null) return false
    const declared = req.headers['content-length']
    if (declared !== undefined && Number(declared) > limit) {
      answerTooLarge(req, res)
      return true
    }
    // Count what the HTTP parser pushes into the request stream (the body is never buffered here, and
    // the stream's flowing mode is left to the application that reads it).
    let seen = 0
    let over = false
    const push = req.push
    req.push = function limitedPush(chunk, encoding) {
      if (over) return false // dropped: the request was answered
      if (chunk !== null && chunk !== undefined) {
        seen += chunk.length
        if (seen > limit) {
          over = true
          // Not ended here: a body cut short must not pass for a whole one (and an ended request would
          // destroy the socket at once, the 413 unread). Whoever reads it sees it abort at the close.
          answerTooLarge(req, res)
          return false
        }
      }
      return push.call(this, chunk, encoding)
    }
    // An answer sent before the body was read (a redirect, a 404, an error): Node.js then throws the
    // rest of the body away as it reads it, past the counting above. Reading it here instead keeps it
    // counted, so past the limit the connection is closed rather than drained to its end.
    const end = res.end
    res.end = function endAndDrain(...args) {
      if (!req.complete && !over) req.resume()
      return end.apply(this, args)
    }
    return false
  }
}
