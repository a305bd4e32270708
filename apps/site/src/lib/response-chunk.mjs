/**
 * A chunk handed to `res.write` / `res.end` as a Buffer of its own: the writer may reuse its buffer
 * once the call returns. Shared by the response wrappers that keep what a response wrote (the page
 * micro-cache, the page CSP).
 * @param {string | Uint8Array} chunk
 * @param {unknown} encoding
 */
export const chunkBuffer = (chunk, encoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)

/**
 * Holds a response until it ends, when `hold(status, args)` (the first writeHead's, or the status set on
 * the response) answers something truthy; then calls `release({ kept, status, args, body, send })` with
 * the whole body, and `send(status, headers, body)` writes it through the methods in place before. Any
 * other response passes straight through. Shared by the page policy (lib/page-csp.mjs) and the 404 page
 * (lib/not-found-page.mjs).
 * @param {import('node:http').ServerResponse} res
 * @param {{ hold: (status: number, args: unknown[]) => unknown, release: (held: { kept: any, status: number, args: unknown[], body: Buffer, send: (status: number, args: unknown[], body: Buffer) => void }) => void }} how
 */
export function holdResponse(res, { hold, release }) {
  const { writeHead, write, end } = res
  let held = null // null: not decided; false: passing through; object: holding
  res.writeHead = function (status, ...args) {
    if (held === null) {
      const kept = hold(status, args)
      held = kept ? { kept, status, args, chunks: [] } : false
    }
    if (held) return this
    return writeHead.call(this, status, ...args)
  }
  res.write = function (chunk, encoding, cb) {
    if (held === null) this.writeHead(this.statusCode)
    if (!held) return write.call(this, chunk, encoding, cb)
    if (chunk != null && typeof chunk !== 'function') held.chunks.push(chunkBuffer(chunk, encoding))
    if (typeof encoding === 'function') encoding()
    else if (typeof cb === 'function') cb()
    return true
  }
  res.end = function (chunk, encoding, cb) {
    if (held === null && chunk != null && typeof chunk !== 'function') this.writeHead(this.statusCode)
    if (!held) return end.call(this, chunk, encoding, cb)
    if (typeof chunk === 'function') cb = chunk
    else if (typeof encoding === 'function') cb = encoding
    // Held here, not through this.write: that is the outermost wrapper (the micro-cache's, compression's),
    // which would see the chunk a second time after their end() had.
    if (chunk != null && typeof chunk !== 'function') held.chunks.push(chunkBuffer(chunk, encoding))
    const { kept, status, args, chunks } = held
    held = false
    const send = (s, a, body) => {
      writeHead.call(res, s, ...a)
      end.call(res, body, cb)
    }
    release({ kept, status, args, body: Buffer.concat(chunks), send })
    return this
  }
}
