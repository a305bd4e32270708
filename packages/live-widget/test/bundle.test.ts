import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error -- plain JavaScript module of the build script
import { embedOptions } from '../scripts/embed-options.mjs'

const pkg = resolve(__dirname, '..')
const out = mkdtempSync(join(tmpdir(), 'lmw-bundle-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

/** dist/embed.js as scripts/build.mjs builds it (the same options), in memory. */
let embed: Promise<string> | undefined
const embedScript = () =>
  (embed ??= build({ ...embedOptions(pkg), write: false, logLevel: 'silent', outfile: join(out, 'embed.js') }).then(
    (r) => {
      expect(r.outputFiles).toHaveLength(1)
      return r.outputFiles![0]!.text
    },
  ))

describe('bundles', () => {
  it('the lazy loader entry is tiny and holds no React; the widget is a separate chunk', async () => {
    await build({
      entryPoints: { lazy: join(pkg, 'src/embed/lazy.ts') },
      outdir: out,
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    })
    const entry = readFileSync(join(out, 'lazy.js'))
    expect(gzipSync(entry).length).toBeLessThan(1024)
    expect(entry.toString()).not.toMatch(/react\.transitional|__CLIENT_INTERNALS|createRoot/)
    const chunks = readdirSync(out).filter((f) => f !== 'lazy.js')
    const widget = chunks.map((f) => readFileSync(join(out, f), 'utf8')).join('\n')
    expect(widget).toMatch(/createRoot/)
  })

  it('the standalone embed script is one self-contained IIFE, on Preact instead of React DOM, under 60 KB gzip', async () => {
    const code = await embedScript()
    expect(code).toMatch(/^("use strict";)?var LiveWidget=\(\(\)=>\{/)
    expect(code).not.toMatch(/\brequire\(|\bimport\(/)
    expect(code).toContain('widget-live-match')
    expect(code).not.toMatch(/__CLIENT_INTERNALS|react\.transitional/) // no React / React DOM inside
    expect(gzipSync(code).length).toBeLessThan(60 * 1024) // with React DOM it was 109 KB
  }, 20_000)
})

describe('the standalone embed script in a page', () => {
  it('mounts from one script tag and connects to {data-host}/ws', async () => {
    const { JSDOM } = await import('jsdom')
    const dom = new JSDOM(`<!doctype html><body><div data-place="widget-live-match" data-lang="ko"></div></body>`, {
      runScripts: 'outside-only',
      url: 'https://travel.test/guide',
      virtualConsole: new (await import('jsdom')).VirtualConsole().sendTo(console),
    })
    const w = dom.window as unknown as Window & { eval(code: string): unknown; __urls: string[] }
    w.__urls = []
    // A WebSocket that records its URL and never opens.
    w.eval(
      `window.WebSocket = class { constructor(url){ window.__urls.push(url); this.readyState = 0; } send(){} close(){} };`,
    )
    const script = w.document.createElement('script')
    script.setAttribute('data-host', 'https://live.travel.test')
    script.textContent = await embedScript()
    // Run the bundle as if it were the page's <script>, with document.currentScript set.
    Object.defineProperty(w.document, 'currentScript', { configurable: true, get: () => script })
    w.eval(script.textContent)
    for (let i = 0; i < 100 && w.__urls.length === 0; i++) await new Promise((r) => setTimeout(r, 50))
    const root = w.document.querySelector('[data-place="widget-live-match"] .lmw')
    expect(root?.getAttribute('lang')).toBe('ko')
    expect(w.document.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('로딩 중…')
    expect(w.__urls).toEqual(['wss://live.travel.test/ws'])
    dom.window.close()
  }, 20_000)
})
