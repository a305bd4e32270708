/**
 * A chunk handed to `res.write` / `res.end` as a Buffer of its own: the writer may reuse its buffer
 * once the call returns. Shared by the response wrappers that keep what a response wrote (the page
 * micro-cache, the page CSP).
 * @param {string | Uint8Array} chunk
 * @param {unknown} encoding
 */
export const chunkBuffer = (chunk, encoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)
