// The visitor's address: one rule for the whole site, used by every limit (contact form,
// registration, booking, login pauses). Shared by server.mjs (which knows the socket) and the route
// handlers and Payload endpoints (which only see headers).
//
// TRUST_PROXY is the number of proxies in front of the site (0, the default: none, the socket's
// address is the visitor's; 1 behind the repository's nginx). Each proxy appends the address it
// received the request from to X-Forwarded-For, so the visitor's address is the entry TRUST_PROXY
// places from the right of [...X-Forwarded-For, socket]; entries a visitor writes on the left never count.

import { isIPv6 } from 'node:net'

/** The header server.mjs writes the computed address into (any incoming copy is deleted first). */
export const CLIENT_ADDRESS_HEADER = 'x-site-client-address'
const STAMPED = Symbol.for('site.clientAddress.stamped')

/** TRUST_PROXY as a whole number from 0 to 10; anything else is refused with a clear message. */
export function trustProxyFrom(raw = process.env.TRUST_PROXY) {
  if (raw === undefined || raw.trim() === '') return 0
  if (!/^\d+$/.test(raw.trim()) || Number(raw) > 10)
    throw new Error(`TRUST_PROXY must be the number of proxies in front of the site (0 to 10), got "${raw}"`)
  return Number(raw)
}

/** @param {string | undefined} s */
function clean(s) {
  const v = (s ?? '')
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .slice(0, 64)
  return v || 'unknown'
}

/**
 * The visitor's address from the X-Forwarded-For value, the socket's address and the number of
 * trusted proxies: the entry `trustProxy` places from the right of [...X-Forwarded-For, socket].
 * With fewer entries than proxies (a request that did not pass them all), the furthest one known.
 * @param {string | null | undefined} xff
 * @param {string | null | undefined} socketAddress
 * @param {number} trustProxy
 */
export function addressFrom(xff, socketAddress, trustProxy) {
  const chain = (xff ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  chain.push(socketAddress ? String(socketAddress) : '')
  const i = Math.max(0, chain.length - 1 - Math.max(0, trustProxy | 0))
  return clean(chain[i])
}

/**
 * server.mjs, for each request before anything reads it: deletes any copy of the internal header a
 * visitor sent and writes the address computed from the socket and TRUST_PROXY.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} trustProxy
 */
export function stampClientAddress(req, trustProxy) {
  delete req.headers[CLIENT_ADDRESS_HEADER]
  const xff = req.headers['x-forwarded-for']
  req.headers[CLIENT_ADDRESS_HEADER] = addressFrom(
    Array.isArray(xff) ? xff.join(',') : xff,
    req.socket?.remoteAddress,
    trustProxy,
  )
}

/** server.mjs says it stamps every request of this process, so handlers may trust the header. */
export function trustStampedAddress() {
  ;/** @type {Record<symbol, unknown>} */ (globalThis)[STAMPED] = true
}

/**
 * An IPv6 address as its /64 network (`2001:db8:1:2::/64`): one subscriber's allocation, within which
 * one machine can rotate through 2^64 addresses, so limits count the network. Others unchanged.
 * @param {string} address
 */
export function networkOf(address) {
  if (!address.includes(':') || !isIPv6(address)) return address
  const [head, tail = ''] = address.split('%')[0].split('::')
  const h = head ? head.split(':') : []
  const t = address.includes('::') && tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t] : h
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`
}

/**
 * The visitor's address as a handler sees it: the header server.mjs wrote. Without server.mjs in
 * front (`next dev`, tests through Payload's router) nobody stamped the request and the socket is
 * unknown: the same rule on X-Forwarded-For alone (TRUST_PROXY=0 gives one shared "unknown").
 * IPv6 visitors are counted by their /64 network (networkOf).
 * @param {Headers} headers
 * @returns {string}
 */
export function clientAddress(headers) {
  if (/** @type {Record<symbol, unknown>} */ (globalThis)[STAMPED])
    return networkOf(clean(headers.get(CLIENT_ADDRESS_HEADER) ?? undefined))
  let trust = 0
  try {
    trust = trustProxyFrom()
  } catch {
    trust = 0
  }
  return networkOf(addressFrom(headers.get('x-forwarded-for'), undefined, trust))
}
