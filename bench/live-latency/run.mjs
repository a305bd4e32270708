#!/usr/bin/env node
/**
 * Live latency benchmark: from a score write in the CMS (REST PATCH by an editor) to the changed
 * score in the live widget's DOM in Chromium, over N updates (default 100). Prints p50 / p99 / max
 * next to the budget (p99 <= 250 ms).
 *
 *   node bench/live-latency/run.mjs [--updates 100] [--gap 150]
 *
 * Besides the end-to-end figure it splits each update: write -> publication at the gateway (a Node
 * centrifuge client subscribed to sport:football) and gateway -> widget DOM.
 *
 * It runs the same steps as `npm start` on a throw-away SQLite database and free ports (bench/lib:
 * migrate, seed, build when stale, site + gateway; FEED=off so only the benchmark writes), creates a live
 * match, opens the home page in Debian's Chromium (playwright-core) and times each write.
 * Both ends read the same wall clock (Date.now() in Node and in the page).
 */
import crypto from 'node:crypto'
import os from 'node:os'
import { Centrifuge } from 'centrifuge'
import { chromium } from 'playwright-core'
import WebSocket from 'ws'
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs'
import { CHROMIUM, startBenchSite } from '../lib/site.mjs'

const args = new Map()
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1])
const UPDATES = Math.max(50, Math.min(1000, Number(args.get('updates') ?? 100)))
const GAP_MS = Math.max(0, Number(args.get('gap') ?? 150))
const BUDGET_P99_MS = 250
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const secret = () => crypto.randomBytes(18).toString('hex')
// Only the benchmark writes matches (FEED=simulator would add its own writes; set FEED to try it).
process.env.FEED ??= 'off'

let stack
let browser
try {
  stack = await startBenchSite()
  const site = stack.url
  const json = async (res) => {
    if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const admin = { email: `bench-${Date.now()}@example.com`, password: `B-${secret()}` }
  await json(
    await fetch(`${site}/api/users/first-register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...admin, name: 'Bench' }),
    }),
  )
  const { token } = await json(
    await fetch(`${site}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    }),
  )
  const api = (method, url, body) =>
    fetch(`${site}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: body ? JSON.stringify(body) : undefined,
    }).then(json)

  const league = (
    await api('POST', '/api/leagues', { name: 'Bench League', slug: 'bench-league', country: 'Benchland' })
  ).doc
  const home = (await api('POST', '/api/teams', { name: 'Bench Home', slug: 'bench-home' })).doc
  const away = (await api('POST', '/api/teams', { name: 'Bench Away', slug: 'bench-away' })).doc
  const match = (
    await api('POST', '/api/matches', {
      slug: 'bench-live-match',
      date: new Date(Date.now() - 20 * 60_000).toISOString(),
      stage: 'live',
      matchTime: '20',
      league: league.id,
      home: { team: home.id, score: 0 },
      away: { team: away.id, score: 0 },
    })
  ).doc

  // A second subscriber in Node: when each publication leaves the gateway.
  const atGateway = new Map()
  const wsUrl = stack.env.REALTIME_URL.replace(/^http/, 'ws') + '/connection/websocket'
  const observer = new Centrifuge(wsUrl, { websocket: WebSocket })
  const sub = observer.newSubscription('sport:football')
  sub.on('publication', (ctx) => {
    const score = ctx.data?.home?.score
    if (ctx.data?.slug === 'bench-live-match' && typeof score === 'number' && !atGateway.has(score))
      atGateway.set(score, Date.now())
  })
  sub.subscribe()
  observer.connect()
  await sub.ready(10_000)

  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
  const page = await browser.newPage()
  // The widget keeps the stored match while it is in play (SPEC: selecting the match to show).
  await page.addInitScript(() => localStorage.setItem('matchSlug', 'bench-live-match'))
  await page.goto(site)
  const mount = page.locator('[data-place="widget-live-match"]').first()
  await mount.scrollIntoViewIfNeeded()
  const homeScore = mount.locator('.lmw-score__side[data-side="home"]')
  await homeScore.waitFor()
  await page.waitForFunction(() => document.querySelector('.lmw-score__side[data-side="home"]')?.textContent === '0')
  await page.evaluate(() => {
    const w = window
    w.__seen = {}
    const el = () => document.querySelector('.lmw-score__side[data-side="home"]')
    new MutationObserver(() => {
      const t = el()?.textContent
      if (t && !(t in w.__seen)) w.__seen[t] = Date.now()
    }).observe(document.querySelector('[data-place="widget-live-match"]'), {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  // One warm-up write: proves the subscription is live before timing.
  await api('PATCH', `/api/matches/${match.id}`, { matchTime: '21' })
  await page.waitForFunction(() => document.querySelector('[data-testid="lmw-status"]')?.textContent === "21'", null, {
    timeout: 10_000,
  })

  const latencies = []
  const writes = []
  const toGateway = []
  const gatewayToDom = []
  for (let i = 1; i <= UPDATES; i++) {
    const t0 = Date.now()
    await api('PATCH', `/api/matches/${match.id}`, { home: { score: i } })
    writes.push(Date.now() - t0)
    const seenAt = await (
      await page.waitForFunction((v) => window.__seen[String(v)], i, { timeout: 10_000, polling: 5 })
    ).jsonValue()
    latencies.push(seenAt - t0)
    const g = atGateway.get(i)
    if (g !== undefined) {
      toGateway.push(g - t0)
      gatewayToDom.push(seenAt - g)
    }
    if (GAP_MS) await new Promise((r) => setTimeout(r, GAP_MS))
  }
  observer.disconnect()
  const sorted = [...latencies].sort((a, b) => a - b)
  const w = [...writes].sort((a, b) => a - b)
  const tg = [...toGateway].sort((a, b) => a - b)
  const gd = [...gatewayToDom].sort((a, b) => a - b)
  const p99 = pct(sorted, 99)
  const result = {
    updates: UPDATES,
    p50_ms: pct(sorted, 50),
    p99_ms: p99,
    max_ms: sorted.at(-1),
    min_ms: sorted[0],
    budget_p99_ms: BUDGET_P99_MS,
    within_budget: p99 <= BUDGET_P99_MS,
    rest_write_p50_ms: pct(w, 50),
    rest_write_p99_ms: pct(w, 99),
    write_to_gateway_p50_ms: pct(tg, 50),
    write_to_gateway_p99_ms: pct(tg, 99),
    gateway_to_dom_p50_ms: pct(gd, 50),
    gateway_to_dom_p99_ms: pct(gd, 99),
    slowest_ms: sorted.slice(-5),
    load_average: os.loadavg().map((x) => Math.round(x * 10) / 10),
    cpus: os.cpus().length,
  }
  console.log('\nlive latency: CMS score write (REST PATCH) -> score changed in the widget DOM (Chromium)')
  console.log(
    `  updates ${UPDATES}   p50 ${result.p50_ms} ms   p99 ${p99} ms   max ${result.max_ms} ms   (budget p99 <= ${BUDGET_P99_MS} ms: ${result.within_budget ? 'OK' : 'OVER'})`,
  )
  console.log(
    `  split: write -> gateway p50 ${result.write_to_gateway_p50_ms} ms / p99 ${result.write_to_gateway_p99_ms} ms; gateway -> widget DOM p50 ${result.gateway_to_dom_p50_ms} ms / p99 ${result.gateway_to_dom_p99_ms} ms`,
  )
  console.log(
    `  the REST write (PATCH round trip): p50 ${result.rest_write_p50_ms} ms, p99 ${result.rest_write_p99_ms} ms; slowest five ${result.slowest_ms.join(', ')} ms`,
  )
  console.log(`  machine: ${result.cpus} CPUs, load average ${result.load_average.join(' / ')} (1 / 5 / 15 min)`)
  console.log(JSON.stringify(result))
  process.exitCode = result.within_budget ? 0 : 1
} finally {
  await browser?.close()
  await stack?.stop()
}
