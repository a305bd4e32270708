#!/usr/bin/env node
// bench/pages: Lighthouse (mobile preset, Debian chromium) on home, a guide and a tour of the
// production build. Prints the four category scores, LCP, TBT, CLS and the JavaScript transferred
// (gzip) per page, each next to its budget. Runs each page once to warm the server, then RUNS times (default 3), and reports medians.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROME_FLAGS, CHROMIUM, median, startBenchSite, verdict } from '../lib/site.mjs'

const RUNS = Number(process.env.RUNS || 3)
const PAGES = [
  ['home', '/'],
  ['guide', '/guides/lisbon-in-three-days'],
  ['tour', '/tours/azores-island-hopping'],
]
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.02, jsKB: 160 }

const site = await startBenchSite()
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
const rows = []
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
try {
  for (const [name, route] of PAGES) {
    // One run not counted: it fills the ISR cache and loads the server's route code (the page, the
    // media endpoint), as on a server that has been up for a while. Chrome's cache is cleared per run.
    await lighthouse(site.url + route, { port: chrome.port, output: 'json', logLevel: 'error' })
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(site.url + route, { port: chrome.port, output: 'json', logLevel: 'error' })
      fs.writeFileSync(path.join(reportDir, `${name}-${i + 1}.json`), JSON.stringify(lhr))
      const items = lhr.audits['network-requests']?.details?.items ?? []
      const js = items.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize || 0), 0)
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        'best-practices': lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        jsKB: js / 1024,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      })
    }
    const m = (k) => median(runs.map((r) => r[k]))
    rows.push({ name, route, ...Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo', 'lcp', 'tbt', 'cls', 'jsKB'].map((k) => [k, m(k)])), failing: [...new Set(runs.flatMap((r) => r.failing))] })
  }
} finally {
  await chrome.kill()
  await site.stop()
}

console.log(`\nbench/pages — Lighthouse ${RUNS}× per page, mobile preset, medians (full reports in ${reportDir})`)
for (const r of rows) {
  console.log(`\n${r.name} (${r.route})`)
  for (const k of ['performance', 'accessibility', 'best-practices', 'seo'])
    console.log(`  ${verdict(r[k] >= BUDGET[k])} ${k.padEnd(15)} ${r[k].toFixed(0).padStart(5)}   budget >= ${BUDGET[k]}`)
  console.log(`  ${verdict(r.cls <= BUDGET.cls)} ${'CLS'.padEnd(15)} ${r.cls.toFixed(3).padStart(5)}   budget <= ${BUDGET.cls}`)
  console.log(`       ${'LCP'.padEnd(15)} ${Math.round(r.lcp).toString().padStart(5)} ms`)
  console.log(`       ${'TBT'.padEnd(15)} ${Math.round(r.tbt).toString().padStart(5)} ms`)
  console.log(`  ${verdict(r.jsKB <= BUDGET.jsKB)} ${'JS (gzip)'.padEnd(15)} ${r.jsKB.toFixed(1).padStart(5)} KB  budget <= ${BUDGET.jsKB} KB`)
  if (r.failing.length) console.log(`       failing audits: ${r.failing.join(', ')}`)
}
