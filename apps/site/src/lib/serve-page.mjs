// How server.mjs puts the page micro-cache and the page policy together.
import { applyPageCsp } from './page-csp.mjs'

/**
 * Renders a page for sending: `render` (Next.js's handler) with the page policy and finisher
 * (lib/page-csp.mjs) around the response. The one place this is done: servePage renders through it
 * behind the cache, and server.mjs's malformed addresses (lib/malformed-url.mjs) render their 404 page
 * through it, uncached.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ gateway: string | null, finish?: Function }} policy
 * @param {() => unknown} render
 */
export function renderPage(req, res, policy, render) {
  applyPageCsp(req, res, policy)
  return render()
}

/**
 * Answers a request from the page micro-cache (lib/page-cache.mjs) when it can; otherwise `render`
 * makes it with the page policy and finisher (lib/page-csp.mjs) between Next.js and the cache, so the
 * cache keeps the finished page (rewritten, with its strict policy) and a HIT is sent as it is. With
 * the policy outside the cache, the cache kept what Next.js wrote, and its HITs went out without the
 * rewrite (lib/page-scripts.mjs) under the policy made for the rewritten page.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function servePage(req, res, { cache, policy, render }) {
  cache.handle(req, res, () => renderPage(req, res, policy, render))
}
