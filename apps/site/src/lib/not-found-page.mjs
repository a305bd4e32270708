// The site's 404 page for every page address Next.js answers with a 404.
//
// Next.js sends a page's notFound() as an empty error shell (`<html id="__next_error__">`, no lang, an
// empty body) that only its client scripts fill (vercel/next.js#62228: React's server render does not
// run the not-found boundary). Without JavaScript, to a crawler, and until the scripts have run, every
// missing guide or page was a blank page. An address that no route matches (`/a/b/c`, `/pt/x/y`) got
// Next.js's own unstyled English page. So server.mjs holds a page's 404 and sends instead the page
// `/_not-found-page` (`/pt/_not-found-page`, ...: app/(frontend)/[locale]/%5Fnot-found-page), in the
// address's language, prerendered like any page and asked from this server itself (through the
// micro-cache), with the 404 status. Should that fail, Next.js's own answer goes out as it was.
import http from 'node:http'
import { internalPath, localizePath, NOT_PAGES } from '../i18n/paths.mjs'
import { headerOf } from './page-csp.mjs'
import { holdResponse } from './response-chunk.mjs'

export const NOT_FOUND_SEGMENT = '_not-found-page'
/** Marks the server's own request for the page (answered 200, as it is). */
const LOOPBACK = 'x-site-not-found-page'
/** The 404 page's address for a page address: in its language (`/pt/...` -> `/pt/_not-found-page`). */
export const notFoundPagePath = (pathname) => localizePath(internalPath(pathname).locale, `/${NOT_FOUND_SEGMENT}`)

/**
 * GETs `path` from this server: { status, headers, body } with the body as sent (still compressed,
 * when `acceptEncoding` asked for it).
 */
export function askSelf(selfUrl, path, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      new URL(path, selfUrl),
      { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding || 'identity', [LOOPBACK]: '1' } },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.setTimeout(10_000, () => req.destroy(new Error('the 404 page took over 10 s')))
    req.on('error', reject)
  })
}

/** The headers of the 404 page that go out with it (the rest are the held response's own). */
const CARRIED = ['content-type', 'content-encoding', 'content-security-policy', 'vary']

/**
 * Watches a page request's response (server.mjs, inside the page policy: the page sent here has its own
 * strict policy already). A 404 HTML page from Next.js is held and replaced by the site's 404 page; a
 * direct request for that page gets the 404 status too. Anything else passes straight through.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ selfUrl: () => string | undefined, ask?: typeof askSelf, log?: Pick<Console, 'error'> }} options
 */
export function designNotFound(req, res, { selfUrl, ask = askSelf, log = console }) {
  if (req.method !== 'GET') return
  const pathname = (req.url || '/').split('?')[0] || '/'
  if (NOT_PAGES.includes(pathname.split('/')[1] ?? '')) return // not the site's pages: their 404s stay
  const isOwnPage = pathname.split('/').pop() === NOT_FOUND_SEGMENT
  if (isOwnPage && req.headers[LOOPBACK]) return
  if (isOwnPage) {
    // A visitor's request for the 404 page itself: its page, with the 404 status.
    const { writeHead } = res
    res.writeHead = function (status, ...args) {
      return writeHead.call(this, status === 200 ? 404 : status, ...args)
    }
    return
  }
  holdResponse(res, {
    hold: (status, args) => status === 404 && isHtml(headerOf(args, 'content-type', res).value),
    release: ({ status, args, body, send }) => {
      const self = selfUrl()
      const page = self
        ? ask(self, notFoundPagePath(pathname), String(req.headers['accept-encoding'] ?? ''))
        : Promise.reject(new Error('the server does not know its own address yet'))
      page
        .then((p) => {
          if (p.status !== 200) throw new Error(`${notFoundPagePath(pathname)} answered ${p.status}`)
          for (const name of [...CARRIED, 'content-length', 'etag', 'last-modified', 'x-nextjs-cache'])
            res.removeHeader(name)
          const headers = { 'content-length': String(p.body.length) }
          for (const name of CARRIED) if (p.headers[name] !== undefined) headers[name] = p.headers[name]
          send(404, [headers], p.body)
        })
        .catch((e) => {
          log.error(`404 page: sent Next.js's own (${e instanceof Error ? e.message : String(e)})`)
          send(status, args, body)
        })
    },
  })
}

const isHtml = (type) => String(type ?? '').startsWith('text/html')
