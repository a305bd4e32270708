// A strict script policy for every HTML page, applied by server.mjs as the page goes out.
//
// next.config's Content-Security-Policy is fixed at build time and cannot know a page's inline scripts
// (Next.js's bootstrap and flight data, the table of contents' first-paint script), so it needed
// 'unsafe-inline'. Here each HTML response's `script-src` becomes 'self', the SHA-256 hashes of that
// page's own inline scripts and the consented tags' hosts, and `connect-src` names the configured
// gateway only. The page micro-cache stores the response with its header, so a page served from the
// cache carries the policy made for its own scripts (and costs nothing more).
//
// Why hashes and not nonces with 'strict-dynamic': Next.js compresses a page before it reaches this
// server, and the micro-cache keeps it compressed; a nonce must differ per response, so every cached
// page would have to be decompressed, rewritten and compressed again for each visitor. And with
// 'strict-dynamic' 'self' no longer counts, so Next.js's own <script src> chunk tags would need nonces
// or integrity hashes too. A page's inline scripts are fixed, so their hashes are made once per render.
//
// A page can also be rewritten on its way (`rewrite`: lib/page-scripts.mjs puts the chunk scripts
// behind the hero image). Both are remembered by the bytes Next.js sent: a page served again from
// Next.js's cache comes out of the same gzip byte for byte, and then costs one SHA-256 of its
// compressed bytes instead of decompressing, rewriting, hashing and compressing it again.
import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { holdResponse } from './response-chunk.mjs'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const NOT_JS_TYPE = /\btype\s*=\s*["']?(?!(?:text|application)\/(?:x-)?javascript|module)[^"'\s>]+/i

/** The base64 SHA-256 of each inline script that runs (not JSON data blocks, not external scripts). */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = m[1] ?? ''
    if (/\bsrc\s*=/i.test(attrs) || NOT_JS_TYPE.test(attrs)) continue
    hashes.add(
      `'sha256-${crypto
        .createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

const directives = (csp) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)

/**
 * The page's policy from the base one: script-src without 'unsafe-inline' and with the page's hashes;
 * connect-src limited to this site, the gateway and the tag hosts (any ws:/wss: source is dropped).
 */
export function strictPolicy(base, { hashes, gateway }) {
  return directives(base)
    .map((d) => {
      const [name, ...sources] = d.split(/\s+/)
      if (name === 'script-src') return [name, ...sources.filter((s) => s !== "'unsafe-inline'"), ...hashes].join(' ')
      if (name === 'connect-src') {
        const kept = sources.filter((s) => !/^wss?:/.test(s))
        return [name, ...kept.slice(0, 1), ...(gateway ? [gateway] : []), ...kept.slice(1)].join(' ')
      }
      return d
    })
    .join('; ')
}

/**
 * The gateway's origin as connect-src sources, from REALTIME_PUBLIC_URL: its ws: (wss:) origin for the
 * WebSocket and its http: (https:) origin for the widget's fallback transports (HTTP-streaming, SSE
 * and their /emulation requests are fetches, which a ws: source does not cover in every browser).
 */
export function gatewaySource(url) {
  if (!url) return null
  try {
    const u = new URL(url.replace(/^http/, 'ws'))
    if (u.protocol !== 'ws:' && u.protocol !== 'wss:') return null
    return `${u.protocol}//${u.host} ${u.protocol === 'wss:' ? 'https:' : 'http:'}//${u.host}`
  } catch {
    return null
  }
}

function decoded(body, e) {
  if (e === 'gzip' || e === 'x-gzip') return zlib.gunzipSync(body)
  if (e === 'br') return zlib.brotliDecompressSync(body)
  if (e === 'deflate') return zlib.inflateSync(body)
  return body
}

function encoded(body, e) {
  if (e === 'gzip' || e === 'x-gzip') return zlib.gzipSync(body)
  if (e === 'br') return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
  if (e === 'deflate') return zlib.deflateSync(body)
  return body
}

/**
 * finish(body, encoding): the page as it goes out and its inline scripts' hashes. `rewrite` (html ->
 * html) may change the page; the result is remembered by the body's SHA-256 (up to `maxBytes`).
 * Throws when the body cannot be decoded.
 * @param {{ rewrite?: (html: string) => string, maxBytes?: number }} [options]
 */
export function createPageFinisher({ rewrite = (html) => html, maxBytes = 32 * 1024 * 1024 } = {}) {
  const memo = new LRUCache({ maxSize: maxBytes, sizeCalculation: (v) => v.body.length + 512 })
  const stats = { rewritten: 0, remembered: 0 }
  function finish(body, encoding) {
    const e = String(encoding ?? '').toLowerCase()
    const key = `${e} ${crypto.createHash('sha256').update(body).digest('base64')}`
    const known = memo.get(key)
    if (known) {
      stats.remembered++
      return known
    }
    const html = decoded(body, e).toString('utf8')
    const out = rewrite(html)
    const done = { body: out === html ? body : encoded(Buffer.from(out, 'utf8'), e), hashes: inlineScriptHashes(out) }
    if (out !== html) stats.rewritten++
    memo.set(key, done)
    return done
  }
  finish.stats = stats
  return finish
}

const plainFinish = createPageFinisher()

/** A header given to writeHead (in its object), else the one set on the response. */
export function headerOf(args, name, res) {
  const obj = args.find((a) => a && typeof a === 'object' && !Array.isArray(a))
  if (obj) for (const [k, v] of Object.entries(obj)) if (k.toLowerCase() === name) return { obj, key: k, value: v }
  return { obj, key: null, value: res.getHeader(name) }
}

const isStrict = (csp) => typeof csp === 'string' && csp.includes("'sha256-")

/** The policy header of an HTML page that still has the build's policy (to be made strict), else null. */
function buildPolicyOf(args, res) {
  const csp = headerOf(args, 'content-security-policy', res)
  const html = String(headerOf(args, 'content-type', res).value ?? '').startsWith('text/html')
  return html && typeof csp.value === 'string' && !isStrict(csp.value) && !args.some(Array.isArray) ? csp : null
}

/**
 * The policy of every answer that is not an HTML page (media files, uploaded SVGs, /icon.svg, the RSS
 * feed, the sitemap, the API's JSON): nothing runs (`sandbox` without allow-scripts, no script-src),
 * nothing is fetched but the file itself (a browser's own viewer of an image or a video shows it under
 * img-src / media-src 'self'), and an SVG keeps what it needs to display: inline styles, data: images.
 */
export const NO_RUN_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox"

const SCRIPT_SRC = /(?:^|;)\s*(?:script-src|default-src)\s[^;]*'unsafe-inline'/

/**
 * The policy header of an answer with a type other than HTML that would let an inline script run (the
 * build's policy), else null. An answer without a type (a 304, a redirect) keeps its headers: a 304's
 * update the stored answer's, which may be a page.
 */
function nonPagePolicyOf(args, res) {
  const type = String(headerOf(args, 'content-type', res).value ?? '')
  if (!type || /^text\/html/i.test(type) || args.some(Array.isArray)) return null
  const csp = headerOf(args, 'content-security-policy', res)
  return typeof csp.value === 'string' && SCRIPT_SRC.test(csp.value) ? csp : null
}

/** Puts `policy` where the header was: in writeHead's object, or on the response. */
function replacePolicy(csp, policy, res) {
  if (csp.obj && csp.key) csp.obj[csp.key] = policy
  else res.setHeader('content-security-policy', policy)
}

/**
 * Watches a response: an HTML page whose policy is still the build's is held until it is complete,
 * then sent with its strict policy, as `finish` made it (createPageFinisher). Any other type with the
 * build's policy gets NO_RUN_POLICY instead, and passes straight through, as does a cached page that
 * already carries its policy, and HEAD.
 */
export function applyPageCsp(req, res, { gateway, log = console, finish = plainFinish }) {
  if (req.method === 'HEAD') {
    const { writeHead } = res
    // No body, so no script to hash: the page's headers with the strict policy and no hashes.
    res.writeHead = function (status, ...args) {
      const csp = buildPolicyOf(args, res)
      if (csp) replacePolicy(csp, strictPolicy(csp.value, { hashes: [], gateway }), res)
      const other = nonPagePolicyOf(args, res)
      if (other) replacePolicy(other, NO_RUN_POLICY, res)
      return writeHead.call(this, status, ...args)
    }
    return
  }
  holdResponse(res, {
    hold: (_status, args) => {
      const other = nonPagePolicyOf(args, res)
      if (other) replacePolicy(other, NO_RUN_POLICY, res) // sent as it comes, under a policy that runs nothing
      return buildPolicyOf(args, res)
    },
    release: ({ kept: csp, status, args, body, send }) => {
      try {
        const done = finish(body, headerOf(args, 'content-encoding', res).value)
        replacePolicy(csp, strictPolicy(csp.value, { hashes: done.hashes, gateway }), res)
        if (done.body !== body) {
          body = done.body
          const length = headerOf(args, 'content-length', res)
          if (length.obj && length.key) length.obj[length.key] = String(body.length)
          else if (length.value !== undefined) res.setHeader('content-length', String(body.length))
        }
      } catch (err) {
        // An undecodable page keeps the build's policy rather than losing its scripts.
        log.error?.('page CSP: could not read the page to hash its scripts', err)
      }
      send(status, args, body)
    },
  })
}
