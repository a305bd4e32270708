#!/usr/bin/env node
// bench/throughput: requests/s and p99 latency of a guide page of the production build (autocannon,
// 50 connections, in its own process), next to an empty prerendered Next.js page (budget: >= 90% of
// its rate). The guide is measured from the site's production server (apps/site/server.mjs: the page
// micro-cache in front of Next.js) and, for comparison, from a second server on the same build and
// database with the micro-cache off (PAGE_CACHE_TTL_MS=0: Next.js's handler alone). Then the same guide through nginx with the production micro-cache config
// (deploy/nginx/site.conf) next to nginx serving the same HTML as a static file (budget: >= 50%).
// Each target is measured ROUNDS times (default 3), interleaved; medians are reported.
import { nginxBin, startNginx, writeNginxConf } from '../../scripts/lib/nginx.mjs'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stopAll, waitForHttp } from '../../scripts/lib/proc.mjs'
import { startSite } from '../../scripts/lib/stack.mjs'
import { load as loadWith } from '../lib/load.mjs'
import { emptyNext, freePort, median, startBenchSite, verdict } from '../lib/site.mjs'

const DURATION = Number(process.env.DURATION || 10)
const ROUNDS = Number(process.env.ROUNDS || 3)
const CONNECTIONS = 50
const GUIDE = '/guides/lisbon-in-three-days'

const load = (url) => loadWith(url, { connections: CONNECTIONS, duration: DURATION })

const quiet = process.stdout.write.bind(process.stdout)
process.stdout.write = (s) => (String(s).startsWith('{"') ? true : quiet(s)) // hide the children's JSON logs

const site = await startBenchSite()
const empty = await emptyNext()
const uncachedPort = await freePort()
const uncached = startSite('site-no-page-cache', {
  ...site.env,
  PORT: String(uncachedPort),
  HOST: '127.0.0.1',
  PAGE_CACHE_TTL_MS: '0',
})
const children = [empty.child, uncached]
await waitForHttp(`http://127.0.0.1:${uncachedPort}/robots.txt`, { child: uncached })
const targets = {
  guide: `${site.url}${GUIDE}`,
  guideNext: `http://127.0.0.1:${uncachedPort}${GUIDE}`,
  empty: empty.url,
}
for (const k of ['guide', 'guideNext']) {
  await (await fetch(targets[k])).text() // the first request fills the caches
  const probe = await fetch(targets[k])
  console.log(
    `${k}: x-page-cache=${probe.headers.get('x-page-cache')} x-nextjs-cache=${probe.headers.get('x-nextjs-cache')} cache-control=${probe.headers.get('cache-control')}`,
  )
}

let ngx = null
try {
  ngx = nginxBin({ say: console.log })
} catch (e) {
  console.log(e.message)
}
let nginxProc
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
if (ngx) {
  const html = await (await fetch(targets.guide)).text()
  fs.mkdirSync(path.join(work, 'static'))
  fs.writeFileSync(path.join(work, 'static', 'guide.html'), html)
  const [proxyPort, staticPort] = [await freePort(), await freePort()]
  const conf = writeNginxConf({
    work,
    listen: `127.0.0.1:${proxyPort}`,
    sites: [new URL(site.url).host],
    gateways: [`127.0.0.1:${site.env.REALTIME_PORT}`],
    extraServers: `server { listen 127.0.0.1:${staticPort}; root ${work}/static; location / { try_files $uri =404; } }`,
  })
  nginxProc = startNginx(ngx, conf, { stdio: 'inherit' })
  children.push(nginxProc)
  await waitForHttp(`http://127.0.0.1:${staticPort}/guide.html`, { child: nginxProc })
  targets.nginxCache = `http://127.0.0.1:${proxyPort}${GUIDE}`
  targets.nginxStatic = `http://127.0.0.1:${staticPort}/guide.html`
}

const results = Object.fromEntries(Object.keys(targets).map((k) => [k, []]))
try {
  for (const url of Object.values(targets)) await load(url.replace(/$/, '')).catch(() => null) // warm-up round, not counted
  for (let i = 0; i < ROUNDS; i++) for (const [k, url] of Object.entries(targets)) results[k].push(await load(url))
} finally {
  await stopAll(children)
  await site.stop()
  fs.rmSync(work, { recursive: true, force: true })
}

const m = (k, f) => median(results[k].map((r) => r[f]))
console.log(
  `\nbench/throughput — autocannon, ${CONNECTIONS} connections, ${DURATION} s × ${ROUNDS} rounds, medians (${os.cpus().length} cores)`,
)
const row = (label, k) =>
  console.log(
    `  ${label.padEnd(44)} ${m(k, 'rps').toFixed(0).padStart(7)} req/s   p99 ${m(k, 'p99').toFixed(0).padStart(4)} ms   non-2xx ${results[k].reduce((s, r) => s + r.non2xx + r.errors, 0)}`,
  )
row(`guide page (${GUIDE})`, 'guide')
row('  same, page micro-cache off (Next.js alone)', 'guideNext')
row('empty prerendered Next.js page', 'empty')
const r1 = m('guide', 'rps') / m('empty', 'rps')
console.log(`  ${verdict(r1 >= 0.9)} guide / empty = ${(r1 * 100).toFixed(0)}%   budget >= 90%`)
console.log(`       (micro-cache off: ${((m('guideNext', 'rps') / m('empty', 'rps')) * 100).toFixed(0)}%)`)
if (targets.nginxCache) {
  row('guide through nginx micro-cache (deploy/nginx)', 'nginxCache')
  row('same HTML as a static file from nginx', 'nginxStatic')
  const r2 = m('nginxCache', 'rps') / m('nginxStatic', 'rps')
  console.log(`  ${verdict(r2 >= 0.5)} nginx cache / nginx static = ${(r2 * 100).toFixed(0)}%   budget >= 50%`)
} else console.log('  nginx not found: install it (apt-get install nginx-light) for the reverse-proxy figures')
process.exit(0)
