#!/usr/bin/env node
// bench/pages: Lighthouse (mobile preset: 4x CPU slowdown, slow 4G, Debian chromium) on home, a guide,
// a tour, the Portuguese guide and the cart of the production build, measured against Next.js's own floor in the same run:
// the empty prerendered Next.js page (bench/throughput/empty-app, `next start`). The pages take turns
// run by run (one warm-up round not counted, then RUNS rounds, default 5), so a machine that is busier
// for a while slows every page alike; the budgets are ratios to the empty page's figures, and so hold
// on any machine. Prints medians, each next to the empty page's figure and the budget, and where the
// time goes (Lighthouse's own audits; full JSON reports are kept in a temporary folder).
//
// Reading LCP: Lighthouse loads the page unthrottled and simulates slow 4G and the 4x slower CPU from
// that load. Its LCP estimate is the mean of an optimistic graph (render-blocking requests, the LCP
// image, scripts run before the paint) and a pessimistic one (every request finished before the
// unthrottled LCP paint). From a local server all the framework's chunks arrive within ~100 ms, before
// a page's first paint, so their download over slow 4G shows up as the LCP's "render delay" ("JS loaded
// before the unthrottled LCP paint" below). The empty page paints its text at ~50 ms, which is why its
// LCP is close to its FCP.
//
// COMPARE_DIST=.next-bench-b also serves another build folder of the site (one built with a change
// being tried) against the same database, as extra rows "<page> (B)": an A/B of a change in one run.
// A list (COMPARE_DIST=.next-b,.next-c) adds rows (B), (C)... BENCH_DIST=<folder> serves a build made
// beforehand as the A rows instead of building the working tree: build each folder with
// `node bench/pages/build.mjs <folder>` from the sources of A, B, C in turn. COMPARE_ENV="NAME=value ..."
// serves the same build once more with these variables as rows (B), e.g. SCRIPTS_AFTER_HERO=0.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { stopAll, waitForHttp } from '../../scripts/lib/proc.mjs'
import { startSite } from '../../scripts/lib/stack.mjs'
import { CHROME_FLAGS, CHROMIUM, emptyNext, freePort, median, startBenchSite, verdict } from '../lib/site.mjs'

const RUNS = Number(process.env.RUNS || 5)
const PAGES = [
  ['home', '/'],
  ['guide', '/guides/lisbon-in-three-days'],
  ['tour', '/tours/azores-island-hopping'],
  // The same guide in Portuguese (issue 19): its own language's texts, hreflang and fonts, same budgets.
  ['guide (pt)', '/pt/guias/lisboa-em-tres-dias'],
]
const EXTRA = [['cart', '/cart']] // printed, not held to the budgets
const BUDGET = {
  scoreUnder: 5,
  tbtRatio: 1.3,
  lcpMs: 2000,
  cls: 0,
  jsKB: 160,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

const quiet = process.stdout.write.bind(process.stdout)
process.stdout.write = (s) => (String(s).startsWith('{"') ? true : quiet(s)) // hide the children's JSON logs

const site = await startBenchSite()
const empty = await emptyNext()
const children = [empty.child]
const targets = [['empty', empty.url]]
for (const [name, route] of [...PAGES, ...EXTRA]) targets.push([name, site.url + route])
const compare = (process.env.COMPARE_DIST || '')
  .split(',')
  .filter(Boolean)
  .map((dist) => ({ dist, env: {} }))
// COMPARE_ENV="SCRIPTS_AFTER_HERO=0": the same build once more, with these variables, as rows (B).
if (process.env.COMPARE_ENV?.trim())
  compare.push({
    dist: site.env.NEXT_DIST_DIR,
    env: Object.fromEntries(
      process.env.COMPARE_ENV.trim()
        .split(/\s+/)
        .map((kv) => kv.split(/=(.*)/s).slice(0, 2)),
    ),
  })
for (const [i, { dist, env }] of compare.entries()) {
  const port = await freePort()
  const child = startSite(`site-compare-${i}`, { ...site.env, ...env, PORT: String(port), NEXT_DIST_DIR: dist })
  children.push(child)
  await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, { child })
  const row = String.fromCharCode(66 + i) // B, C, ...
  // With several builds to compare, their rows are the budgeted pages only (each row adds RUNS + 1 runs).
  for (const [name, route] of compare.length > 1 ? PAGES : [...PAGES, ...EXTRA])
    targets.push([`${name} (${row})`, `http://127.0.0.1:${port}${route}`])
}

function figures(lhr) {
  const a = lhr.audits
  const items = a['network-requests']?.details?.items ?? []
  const js = items.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize || 0), 0)
  const phases = Object.fromEntries(
    (a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((p) => [p.phase, p.timing]),
  )
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? ''
  const boot = a['bootup-time']?.details?.items ?? []
  const work = Object.fromEntries(
    (a['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, i.duration]),
  )
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    'best-practices': lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    shifted: (a['layout-shifts']?.details?.items ?? []).map((i) => i.node?.snippet?.slice(0, 40)).join(' '),
    // Scripts whose download ended before the unthrottled LCP paint: the simulation charges them to LCP.
    jsBeforeLcpKB:
      items
        .filter(
          (r) =>
            r.resourceType === 'Script' &&
            r.networkEndTime <= (a.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0),
        )
        .reduce((s, r) => s + (r.transferSize || 0), 0) / 1024,
    // Fonts requested before the unthrottled LCP paint: a page that applies Roboto at its first paint
    // without it in the cache (issue 17) fetches 66-88 KB ahead of the hero image.
    fontsBeforeLcpKB:
      items
        .filter(
          (r) =>
            r.resourceType === 'Font' &&
            r.networkRequestTime <= (a.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0),
        )
        .reduce((s, r) => s + (r.transferSize || 0), 0) / 1024,
    jsKB: js / 1024,
    renderBlocking: a['render-blocking-resources']?.numericValue ?? a['render-blocking-insight']?.numericValue ?? 0,
    ttfb: phases.TTFB ?? 0,
    loadDelay: phases['Load Delay'] ?? 0,
    loadTime: phases['Load Time'] ?? 0,
    renderDelay: phases['Render Delay'] ?? 0,
    lcpEl: lcpEl.slice(0, 60),
    script: (work.scriptEvaluation ?? 0) + (work.scriptParseCompile ?? 0),
    style: work.styleLayout ?? 0,
    paint: work.paintCompositeRender ?? 0,
    mainThread: a['mainthread-work-breakdown']?.numericValue ?? 0,
    topScript: boot[0] ? `${String(boot[0].url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(boot[0].total)} ms` : '',
    longTasks: (a['long-tasks']?.details?.items ?? []).length,
    failing: Object.values(a)
      .filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode === 'binary')
      .map((x) => x.id),
  }
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
const results = Object.fromEntries(targets.map(([k]) => [k, []]))
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
const slug = (k) => k.replace(/\W+/g, '-').replace(/-$/, '')
try {
  // One round not counted: it fills the ISR cache and loads the servers' route code, as on a server
  // that has been up for a while. Chrome's cache is cleared per run (Lighthouse's default).
  for (let i = 0; i <= RUNS; i++)
    for (const [k, url] of targets) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (i === 0) continue
      fs.writeFileSync(path.join(reportDir, `${slug(k)}-${i}.json`), JSON.stringify(lhr))
      results[k].push(figures(lhr))
    }
} finally {
  await chrome.kill()
  await stopAll(children)
  await site.stop()
}

const m = (k, f) => median(results[k].map((r) => r[f]))
const e = (f) => m('empty', f)
const ms = (x) => `${Math.round(x)} ms`.padStart(8)
console.log(
  `\nbench/pages — Lighthouse mobile preset, ${RUNS} runs per page taking turns, medians (${os.cpus().length} cores; reports in ${reportDir})`,
)
console.log(
  `\nempty prerendered Next.js page: performance ${e('performance').toFixed(0)}, LCP ${Math.round(e('lcp'))} ms, TBT ${Math.round(e('tbt'))} ms, JS ${e('jsKB').toFixed(1)} KB`,
)
for (const [k] of targets.filter(([k]) => k !== 'empty')) {
  const held = !k.startsWith('cart')
  const v = (ok) => (held ? verdict(ok) : '    ')
  const perf = m(k, 'performance')
  const tbt = m(k, 'tbt')
  console.log(`\n${k}${held ? '' : ' (extra row, not held to the budgets)'}`)
  console.log(
    `  ${v(perf >= e('performance') - BUDGET.scoreUnder)} ${'performance'.padEnd(15)} ${perf.toFixed(0).padStart(8)}   empty ${e('performance').toFixed(0).padStart(5)}     budget >= ${(e('performance') - BUDGET.scoreUnder).toFixed(0)} (empty - ${BUDGET.scoreUnder})`,
  )
  console.log(
    `  ${v(m(k, 'lcp') <= BUDGET.lcpMs)} ${'LCP'.padEnd(15)} ${ms(m(k, 'lcp'))}   empty ${ms(e('lcp'))}  budget <= ${BUDGET.lcpMs} ms`,
  )
  console.log(
    `  ${v(tbt <= BUDGET.tbtRatio * e('tbt'))} ${'TBT'.padEnd(15)} ${ms(tbt)}   empty ${ms(e('tbt'))}  budget <= ${Math.round(BUDGET.tbtRatio * e('tbt'))} ms (${BUDGET.tbtRatio}x empty; here ${(tbt / e('tbt')).toFixed(2)}x)`,
  )
  console.log(
    `  ${v(m(k, 'cls') <= BUDGET.cls)} ${'CLS'.padEnd(15)} ${m(k, 'cls').toFixed(4).padStart(8)}   empty ${e('cls').toFixed(4).padStart(5)}    budget <= ${BUDGET.cls}${m(k, 'cls') > 0 ? `  (shifted: ${results[k].at(-1).shifted})` : ''}`,
  )
  console.log(
    `  ${v(m(k, 'jsKB') <= BUDGET.jsKB)} ${'JS (gzip)'.padEnd(15)} ${m(k, 'jsKB').toFixed(1).padStart(5)} KB   empty ${e('jsKB').toFixed(1).padStart(5)} KB  budget <= ${BUDGET.jsKB} KB`,
  )
  for (const c of ['accessibility', 'best-practices', 'seo'])
    console.log(
      `  ${v(m(k, c) >= BUDGET[c])} ${c.padEnd(15)} ${m(k, c).toFixed(0).padStart(8)}   empty ${e(c).toFixed(0).padStart(5)}     budget >= ${BUDGET[c]}`,
    )
  console.log(
    `       where the time goes: FCP ${Math.round(m(k, 'fcp'))} ms; render-blocking ${Math.round(m(k, 'renderBlocking'))} ms; LCP phases TTFB ${Math.round(m(k, 'ttfb'))} / load delay ${Math.round(m(k, 'loadDelay'))} / load ${Math.round(m(k, 'loadTime'))} / render delay ${Math.round(m(k, 'renderDelay'))} ms` +
      `; main thread ${Math.round(m(k, 'mainThread'))} ms (script ${Math.round(m(k, 'script'))}, style+layout ${Math.round(m(k, 'style'))}, paint ${Math.round(m(k, 'paint'))}); long tasks ${m(k, 'longTasks')}; JS loaded before the unthrottled LCP paint ${m(k, 'jsBeforeLcpKB').toFixed(0)} KB, fonts requested before it ${m(k, 'fontsBeforeLcpKB').toFixed(0)} KB`,
  )
  console.log(`       LCP element: ${results[k].at(-1).lcpEl}   most script: ${results[k].at(-1).topScript}`)
  const failing = [...new Set(results[k].flatMap((r) => r.failing))]
  if (failing.length) console.log(`       failing audits: ${failing.join(', ')}`)
}
