#!/usr/bin/env node
// bench/rush: a match-day rush on the production topology. `npm run cluster` (nginx with
// deploy/nginx/site.conf, micro-cache on, in front of CLUSTER_SITES site instances with their feed workers
// and CLUSTER_GATEWAYS gateway nodes, on PostgreSQL and Redis) is started fresh for each N, and N simulated
// visitors (bench/rush/visitors.mjs, in its own process) use it for SECONDS: pages in English and
// Portuguese (each page also asks for its form token, as the site's pages do), search pages, search
// suggestions, tour pages with their booking box's offer, add to cart, the cart, a booking request now and
// then, and the live widget's WebSocket (centrifuge client: connect, subscribe, RPCs) through nginx.
//
//   node bench/rush/run.mjs [--n 50,200,500] [--seconds 60] [--think 1000-5000] [--sites 2] [--gateways 2]
//   node bench/rush/run.mjs --burst [--adds 100] [--bookings 50] [--sites 2]
//
// --burst: instead of the rush, one burst on the same cluster: --adds visitors (each from its own loopback
// address, so nginx's X-Forwarded-For names each as its own client, each with its page's form token) send
// POST /api/shop/cart/items in the same tick, then --bookings of them (each with an item in its cart) send
// their booking request in the same tick, all through nginx. Checked: every request answered (2xx; a 429, or
// a 503 with Retry-After, counts as answered and is shown), none over 10 s, no connection of the database
// 'idle in transaction' 3 s after, every 201 booking stored exactly once with its cart, and a page,
// /api/globals/site-settings and a search page answer 200 right after. Exit code 1 when a check fails.
//
// It prints per step p50/p99/max, answers by status (429s apart), errors (timeouts, resets), requests over
// 10 s; the database's connections and waits (pg_stat_activity sampled every second, lock waits, deadlocks);
// and checks, in the database, that every accepted booking (201) is stored once with the cart it was made
// from and that every visitor's cart holds what its answers said (a request that got no answer may or may
// not have happened: both are accepted). The verdict: the largest N with no 5xx, no request over 10 s and
// nothing lost. Reference, measured in the same run before each N: the same N visitors, same think times,
// fetching a static copy of the home page from a separate nginx (what the machine and the load generator
// cost by themselves); the page p50/p99 are shown as a ratio to it.
//
// Bounded: traffic only to 127.0.0.1 (each visitor from its own loopback address 127.X.Y.Z, so per-address
// limits count visitors as they would count real ones); every request times out at 15 s; the load
// generator is killed at SECONDS + 45 s; everything started is stopped at the end (also on Ctrl-C).
// DATABASE_URL / REDIS_URL: by default a throw-away database on BENCH_PG_URL's server
// (postgres://root@127.0.0.1:5432) and a throw-away redis-server, dropped/stopped after.
// Build: apps/site/.next-bench-rush (BUILD_DB_ID fixed: built once, reused while the sources are unchanged).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { siteDir } from '../../scripts/lib/env.mjs'
import { nginxBin, startNginx } from '../../scripts/lib/nginx.mjs'
import { waitForHttp } from '../../scripts/lib/proc.mjs'
import { freePort } from '../../scripts/lib/throwaway.mjs'
import { clusterEnv, startCluster, throwawayDatabase, throwawayRedis } from '../lib/cluster.mjs'
import { median } from '../lib/site.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const args = new Map()
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i]
  if (!a.startsWith('--')) continue
  const next = process.argv[i + 1]
  const [k, v] = a.includes('=')
    ? a.slice(2).split('=')
    : [a.slice(2), next === undefined || next.startsWith('--') ? 'true' : process.argv[++i]]
  args.set(k, v)
}
const NS = String(args.get('n') ?? '50,200,500')
  .split(',')
  .map(Number)
  .filter((x) => Number.isInteger(x) && x > 0 && x <= 1000)
const SECONDS = Math.min(300, Math.max(5, Number(args.get('seconds') ?? 60)))
const THINK = String(args.get('think') ?? '1000-5000')
  .split('-')
  .map(Number)
const SITES = String(args.get('sites') ?? 2)
const GATEWAYS = String(args.get('gateways') ?? 2)
const REF_SECONDS = Math.min(SECONDS, Number(args.get('ref-seconds') ?? 10))
const TIMEOUT_MS = 15_000
const HANG_MS = 10_000
const DIST = '.next-bench-rush'
const BURST = args.has('burst')
const BURST_ADDS = Math.min(1000, Math.max(1, Number(args.get('adds') ?? 100)))
const BURST_BOOKINGS = Math.min(BURST_ADDS, Math.max(1, Number(args.get('bookings') ?? 50)))
// The visitors' mix: weights of what a visitor does after each pause (run.mjs's header says what each is).
const MIX = { page: 30, tour: 15, search: 8, suggest: 10, add: 18, cart: 5, booking: 5, live: 9 }
const cores = os.availableParallelism?.() ?? os.cpus().length
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
if (!NS.length) throw new Error('--n: give visitor counts from 1 to 1000, e.g. --n 50,200,500')

// ---- everything this run starts or creates, undone in reverse order (also on Ctrl-C) ----
const undo = []
let cleaning = null
const cleanup = () =>
  (cleaning ??= (async () => {
    for (const step of undo.reverse()) await step().catch((e) => console.error(`cleanup: ${e.message}`))
  })())
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    console.error(`\n${sig}: stopping`)
    void cleanup().finally(() => process.exit(130))
  })
const drop = (fn) => undo.splice(undo.indexOf(fn), 1)

// ---- CPU accounting (from /proc, as bench/throughput/cluster.mjs) ----
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(f[11]) + Number(f[12])) / 100
  } catch {
    return 0
  }
}
function childrenOf(ppid) {
  const out = []
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === ppid) out.push(Number(d))
    } catch {
      /* gone */
    }
  }
  return out
}
/** PostgreSQL's server processes (any database): the postgres command lines. */
function postgresPids() {
  const out = []
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      if (fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim().startsWith('postgres')) out.push(Number(d))
    } catch {
      /* gone */
    }
  }
  return out
}
const machineBusy = () =>
  os.cpus().reduce((s, c) => s + (c.times.user + c.times.nice + c.times.sys + c.times.irq) / 1000, 0)

// ---- the load generator, in its own process, killed at its hard deadline ----
function runVisitors(config) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, 'visitors.mjs'), JSON.stringify(config)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const stop = async () => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'))
    undo.push(stop)
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d))
    const deadline = setTimeout(() => child.kill('SIGKILL'), (config.seconds + 45) * 1000)
    const cpuAt = () => cpuSeconds(child.pid)
    const result = { pid: child.pid, cpuAt }
    child.on('exit', (code, signal) => {
      clearTimeout(deadline)
      drop(stop)
      if (code === 0 && out.trim()) resolve({ ...JSON.parse(out), ...result })
      else resolve({ killed: signal ?? `exit code ${code}`, ...result })
    })
  })
}

// ---- the database's connections and waits, sampled every second ----
async function pgSampler(databaseUrl) {
  const { default: pg } = await import('pg')
  const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, statement_timeout: 5000 })
  await c.connect()
  const name = new URL(databaseUrl).pathname.slice(1)
  const stats = async () =>
    (
      await c.query(
        'select xact_commit::int8 as commits, xact_rollback::int8 as rollbacks, deadlocks::int8 as deadlocks from pg_stat_database where datname = $1',
        [name],
      )
    ).rows[0]
  return {
    client: c,
    stats,
    async sample() {
      const { rows } = await c.query(
        `select count(*)::int as total,
                count(*) filter (where state = 'active')::int as active,
                count(*) filter (where state like 'idle in transaction%')::int as idle_in_tx,
                count(*) filter (where wait_event_type = 'Lock')::int as lock_waits,
                count(*) filter (where state = 'active' and wait_event_type is not null and wait_event_type <> 'Client')::int as waiting,
                coalesce(extract(epoch from max(now() - xact_start)) * 1000, 0)::int as oldest_xact_ms,
                (select count(*)::int from pg_locks l join pg_stat_activity b on b.pid = l.pid where not l.granted and b.datname = $1) as ungranted
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        [name],
      )
      return rows[0]
    },
  }
}

// ---- the site's content the visitors use, read through nginx ----
async function readCatalog(base) {
  const get = async (p) => {
    const r = await fetch(`${base}${p}`, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    if (!r.ok) throw new Error(`${p}: ${r.status}`)
    return r.json()
  }
  const docs = async (col, locale) => (await get(`/api/${col}?limit=100&depth=0&locale=${locale}`)).docs
  const [toursEn, toursPt, guidesEn, guidesPt] = await Promise.all([
    docs('tours', 'en'),
    docs('tours', 'pt'),
    docs('guides', 'en'),
    docs('guides', 'pt'),
  ])
  const ptSlug = (list, id, fallback) => list.find((d) => d.id === id)?.slug ?? fallback
  const tours = []
  for (const t of toursEn) {
    const offer = await get(`/api/tour-offer/${t.slug}`)
    tours.push({
      id: offer.id,
      slug: offer.slug,
      currency: offer.currency,
      quantity: offer.quantity,
      variants: offer.variants.map((v) => ({ id: v.id })),
      paths: { en: `/tours/${t.slug}`, pt: `/pt/circuitos/${ptSlug(toursPt, t.id, t.slug)}` },
    })
  }
  const pages = {
    en: ['/', '/guides', '/tours', ...guidesEn.map((g) => `/guides/${g.slug}`)],
    pt: ['/pt', '/pt/guias', '/pt/circuitos', ...guidesEn.map((g) => `/pt/guias/${ptSlug(guidesPt, g.id, g.slug)}`)],
  }
  // Only addresses that answer 200 (a missing translation would measure the 404 page).
  for (const lang of ['en', 'pt'])
    pages[lang] = (
      await Promise.all(
        pages[lang].map(async (p) => ((await fetch(`${base}${p}`, { redirect: 'manual' })).status === 200 ? p : null)),
      )
    ).filter(Boolean)
  for (const t of tours)
    if ((await fetch(`${base}${t.paths.pt}`, { redirect: 'manual' })).status !== 200) t.paths.pt = t.paths.en
  return {
    pages,
    tours,
    search: { en: '/search', pt: '/pt/pesquisa' },
    words: {
      en: ['lisbon', 'douro', 'wine', 'azores', 'madeira', 'algarve', 'porto', 'food', 'walking', 'coast'],
      pt: ['lisboa', 'douro', 'vinho', 'açores', 'madeira', 'algarve', 'porto', 'comida', 'caminhada', 'costa'],
    },
  }
}

// ---- the reference: a static copy of the home page from its own nginx ----
async function startStaticNginx(work, html) {
  const bin = nginxBin({ say: console.log })
  fs.mkdirSync(path.join(work, 'static'), { recursive: true })
  fs.writeFileSync(path.join(work, 'static', 'index.html'), html)
  const port = await freePort()
  const conf = path.join(work, 'nginx.conf')
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  types { text/html html; }
  gzip on;
  server { listen 127.0.0.1:${port}; root ${work}/static; location / { try_files $uri /index.html =404; } }
}`,
  )
  const child = startNginx(bin, conf)
  const gone = new Promise((r) => child.once('exit', r))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await Promise.race([gone, sleep(5000)])
  }
  undo.push(stop)
  await waitForHttp(`http://127.0.0.1:${port}/index.html`, { child })
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop }
}

// ---- after a step: what the database holds against what the visitors were told ----
async function verify(db, result, octet) {
  const visitors = result.visitors ?? []
  const accepted = visitors.flatMap((v) => v.bookings.map((b) => ({ ...b, visitor: v.i })))
  const refs = accepted.map((b) => b.reference)
  const orders = (
    await db.query(
      `select o.id, o.reference, o.customer_email,
              coalesce(json_agg(json_build_array(i.product_id, i.variant_id, i.quantity::int) order by i._order) filter (where i.id is not null), '[]') as items
         from orders o left join orders_items i on i._parent_id = o.id
        where o.customer_email like $1 group by o.id`,
      [`rush-${octet}-%@example.com`],
    )
  ).rows
  const byRef = new Map()
  for (const o of orders) byRef.set(o.reference, [...(byRef.get(o.reference) ?? []), o])
  const key = ([p, v, q]) => [`${p}:${v ?? ''}`, q]
  let missing = 0
  let duplicated = 0
  let wrongItems = 0
  for (const b of accepted) {
    const found = byRef.get(b.reference) ?? []
    if (found.length === 0) missing++
    else if (found.length > 1) duplicated++
    else {
      const got = new Map(found[0].items.map(key))
      const want = new Map(b.items)
      if (got.size !== want.size || [...want].some(([k, q]) => got.get(k) !== q)) wrongItems++
    }
  }
  const acceptedRefs = new Set(refs)
  const unanswered = orders.filter((o) => !acceptedRefs.has(o.reference)).length
  const uncertain = visitors.reduce((s, v) => s + v.uncertainBookings, 0)
  // Carts: each visitor's open cart (its cookie) must hold one of the states its answers allow.
  let cartsChecked = 0
  let cartsWrong = 0
  const wrongExamples = []
  const open = visitors.filter((v) => v.cookie)
  const ids = open.map((v) => Number(v.cookie.split('=')[1].split('.')[0]))
  const rows = ids.length
    ? (
        await db.query(
          `select c.id, c.purchased_at is not null as closed,
                  coalesce(json_agg(json_build_array(i.product_id, i.variant_id, i.quantity::int)) filter (where i.id is not null), '[]') as items
             from carts c left join carts_items i on i._parent_id = c.id where c.id = any($1) group by c.id`,
          [ids],
        )
      ).rows
    : []
  const cartById = new Map(rows.map((r) => [r.id, r]))
  let cartsUnverifiable = 0
  open.forEach((v, k) => {
    const row = cartById.get(ids[k])
    if (v.cart.unverifiable) return void cartsUnverifiable++
    cartsChecked++
    const items = row && !row.closed ? row.items : []
    const lines = items.map(key)
    const got = new Map()
    for (const [k2, q] of lines) got.set(k2, (got.get(k2) ?? 0) + q)
    const ok =
      lines.length === got.size &&
      v.cart.possible.some((s) => s.length === got.size && s.every(([k2, q]) => got.get(k2) === q))
    if (!ok) {
      cartsWrong++
      if (wrongExamples.length < 3) wrongExamples.push({ visitor: v.i, db: lines, possible: v.cart.possible })
    }
  })
  const answersInconsistent = visitors.reduce((s, v) => s + v.inconsistent.length, 0)
  const answerExamples = visitors.flatMap((v) => v.inconsistent.map((x) => ({ visitor: v.i, ...x }))).slice(0, 3)
  return {
    accepted: accepted.length,
    missing,
    duplicated,
    wrongItems,
    unanswered,
    uncertain,
    cartsChecked,
    cartsWrong,
    cartsUnverifiable,
    answersInconsistent,
    examples: [...wrongExamples, ...answerExamples],
  }
}

// ---- one N ----
const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN
const ORDER = [
  'page',
  'token',
  'search',
  'suggest',
  'tour offer',
  'cart add',
  'cart get',
  'booking',
  'ws connect',
  'ws rpc',
]

/** The cluster for the next N: the running one, or a new one (the first, or after one stopped answering). */
async function clusterFor(ctx) {
  if (ctx.cluster) return ctx.cluster
  const t0 = Date.now()
  console.log(
    `starting the cluster (${SITES} sites with their feed workers, ${GATEWAYS} gateways, nginx; builds first when the sources changed)...`,
  )
  let cluster
  try {
    cluster = await startCluster(ctx.env, { timeoutMs: 20 * 60_000 })
  } catch (e) {
    // A start lost to the machine's load (a feed worker slower than the launcher's 60 s): once more.
    console.log(`   the cluster did not start (${e.message}); starting it once more`)
    console.error(
      String(e.logs ?? '')
        .split('\n')
        .filter((l) => /"level":(5|6)0|fatal|error/i.test(l))
        .slice(-5)
        .join('\n'),
    )
    cluster = await startCluster(ctx.env, { timeoutMs: 20 * 60_000 })
  }
  undo.push(cluster.stop)
  console.log(
    `   ready in ${((Date.now() - t0) / 1000).toFixed(0)} s at ${cluster.ready.url} (sites ${cluster.ready.sites.join(', ')})`,
  )
  ctx.cluster = cluster
  return cluster
}

async function step(n, index, ctx) {
  const octet = 10 + index
  console.log(`\n== N = ${n}`)
  const cluster = await clusterFor(ctx)
  const { ready } = cluster
  ctx.catalog ??= await readCatalog(ready.url)
  if (!ctx.staticRef) {
    const html = await (await fetch(`${ready.url}/`)).text()
    ctx.staticRef = await startStaticNginx(path.join(ctx.dataDir, 'static-nginx'), html)
  }
  // Warm-up: each page once (Next.js's route code, the ISR cache, nginx's micro-cache), not counted.
  for (const p of [
    ...ctx.catalog.pages.en,
    ...ctx.catalog.pages.pt,
    ...ctx.catalog.tours.flatMap((t) => Object.values(t.paths)),
  ])
    await fetch(`${ready.url}${p}`)
      .then((r) => r.arrayBuffer())
      .catch(() => {})

  const common = { n, thinkMs: THINK, timeoutMs: TIMEOUT_MS, hangMs: HANG_MS, catalog: ctx.catalog }
  // The reference: same N, same pauses, only "page" from the static nginx.
  const staticCatalog = { ...ctx.catalog, pages: { en: ['/index.html'], pt: ['/index.html'] } }
  const ref = await runVisitors({
    ...common,
    url: ctx.staticRef.url,
    seconds: REF_SECONDS,
    addressOctet: 200 + index,
    catalog: staticCatalog,
    mix: { page: 1, tour: 0, search: 0, suggest: 0, add: 0, cart: 0, booking: 0, live: 0 },
    reference: true,
  })

  const procs = {
    sites: ready.pids.sites,
    gateways: ready.pids.gateways,
    feeds: ready.pids.feeds,
    nginx: childrenOf(ready.pids.nginx),
    'postgres (whole server)': postgresPids(),
  }
  // PostgreSQL's backends come and go (the pools open more under load): the server's processes are listed
  // again at each reading, and one not there before counts from its start.
  const cpuNow = () =>
    Object.fromEntries(
      Object.entries(procs).map(([k, ps]) => [
        k,
        (k.startsWith('postgres') ? [...new Set([...ps, ...postgresPids()])] : ps).reduce(
          (s, p) => s + cpuSeconds(p),
          0,
        ),
      ]),
    )
  const sampler = await pgSampler(ctx.databaseUrl)
  const before = { cpu: cpuNow(), machine: machineBusy(), at: Date.now(), db: await sampler.stats() }
  const samples = []
  let sampling = true
  const sampleLoop = (async () => {
    while (sampling) {
      samples.push(await sampler.sample().catch(() => null))
      await sleep(1000)
    }
  })()
  const visiting = runVisitors({ ...common, url: ready.url, seconds: SECONDS, addressOctet: octet, mix: MIX })
  // The generator's own CPU, read just before it ends (its process is gone after).
  const result = await visiting
  const wall = (Date.now() - before.at) / 1000
  sampling = false
  await sampleLoop
  const cpuAfter = cpuNow()
  const machine = ((machineBusy() - before.machine) / wall) * 100
  const dbAfter = await sampler.stats()
  // Does the site still answer once the rush is over (a wedged pool would not)?
  const afterRush = await fetch(`${ready.url}/api/shop/cart`, { signal: AbortSignal.timeout(HANG_MS) })
    .then((r) => `${r.status} in time`)
    .catch((e) => `no answer in ${HANG_MS / 1000} s (${e.name})`)
  const integrity = result.killed ? null : await verify(sampler.client, result, octet)
  await sampler.client.end()
  if (!/in time/.test(afterRush)) {
    // Wedged: the next N gets a new cluster (this one's state would be measured, not the N).
    console.log(`   the site did not answer after the rush (${afterRush}): restarting the cluster for the next N`)
    await cluster.stop()
    drop(cluster.stop)
    ctx.cluster = null
  }
  const cpu = Object.fromEntries(Object.keys(procs).map((k) => [k, ((cpuAfter[k] - before.cpu[k]) / wall) * 100]))
  cpu.generator = (result.generatorCpu ?? 0) * 100
  const S = samples.filter(Boolean)
  const db = {
    samples: S.length,
    connMax: Math.max(0, ...S.map((s) => s.total)),
    connMedian: median(S.map((s) => s.total)),
    activeMax: Math.max(0, ...S.map((s) => s.active)),
    idleInTxMax: Math.max(0, ...S.map((s) => s.idle_in_tx)),
    waitingMax: Math.max(0, ...S.map((s) => s.waiting)),
    waitingMedian: median(S.map((s) => s.waiting)),
    lockWaitsMax: Math.max(0, ...S.map((s) => s.lock_waits)),
    ungrantedMax: Math.max(0, ...S.map((s) => s.ungranted)),
    oldestXactMs: Math.max(0, ...S.map((s) => s.oldest_xact_ms)),
    commits: dbAfter.commits - before.db.commits,
    rollbacks: dbAfter.rollbacks - before.db.rollbacks,
    deadlocks: dbAfter.deadlocks - before.db.deadlocks,
  }
  return { n, result, ref, db, cpu, machine, after: afterRush, integrity }
}

// ---- --burst: one burst of adds, then one of bookings ----
async function burstStep(ctx) {
  const octet = 100
  const cluster = await clusterFor(ctx)
  const { ready } = cluster
  ctx.catalog ??= await readCatalog(ready.url)
  const sampler = await pgSampler(ctx.databaseUrl)
  const before = await sampler.stats()
  const samples = []
  let sampling = true
  const sampleLoop = (async () => {
    while (sampling) {
      samples.push(await sampler.sample().catch(() => null))
      await sleep(1000)
    }
  })()
  const result = await runVisitors({
    n: BURST_ADDS,
    seconds: 120,
    url: ready.url,
    addressOctet: octet,
    catalog: ctx.catalog,
    timeoutMs: TIMEOUT_MS,
    hangMs: HANG_MS,
    burst: { adds: BURST_ADDS, bookings: BURST_BOOKINGS },
  })
  sampling = false
  await sampleLoop
  // A few seconds after: a transaction left open by an answered (or abandoned) request would show here.
  await sleep(3000)
  const settled = await sampler.sample()
  const after = await sampler.stats()
  // Right after: the site answers normally.
  const check = async (p) => {
    const t0 = performance.now()
    const status = await fetch(`${ready.url}${p}`, { signal: AbortSignal.timeout(HANG_MS), redirect: 'manual' })
      .then(async (r) => (await r.arrayBuffer(), r.status))
      .catch((e) => `no answer (${e.name})`)
    return { path: p, status, ms: Math.round(performance.now() - t0) }
  }
  const afterChecks = []
  for (const p of ['/tours', '/api/globals/site-settings', '/search?q=lisbon']) afterChecks.push(await check(p))
  const integrity = result.killed ? null : await verify(sampler.client, result, octet)
  await sampler.client.end()
  const S = samples.filter(Boolean)
  return {
    result,
    integrity,
    settled,
    afterChecks,
    db: {
      connMax: Math.max(0, ...S.map((x) => x.total)),
      idleInTxMax: Math.max(0, ...S.map((x) => x.idle_in_tx)),
      lockWaitsMax: Math.max(0, ...S.map((x) => x.lock_waits)),
      oldestXactMs: Math.max(0, ...S.map((x) => x.oldest_xact_ms)),
      rollbacks: after.rollbacks - before.rollbacks,
      deadlocks: after.deadlocks - before.deadlocks,
    },
  }
}

function burstReport(r) {
  const out = []
  const say = (s = '') => out.push(s)
  const checks = []
  const expect = (label, got, want, ok) => {
    checks.push(ok)
    say(`   ${ok ? 'ok  ' : 'FAIL'} ${label.padEnd(44)} ${String(got).padEnd(28)} expected ${want}`)
  }
  say(
    `\n-- burst: ${BURST_ADDS} simultaneous add-to-cart, then ${BURST_BOOKINGS} simultaneous bookings, through nginx (${SITES} sites) --`,
  )
  if (r.result.killed) {
    say(`   the load generator did not finish: killed (${r.result.killed})`)
    return { text: out.join('\n'), pass: false }
  }
  const b = r.result.burst ?? {}
  say(
    `   visitors with a form token ${b.withToken}/${BURST_ADDS}; bookers with an item in their cart ${b.bookers}/${BURST_BOOKINGS}`,
  )
  for (const name of ['page', 'token', 'cart add', 'cart get', 'booking']) {
    const s = r.result.steps[name]
    if (!s) continue
    const ms = [...s.ms].sort((a, c) => a - c)
    const hist = Object.entries(s.status)
      .map(([c, k]) => `${c}×${k}`)
      .join(' ')
    const errs = Object.entries(s.errors)
      .map(([e, k]) => `${e}×${k}`)
      .join(' ')
    say(
      `   ${name.padEnd(9)} ${String(ms.length + Object.values(s.errors).reduce((a, c) => a + c, 0)).padStart(4)} requests, min ${f0(ms[0])} ms, p50 ${f0(pct(ms, 50))} ms, p99 ${f0(pct(ms, 99))} ms, max ${f0(ms.at(-1))} ms; statuses ${hist || '-'}${errs ? `; no answer: ${errs}` : ''}${b.ms?.[name] !== undefined ? `; whole burst ${b.ms[name]} ms` : ''}`,
    )
  }
  const burstSteps = ['cart add', 'booking'].map(
    (k) => r.result.steps[k] ?? { ms: [], status: {}, errors: {}, hangs: 0 },
  )
  const [adds, books] = burstSteps
  const count = (s, f) => Object.entries(s.status).reduce((t, [c, k]) => t + (f(Number(c)) ? k : 0), 0)
  const sent = (s) => s.ms.length + Object.values(s.errors).reduce((a, c) => a + c, 0)
  const noAnswer = burstSteps.reduce((t, s) => t + Object.values(s.errors).reduce((a, c) => a + c, 0), 0)
  const s429 = burstSteps.reduce((t, s) => t + count(s, (c) => c === 429), 0)
  const s503 = burstSteps.reduce((t, s) => t + count(s, (c) => c === 503), 0)
  const other = burstSteps.reduce((t, s) => t + count(s, (c) => !(c >= 200 && c < 300) && c !== 429 && c !== 503), 0)
  const everyStep = Object.values(r.result.steps)
  const hangs = everyStep.reduce((t, s) => t + s.hangs, 0)
  const maxMs = Math.max(0, ...everyStep.flatMap((s) => s.ms))
  const un = r.result.unavailable ?? { withRetryAfter: 0, withoutRetryAfter: 0 }
  expect('add-to-cart requests sent at once', sent(adds), BURST_ADDS, sent(adds) === BURST_ADDS)
  expect('booking requests sent at once', sent(books), BURST_BOOKINGS, sent(books) === BURST_BOOKINGS)
  expect(
    'add-to-cart answered 200',
    count(adds, (c) => c === 200),
    `${BURST_ADDS} (429/503 allowed, shown)`,
    true,
  )
  expect(
    'bookings answered 201',
    count(books, (c) => c === 201),
    `${BURST_BOOKINGS} (429/503 allowed, shown)`,
    true,
  )
  expect('requests without an answer (timeout, reset)', noAnswer, 0, noAnswer === 0)
  expect('answers other than 2xx, 429, 503', other, 0, other === 0)
  expect('429 / 503 answers (answered, shown)', `${s429} / ${s503}`, 'any', true)
  expect(
    '503 without Retry-After (any request)',
    un.withoutRetryAfter,
    `0 (with Retry-After: ${un.withRetryAfter})`,
    un.withoutRetryAfter === 0,
  )
  expect('requests over 10 s (slowest, ms)', `${hangs} (${f0(maxMs)})`, 0, hangs === 0)
  expect("'idle in transaction' 3 s after", r.settled.idle_in_tx, 0, r.settled.idle_in_tx === 0)
  say(
    `        (during the burst: connections max ${r.db.connMax}, idle in transaction max ${r.db.idleInTxMax}, on a lock max ${r.db.lockWaitsMax}, oldest transaction ${(r.db.oldestXactMs / 1000).toFixed(1)} s, ${r.db.rollbacks} rollbacks, ${r.db.deadlocks} deadlocks; 3 s after: ${r.settled.total} connections, ${r.settled.active} active)`,
  )
  const g = r.integrity
  expect('201 bookings not stored', g.missing, 0, g.missing === 0)
  expect('201 bookings stored twice', g.duplicated, 0, g.duplicated === 0)
  expect('201 bookings with other items than the cart', g.wrongItems, 0, g.wrongItems === 0)
  expect(
    'bookings stored without a 201 (no answer/5xx)',
    `${g.unanswered} (${g.uncertain})`,
    `at most ${g.uncertain}`,
    g.unanswered <= g.uncertain,
  )
  expect('open carts not what the answers said', `${g.cartsWrong} of ${g.cartsChecked}`, 0, g.cartsWrong === 0)
  expect('answers contradicting earlier ones', g.answersInconsistent, 0, g.answersInconsistent === 0)
  for (const e of g.examples) say(`     e.g. ${JSON.stringify(e).slice(0, 400)}`)
  for (const c of r.afterChecks)
    expect(`right after: GET ${c.path}`, `${c.status} in ${c.ms} ms`, '200 within 10 s', c.status === 200)
  const pass = checks.every(Boolean)
  say(`   ${pass ? 'PASS' : 'FAIL'}`)
  return { text: out.join('\n'), pass }
}

// ---- report ----
function summarize(steps) {
  const rows = []
  let all = { n: 0, s5: 0, s4: 0, s429: 0, err: 0, hangs: 0, ms: [] }
  for (const name of [...ORDER, ...Object.keys(steps).filter((k) => !ORDER.includes(k))]) {
    const s = steps[name]
    if (!s) continue
    const ms = [...s.ms].sort((a, b) => a - b)
    const by = (f) => Object.entries(s.status).reduce((t, [c, k]) => t + (f(Number(c), c) ? k : 0), 0)
    const r = {
      name,
      count: ms.length + Object.values(s.errors).reduce((a, b) => a + b, 0),
      p50: pct(ms, 50),
      p99: pct(ms, 99),
      max: ms.at(-1) ?? NaN,
      ok: by((c, raw) => raw === 'ok' || (c >= 200 && c < 400)),
      s4: by((c) => c >= 400 && c < 500 && c !== 429),
      s429: by((c) => c === 429),
      s5: by((c) => c >= 500),
      statuses: Object.entries(s.status)
        .filter(([c]) => c !== 'ok' && !(Number(c) < 400))
        .map(([c, k]) => `${c}×${k}`)
        .join(' '),
      errors: Object.entries(s.errors)
        .map(([e, k]) => `${e}×${k}`)
        .join(' '),
      errCount: Object.values(s.errors).reduce((a, b) => a + b, 0),
      // the gateway's "internal error" (code 100: the site's RPC endpoint failed behind it) counts as a 5xx
      rpcInternal: Object.entries(s.errors).reduce((t, [e, k]) => t + (/^rpc 100\b/.test(e) ? k : 0), 0),
      hangs: s.hangs,
    }
    rows.push(r)
    all.n += r.count
    all.s5 += r.s5 + r.rpcInternal
    all.s4 += r.s4
    all.s429 += r.s429
    all.err += r.errCount
    all.hangs += r.hangs
  }
  return { rows, all }
}

const f0 = (x) => (Number.isFinite(x) ? x.toFixed(0) : '-')
function report(r) {
  const out = []
  const say = (s = '') => out.push(s)
  say(`\n-- N = ${r.n} visitors, ${SECONDS} s, pauses ${THINK[0] / 1000}-${THINK[1] / 1000} s --`)
  if (r.result.killed) {
    say(`   the load generator did not finish: killed (${r.result.killed}) at its hard deadline`)
    return { text: out.join('\n'), pass: false }
  }
  const { rows, all } = summarize(r.result.steps)
  say(
    `   ${'step'.padEnd(11)} ${'count'.padStart(6)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(6)}  2xx/3xx    4xx   429   5xx  err  >10s  details`,
  )
  for (const x of rows)
    say(
      `   ${x.name.padEnd(11)} ${String(x.count).padStart(6)} ${f0(x.p50).padStart(6)} ${f0(x.p99).padStart(6)} ${f0(x.max).padStart(6)}  ${String(x.ok).padStart(7)} ${String(x.s4).padStart(6)} ${String(x.s429).padStart(5)} ${String(x.s5).padStart(5)} ${String(x.errCount).padStart(4)} ${String(x.hangs).padStart(5)}  ${[x.statuses, x.errors].filter(Boolean).join(' ')}`,
    )
  const rate = all.n / r.result.wall
  say(
    `   all: ${all.n} requests and RPCs (${rate.toFixed(0)}/s), 5xx (with RPC internal errors) ${all.s5}, 429 ${all.s429}, other 4xx ${all.s4}, errors ${all.err}, over 10 s ${all.hangs}; live publications received ${r.result.publications}, WebSocket drops ${r.result.ws.disconnects}`,
  )
  const refRows = r.ref.killed ? [] : summarize(r.ref.steps).rows
  const refPage = refRows.find((x) => x.name === 'page')
  const page = rows.find((x) => x.name === 'page')
  if (refPage && page)
    say(
      `   reference (same run, same N and pauses, ${REF_SECONDS} s): static copy of the home page from nginx p50 ${refPage.p50.toFixed(1)} ms, p99 ${refPage.p99.toFixed(1)} ms; pages here p50 ${f0(page.p50)} ms = ${(page.p50 / refPage.p50).toFixed(0)}x, p99 ${f0(page.p99)} ms = ${(page.p99 / refPage.p99).toFixed(0)}x`,
    )
  const d = r.db
  say(
    `   database: connections max ${d.connMax} (median ${d.connMedian}), active max ${d.activeMax}, idle in transaction max ${d.idleInTxMax}, waiting (not on the client) max ${d.waitingMax} (median ${d.waitingMedian}), on a lock max ${d.lockWaitsMax}, ungranted locks max ${d.ungrantedMax}, oldest transaction ${(d.oldestXactMs / 1000).toFixed(1)} s; ${d.commits} commits, ${d.rollbacks} rollbacks, ${d.deadlocks} deadlocks`,
  )
  say(
    `   CPU (% of one core; ${cores} cores = ${cores * 100}%): ${Object.entries(r.cpu)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ')}, whole machine ${r.machine.toFixed(0)}`,
  )
  say(`   after the rush, GET /api/shop/cart through nginx: ${r.after}`)
  const g = r.integrity
  say(
    `   bookings: ${g.accepted} accepted (201): ${g.missing} not stored, ${g.duplicated} stored twice, ${g.wrongItems} with other items than the cart; ${g.unanswered} stored without a 201 (${g.uncertain} got no answer or a 5xx)`,
  )
  say(
    `   carts: ${g.cartsChecked} open carts checked in the database, ${g.cartsWrong} not what the answers said (${g.cartsUnverifiable} not checked: a booking request without an answer may have closed them); answers contradicting earlier ones: ${g.answersInconsistent}`,
  )
  for (const e of g.examples) say(`     e.g. ${JSON.stringify(e).slice(0, 400)}`)
  const lost = g.missing + g.duplicated + g.wrongItems + g.cartsWrong + g.answersInconsistent
  const pass = all.s5 === 0 && all.hangs === 0 && lost === 0 && !/no answer/.test(r.after)
  say(
    `   ${pass ? 'PASS' : 'FAIL'}: 5xx and RPC internal errors ${all.s5}, over 10 s ${all.hangs}, lost or inconsistent ${lost}`,
  )
  return { text: out.join('\n'), pass, all, rows, page, refPage, lost }
}

// ---- main ----
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rush-'))
undo.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
undo.push(async () => {
  for (let i = 1; i <= Number(SITES); i++)
    fs.rmSync(path.join(siteDir, `${DIST}-site${i}`), { recursive: true, force: true })
})
const reports = []
const t0 = Date.now()
// What is measured: the commit, and whether the work tree's site sources differ from it (they are built as they are).
const git = (...a) => spawnSync('git', a, { cwd: path.join(here, '../..'), encoding: 'utf8' }).stdout.trimEnd()
const dirty = git('status', '--short', '--', 'apps/site/src', 'packages/live-widget/src').split('\n').filter(Boolean)
console.log(
  `bench/rush on ${git('log', '-1', '--format=%h %s')}${
    dirty.length
      ? ` + ${dirty.length} uncommitted change(s) in the site's sources (${dirty
          .slice(0, 4)
          .map((l) => l.slice(3))
          .join(', ')}${dirty.length > 4 ? ', ...' : ''})`
      : ''
  }`,
)
if (BURST) console.log(`--burst: ${BURST_ADDS} add-to-cart at once, then ${BURST_BOOKINGS} bookings at once`)
else console.log(`N = ${NS.join(', ')}, ${SECONDS} s each, pauses ${THINK.join('-')} ms, mix ${JSON.stringify(MIX)}`)
try {
  let redisUrl = process.env.REDIS_URL?.trim()
  if (!redisUrl) {
    const redis = await throwawayRedis()
    undo.push(redis.stop)
    redisUrl = redis.url
  }
  let databaseUrl = process.env.DATABASE_URL?.trim()
  if (!databaseUrl) {
    const db = await throwawayDatabase('bench_rush')
    undo.push(db.drop)
    databaseUrl = db.url
  }
  const env = clusterEnv({
    databaseUrl,
    redisUrl,
    dataDir,
    distDir: DIST,
    buildDbId: 'bench-rush-demo-seed',
    extra: { CLUSTER_SITES: SITES, CLUSTER_GATEWAYS: GATEWAYS },
  })
  const ctx = { env, dataDir, databaseUrl }
  if (BURST) {
    const rep = burstReport(await burstStep(ctx))
    console.log(rep.text)
    if (!rep.pass) process.exitCode = 1
  }
  for (const [i, n] of BURST ? [] : NS.entries()) {
    const r = await step(n, i, ctx)
    const rep = report(r)
    console.log(rep.text)
    reports.push({ n, ...rep })
  }
} catch (e) {
  console.error(`bench/rush: ${e.message}`)
  if (e.logs) console.error(e.logs.split('\n').slice(-40).join('\n'))
  process.exitCode = 1
} finally {
  await cleanup()
}

if (reports.length) {
  const passed = reports.filter((r) => r.pass).map((r) => r.n)
  const largest = reports.every((r, i) => r.pass || reports.slice(i).every((x) => !x.pass))
  console.log(
    `\nbench/rush — ${SECONDS} s per N, ${SITES} site instances + ${GATEWAYS} gateway nodes + nginx + PostgreSQL + Redis on ${cores} cores, run ${((Date.now() - t0) / 60000).toFixed(1)} min`,
  )
  console.log(
    `   ${'N'.padStart(4)}  ${'req/s'.padStart(6)}  page p50/p99 ms   ref p50/p99 ms  5xx*   429  err  >10s  lost  verdict`,
  )
  for (const r of reports)
    console.log(
      `   ${String(r.n).padStart(4)}  ${r.all ? (r.all.n / SECONDS).toFixed(0).padStart(6) : '     -'}  ${r.page ? `${f0(r.page.p50)}/${f0(r.page.p99)}`.padStart(15) : '              -'}  ${r.refPage ? `${r.refPage.p50.toFixed(1)}/${r.refPage.p99.toFixed(1)}`.padStart(15) : '              -'}  ${r.all ? `${String(r.all.s5).padStart(4)}  ${String(r.all.s429).padStart(4)} ${String(r.all.err).padStart(4)}  ${String(r.all.hangs).padStart(4)}` : '   -     -    -     -'}  ${r.lost !== undefined ? String(r.lost).padStart(4) : '   -'}  ${r.pass ? 'PASS' : 'FAIL'}`,
    )
  console.log(
    `   5xx*: 5xx answers and the gateway's RPC internal errors (code 100)\n   largest N with no 5xx, no request over 10 s and nothing lost: ${passed.length ? Math.max(...passed) : 'none of those measured'}${largest ? '' : ' (not monotonic: a smaller N failed)'}`,
  )
}
process.exit(process.exitCode ?? 0)
