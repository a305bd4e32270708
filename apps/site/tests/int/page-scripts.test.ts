import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain JavaScript module shared with server.mjs
import { applyPageCsp, createPageFinisher, inlineScriptHashes } from '../../src/lib/page-csp.mjs'
// @ts-expect-error plain JavaScript module shared with server.mjs
import { HERO_EVENT, heroLoader, LOADER_ID, scriptsAfterHero } from '../../src/lib/page-scripts.mjs'
import { LATE_FONTS_SCRIPT } from '../../src/components/LateFonts'

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`
/** The loader's script text, which the page policy hashes. */
const loaderText = (srcs: string[]) =>
  heroLoader(srcs)
    .replace(/^<script[^>]*>/, '')
    .slice(0, -'</script>'.length)
// As Next.js 16 writes a page (shortened): a route chunk preloaded and tagged, the bootstrap chunks,
// the polyfills for old browsers, the flight data, and the hero image from components/Media.tsx.
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><link rel="preload" as="image" imageSrcSet="/api/media/file/a-768.webp 768w" fetchPriority="high"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/x.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/398c2d76j7v7d.js"/>' +
  '<script src="/_next/static/chunks/0637v33xsjp-6.js" async=""></script><script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>' +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head><body>'
const HERO = '<img src="/api/media/file/a-768.webp" alt="" loading="eager" decoding="sync" fetchPriority="high"/>'
const TAIL =
  '<script src="/_next/static/chunks/398c2d76j7v7d.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>'
const PAGE = HEAD + HERO + '<p>Text</p>' + TAIL
const CHUNKS = [
  '/_next/static/chunks/0637v33xsjp-6.js',
  '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
  '/_next/static/chunks/398c2d76j7v7d.js',
]

describe('scriptsAfterHero', () => {
  it("moves Next.js's chunk tags, in order, into one loader at the end of the body", () => {
    const out = scriptsAfterHero(PAGE)
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    // The route chunk's preload would fetch it ahead of the hero image: gone with its tag.
    expect(out).not.toContain('rel="preload" as="script"')
    // Kept: the stylesheet, the image preload, the polyfills' nomodule tag, the flight data.
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/x.css"')
    expect(out).toContain('imageSrcSet="/api/media/file/a-768.webp 768w" fetchPriority="high"')
    expect(out).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>')
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
    expect(out.endsWith(`${heroLoader(CHUNKS)}</body></html>`)).toBe(true)
    // Found by its id (tests/e2e/fixtures.ts waits for the scripts on pages that have it).
    expect(LOADER_ID).toBe('scripts-after-hero')
    expect(heroLoader(CHUNKS).startsWith('<script id="scripts-after-hero">(function(){')).toBe(true)
    // The hero is named for Element Timing, which tells the loader when it has been painted.
    expect(out).toContain('decoding="sync" fetchPriority="high" elementtiming="hero"/>')
    expect(out.match(/elementtiming/g)).toHaveLength(1)
  })

  it('leaves a page without a hero image, or without chunk tags, exactly as it is', () => {
    const noHero = HEAD + '<p>Cart</p>' + TAIL
    expect(scriptsAfterHero(noHero)).toBe(noHero)
    const lazyOnly = HEAD + '<img src="/a.webp" loading="lazy" fetchPriority="low"/>' + TAIL
    expect(scriptsAfterHero(lazyOnly)).toBe(lazyOnly)
    const noChunks = '<html><body>' + HERO + '</body></html>'
    expect(scriptsAfterHero(noChunks)).toBe(noChunks)
    expect(scriptsAfterHero('')).toBe('')
  })

  it("the loader's list cannot close its script element", () => {
    expect(heroLoader(['/_next/static/chunks/a.js</script><script>alert(1)//'])).not.toMatch(/<\/script>.*<\/script>/)
  })
})

type Listener = (e?: unknown) => void

/**
 * Just enough of a browser page to run the loader and LateFonts' script in: the hero image (`loading`,
 * or `broken`: complete with no width), Element Timing or not, rAF and timers run by hand.
 */
function fakePage({ hero, elementTiming }: { hero: 'loading' | 'broken'; elementTiming: boolean }) {
  const listeners: { type: string; fn: Listener; once: boolean }[] = []
  const addEventListener = (type: string, fn: Listener, o?: { once?: boolean }) =>
    listeners.push({ type, fn, once: !!o?.once })
  const fire = (type: string, e?: unknown) => {
    for (const l of listeners.filter((x) => x.type === type)) {
      if (l.once) listeners.splice(listeners.indexOf(l), 1)
      l.fn(e)
    }
  }
  const frames: Listener[] = []
  const timers: { fn: Listener; ms: number }[] = []
  const observers: Listener[] = []
  const started: string[] = []
  const fonts: string[] = []
  const events: string[] = []
  const html = { dataset: {} as Record<string, string>, classList: { add: () => {} } }
  const img = {
    complete: hero === 'broken',
    naturalWidth: 0,
    addEventListener: (t: string, fn: Listener) => addEventListener(`img:${t}`, fn),
  }
  let loader = false
  const document = {
    documentElement: html,
    readyState: 'loading',
    head: { appendChild: (e: { src: string }) => started.push(e.src) },
    createElement: () => ({}),
    // Only the rewrite names the hero for Element Timing, and only on a page it gives the loader.
    querySelector: (sel: string) => (sel.includes('elementtiming') && !loader ? null : img),
    getElementById: (id: string) => (loader && id === LOADER_ID ? {} : null),
    fonts: { load: (f: string) => (fonts.push(f), Promise.resolve([])) },
  }
  class PerformanceObserver {
    static supportedEntryTypes = elementTiming ? ['element'] : []
    constructor(fn: Listener) {
      observers.push(fn)
    }
    observe() {}
  }
  const window = {
    PerformanceObserver,
    addEventListener,
    dispatchEvent: (e: { type: string }) => (events.push(e.type), fire(e.type, e), true),
  }
  const run = (code: string) =>
    new Function(
      'window',
      'document',
      'addEventListener',
      'requestAnimationFrame',
      'setTimeout',
      'getComputedStyle',
      'sessionStorage',
      'Event',
      code,
    )(
      window,
      document,
      addEventListener,
      (fn: Listener) => frames.push(fn),
      (fn: Listener, ms: number) => timers.push({ fn, ms }),
      () => ({ getPropertyValue: () => "'Roboto'" }),
      { getItem: () => null, setItem: () => {} },
      class {
        constructor(public type: string) {}
      },
    )
  return {
    started,
    fonts,
    events,
    html,
    /** The page's scripts as the layout orders them: LateFonts in the header, the loader at the end. */
    parse(withLoader: boolean) {
      loader = withLoader
      run(LATE_FONTS_SCRIPT)
      if (withLoader) run(loaderText(CHUNKS))
    },
    load() {
      document.readyState = 'complete'
      fire('load')
    },
    /** The hero's Element Timing entry reaches every observer. */
    paint: () => observers.forEach((fn) => fn({ getEntries: () => [{ identifier: 'hero' }] })),
    /** A frame, then the tasks due within `ms`, then whatever they queued, once more. */
    async settle(ms = 0) {
      for (let round = 0; round < 2; round++) {
        frames.splice(0).forEach((fn) => fn())
        for (const t of timers.filter((x) => x.ms <= ms)) {
          timers.splice(timers.indexOf(t), 1)
          t.fn()
        }
        await new Promise((r) => setImmediate(r))
      }
    },
    input: () => fire('pointerdown'),
  }
}

describe('one wait for the hero: the loader says when it is over, LateFonts listens', () => {
  it('the loader starts the scripts once, tells the page (hero-painted) and records it', async () => {
    expect(HERO_EVENT).toBe('hero-painted')
    const page = fakePage({ hero: 'loading', elementTiming: true })
    page.parse(true)
    expect(page.started).toEqual([])
    expect(page.events).toEqual([])
    page.paint()
    expect(page.started).toEqual(CHUNKS)
    expect(page.events).toEqual(['hero-painted'])
    expect(page.html.dataset.heroPainted).toBe('1')
    // Its timeout and the visitor's first press come later: nothing more.
    await page.settle(Infinity)
    page.input()
    expect(page.started).toEqual(CHUNKS)
    expect(page.events).toEqual(['hero-painted'])
  })

  it('LateFonts on a page with the loader: the fonts after the hero is painted, not at the load event', async () => {
    for (const elementTiming of [true, false]) {
      const page = fakePage({ hero: 'loading', elementTiming })
      page.parse(true)
      page.load()
      await page.settle()
      expect(page.fonts, `elementTiming ${elementTiming}`).toEqual([])
      if (elementTiming) page.paint()
      else await page.settle(Infinity) // the loader's decode() + two frames, or its 1.5 s
      await page.settle()
      expect(page.fonts, `elementTiming ${elementTiming}`).toHaveLength(4)
    }
  })

  it('LateFonts does not miss a wait that ended before it listened (a broken hero: the loader went at once)', async () => {
    const page = fakePage({ hero: 'broken', elementTiming: true })
    page.parse(true)
    expect(page.events).toEqual(['hero-painted'])
    page.load()
    await page.settle() // a frame and a task after the load event, not 1.5 s
    expect(page.fonts).toHaveLength(4)
  })

  it('LateFonts on a page without the loader (cart, search, SCRIPTS_AFTER_HERO=0): a frame after the load event', async () => {
    const page = fakePage({ hero: 'loading', elementTiming: true })
    page.parse(false)
    await page.settle()
    expect(page.fonts).toEqual([])
    page.load()
    await page.settle()
    expect(page.fonts).toHaveLength(4)
  })
})

describe('the page finisher: the policy and the rewrite, once per distinct page', () => {
  const servers: http.Server[] = []
  afterAll(() => servers.forEach((s) => s.close()))

  it('serves the rewritten page, hashes its loader, fixes Content-Length, and rewrites a repeat once', async () => {
    let rewrites = 0
    const finish = createPageFinisher({
      rewrite: (html: string) => {
        rewrites++
        return scriptsAfterHero(html)
      },
    })
    const s = http.createServer((req, res) => {
      applyPageCsp(req, res, { gateway: null, finish })
      const gzip = req.url === '/gzip'
      const body = gzip ? zlib.gzipSync(PAGE) : Buffer.from(PAGE)
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "script-src 'self' 'unsafe-inline'",
        ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': String(body.length) }),
      })
      res.end(body)
    })
    servers.push(s)
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))
    const base = `http://127.0.0.1:${(s.address() as AddressInfo).port}`
    const expected = scriptsAfterHero(PAGE)
    for (const path of ['/gzip', '/gzip', '/plain', '/plain']) {
      const r = await fetch(base + path)
      const text = await r.text()
      expect(text).toBe(expected)
      const csp = r.headers.get('content-security-policy')!
      for (const h of inlineScriptHashes(expected)) expect(csp).toContain(h)
      expect(csp).toContain(sha(loaderText(CHUNKS)))
      if (path === '/plain') expect(r.headers.get('content-length')).toBe(String(Buffer.byteLength(expected)))
    }
    // Twice per encoding asked, rewritten once per encoding: the second answer was remembered.
    expect(rewrites).toBe(2)
    expect(finish.stats).toEqual({ rewritten: 2, remembered: 2 })
  })
})

describe('the finished page and the micro-cache, stacked as server.mjs stacks them', () => {
  const servers: http.Server[] = []
  afterAll(() => servers.forEach((s) => s.close()))

  it('a page answered from the micro-cache is the finished one, with its own policy', async () => {
    // The micro-cache kept what Next.js wrote, before the finisher: its HITs sent Next.js's own script
    // tags (no loader) under the policy made for the finished page.
    // @ts-expect-error plain JavaScript module shared with server.mjs
    const { createPageCache } = await import('../../src/lib/page-cache.mjs')
    // @ts-expect-error plain JavaScript module shared with server.mjs
    const { servePage } = await import('../../src/lib/serve-page.mjs')
    const cache = createPageCache({ ttlMs: 60_000, settleMs: 0 })
    const finish = createPageFinisher({ rewrite: scriptsAfterHero })
    let renders = 0
    const s = http.createServer((req, res) =>
      servePage(req, res, {
        cache,
        policy: { gateway: null, finish },
        render: () => {
          renders++
          res.writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': "script-src 'self' 'unsafe-inline'",
            'Content-Encoding': 'gzip',
            'Cache-Control': 's-maxage=3600',
            'x-nextjs-cache': 'HIT',
          })
          res.end(zlib.gzipSync(PAGE))
        },
      }),
    )
    servers.push(s)
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))
    const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/guide`
    const expected = scriptsAfterHero(PAGE)
    for (const state of ['MISS', 'HIT']) {
      const r = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
      expect(r.headers.get('x-page-cache')).toBe(state)
      expect(await r.text()).toBe(expected)
      expect(r.headers.get('content-security-policy')).toContain(sha(loaderText(CHUNKS)))
    }
    expect(renders).toBe(1)
  })
})
