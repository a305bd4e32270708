// Request-body limit for the API, applied by server.mjs before Next.js or Payload see a request.
// Payload reads a body whole (req.text(), req.formData()) before any size check of ours can run, so a
// 40 MB chunked POST to /api/customers/login used to be held in memory in full before its 413. Here
// the bytes are counted as the HTTP parser hands them to the request stream: past the limit the
// visitor gets 413 at once, the application is handed nothing more, and the connection is closed.
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

/** The limit for a request's URL, or null when the path is not the API's. */
export function limitFor(url, limits) {
  const path = (url || '/').split('?')[0]
  if (path !== '/api' && !path.startsWith('/api/')) return null
  return path === '/api/media' || path.startsWith('/api/media/') ? limits.upload : limits.api
}

/** 413 with Payload's error shape, the connection closed shortly after; later writes by the application are dropped. */
function answerTooLarge(req, res) {
  if (!res.headersSent && !res.writableEnded) {
    res.writeHead(413, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(TOO_LARGE),
      'cache-control': 'no-store',
      connection: 'close',
    })
    res.end(req.method === 'HEAD' ? undefined : TOO_LARGE)
  }
  // The application may still be reading or answering this request: it can no longer write.
  for (const m of ['writeHead', 'setHeader', 'appendHeader', 'removeHeader', 'write', 'end', 'flushHeaders'])
    res[m] = noop
  // A short grace lets the client read the answer before the reset; then nothing more is read.
  const socket = req.socket
  setTimeout(() => socket.destroy(), 200).unref()
}

/**
 * Returns `guard(req, res)`: true when it has answered the request (a declared Content-Length over the
 * limit), false when the request goes on (its body is then counted as it arrives).
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
          answerTooLarge(req, res)
          push.call(this, null) // whoever reads the body sees it end here
          return false
        }
      }
      return push.call(this, chunk, encoding)
    }
    return false
  }
}
