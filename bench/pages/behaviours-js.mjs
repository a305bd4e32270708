#!/usr/bin/env node
// Page behaviours JavaScript budget: at most 15 KB gzip added to a page before any interaction
// (the lightbox loads on first open and is reported apart).
//
//   node bench/pages/behaviours-js.mjs                  # bundle + real pages (starts the bench site: own build
//                                                      # folder .next-bench, throw-away seeded database)
//   node bench/pages/behaviours-js.mjs --url http://127.0.0.1:3000   # real pages of a running site instead
//   node bench/pages/behaviours-js.mjs --bundle-only    # bundle measurement only (no server, seconds)
//
// 1. Bundle: esbuild bundles src/behaviours the way the browser gets it (minified, split at every
//    dynamic import, React and Next external because every page has them anyway) and sums, per page
//    kind, the gzip size of the chunks that page loads before interaction.
// 2. Real pages: Chromium loads each page of a running site, waits until it is idle, and
//    sums the gzip size of the JavaScript it fetched; the behaviours' share is the chunks that hold
//    their code (recognised by strings only they contain), and the page "without" is the rest.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

const BUDGET = 15 * 1024
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const src = path.join(root, 'apps/site/src/behaviours')
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length
const kb = (n) => `${(n / 1024).toFixed(1)} KB`

async function bundle() {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'behaviours-js-'))
  const res = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(src, 'Behaviours.client.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    outdir,
    metafile: true,
    write: true,
    jsx: 'automatic',
    external: ['react', 'react/*', 'react-dom', 'next', 'next/*'],
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  })
  const outs = res.metafile.outputs
  const size = Object.fromEntries(
    Object.keys(outs)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, gz(fs.readFileSync(path.join(root, f)))]),
  )
  // Which output holds a module, and what each output imports statically.
  const holder = (mod) =>
    Object.keys(outs).find(
      (o) => o.endsWith('.js') && Object.keys(outs[o].inputs).some((i) => i.endsWith(`behaviours/${mod}.ts`)),
    )
  const closure = (files) => {
    const seen = new Set()
    const visit = (f) => {
      if (!f || seen.has(f)) return
      seen.add(f)
      for (const imp of outs[f].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path)
    }
    files.forEach(visit)
    return seen
  }
  const entry = Object.keys(outs).find((o) => outs[o].entryPoint?.endsWith('Behaviours.client.tsx'))
  const always = ['scroll-top', 'protection', 'anchors', 'hash-links', 'loaded']
  const kinds = {
    'any page': always,
    'guide (TOC)': [...always, 'toc'],
    'home (animations)': [...always, 'animations'],
  }
  const rows = Object.entries(kinds).map(([kind, mods]) => {
    const files = closure([entry, ...mods.map(holder)])
    return { kind, bytes: [...files].reduce((s, f) => s + size[f], 0), chunks: files.size }
  })
  const lazy = closure([holder('lightbox')])
  const before = closure([entry, ...always, 'toc', 'animations'].map((m) => (m === entry ? m : holder(m))))
  const lightbox = [...lazy].filter((f) => !before.has(f)).reduce((s, f) => s + size[f], 0)
  const toast = [...closure([holder('toast')])].filter((f) => !before.has(f)).reduce((s, f) => s + size[f], 0)
  fs.rmSync(outdir, { recursive: true, force: true })
  return { rows, lightbox, toast }
}

// Strings only the behaviour modules hold (selectors and keys of their own).
const MARKERS = {
  boot: 'a[data-lightbox]',
  'scroll-top': '[data-scroll-top]',
  protection: 'inspectElement',
  anchors: '.joinchat, [data-joinchat]',
  'hash-links': '.disclosure__button[id]',
  toc: '[data-toc-toggle]',
  animations: 'anim-on',
  loaded: '[data-main-slider]',
}
const verbose = process.argv.includes('--verbose')

async function realPages(base) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
  const rows = []
  try {
    for (const p of ['/', '/guides/lisbon-in-three-days', '/gallery', '/contact']) {
      const page = await browser.newPage()
      const js = new Map()
      page.on('response', async (r) => {
        if (r.request().resourceType() !== 'script') return
        try {
          js.set(r.url(), await r.body())
        } catch {}
      })
      await page.goto(new URL(p, base).href, { waitUntil: 'networkidle' })
      await page.waitForTimeout(1500)
      let total = 0
      let behaviours = 0
      for (const body of js.values()) {
        const n = gz(body)
        total += n
        const text = body.toString('utf8')
        const found = Object.entries(MARKERS)
          .filter(([, m]) => text.includes(m))
          .map(([k]) => k)
        if (found.length) behaviours += n
        if (verbose && found.length) console.log(`    ${p} ${kb(n)} ${found.join(',')}`)
      }
      rows.push({ page: p, total, behaviours, without: total - behaviours })
      await page.close()
    }
  } finally {
    await browser.close()
  }
  return rows
}

const { rows, lightbox, toast } = await bundle()
console.log('Page behaviours: JavaScript before any interaction (gzip), budget 15 KB')
for (const r of rows)
  console.log(
    `  bundle  ${r.kind.padEnd(20)} ${kb(r.bytes).padStart(8)}  (${r.chunks} chunks)  ${r.bytes <= BUDGET ? 'within' : 'OVER'} the 15 KB budget`,
  )
console.log(
  `  on first use: lightbox + PhotoSwipe ${kb(lightbox)}, toast ${kb(toast)} (not counted: loaded on first open / first message)`,
)
const i = process.argv.indexOf('--url')
let base = i > 0 ? process.argv[i + 1] : process.env.BENCH_URL
let site = null
if (!base && !process.argv.includes('--bundle-only')) {
  const { startBenchSite } = await import('../lib/site.mjs')
  site = await startBenchSite()
  base = site.url
}
let worst = Math.max(...rows.map((r) => r.bytes))
if (base) {
  const real = await realPages(base).finally(() => site?.stop())
  for (const r of real) {
    console.log(
      `  page    ${r.page.padEnd(32)} all JS ${kb(r.total).padStart(8)}, without the behaviours ${kb(r.without).padStart(8)}, behaviours ${kb(r.behaviours).padStart(7)}  ${r.behaviours <= BUDGET ? 'within' : 'OVER'} the 15 KB budget`,
    )
    worst = Math.max(worst, r.behaviours)
  }
}
console.log(`behaviours-js: ${kb(worst)} of 15 KB budget -> ${worst <= BUDGET ? 'OK' : 'OVER'}`)
process.exitCode = worst <= BUDGET ? 0 : 1
