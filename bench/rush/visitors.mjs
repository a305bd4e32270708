// bench/rush's load generator, run by run.mjs in its own process (so the bench's clock and its hard deadline
// never share an event loop with N visitors): N simulated visitors for SECONDS, each from its own loopback
// address (127.A.B.C, so that the site's per-address limits count each visitor as its own, as they would
// for real visitors behind nginx), each with its own keep-alive connections, cookie (guest_cart), form token
// and live-widget connection (the `centrifuge` client over `ws`, through nginx). Only 127.0.0.1 is contacted.
//
// Input: one JSON argument (see run.mjs). Output: one JSON object on stdout when every visitor has stopped:
// per step the latencies (ms) and statuses, the errors, and per visitor its cart model and accepted bookings
// for run.mjs to check against the database.
import http from 'node:http'
import zlib from 'node:zlib'
import { Centrifuge } from 'centrifuge'
import WebSocket from 'ws'

const cfg = JSON.parse(process.argv[2])
const {
  url, // http://127.0.0.1:PORT (nginx)
  n,
  seconds,
  addressOctet, // 127.<addressOctet>.x.y for this run's visitors
  catalog, // { pages: {en: [...], pt: [...]}, search: {en, pt}, words: {en, pt}, tours: [offer...], periods }
  thinkMs = [1000, 5000],
  timeoutMs = 15_000,
  hangMs = 10_000,
  mix,
  burst, // { adds, bookings }: instead of SECONDS of visits, one simultaneous burst of each (run.mjs --burst)
} = cfg
const origin = url
const wsUrl = `${url.replace(/^http/, 'ws')}/connection/websocket`
const started = Date.now()
const endAt = started + seconds * 1000

// ---- measurements --------------------------------------------------------------------------------------
const steps = {} // name -> { ms: [], status: {code: count}, errors: {kind: count}, hangs }
const step = (name) => (steps[name] ??= { ms: [], status: {}, errors: {}, hangs: 0 })
const record = (name, ms, status, error) => {
  const s = step(name)
  if (error) s.errors[error] = (s.errors[error] ?? 0) + 1
  else {
    s.ms.push(Math.round(ms * 10) / 10)
    s.status[status] = (s.status[status] ?? 0) + 1
  }
  if (ms > hangMs) s.hangs++
}
let publications = 0
const unavailable = { withRetryAfter: 0, withoutRetryAfter: 0 } // 503 answers, by whether they say when to retry
const wsEvents = { disconnects: 0, connectErrors: 0 }

// Seeded pseudo-random numbers, so two runs make the same choices (mulberry32).
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

// ---- one HTTP request --------------------------------------------------------------------------------------
/** Resolves { status, body, headers, ms } or { error, ms }; never rejects, never waits past timeoutMs. */
function request(agent, method, path, { headers = {}, body } = {}) {
  const t0 = performance.now()
  return new Promise((resolve) => {
    let done = false
    const finish = (r) => {
      if (done) return
      done = true
      clearTimeout(timer)
      resolve({ ...r, ms: performance.now() - t0 })
    }
    const data = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    const req = http.request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          'Accept-Encoding': 'gzip',
          'User-Agent': 'bench-rush',
          ...(data !== undefined
            ? { 'Content-Type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json' }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => finish({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', () => finish({ error: 'reset' }))
      },
    )
    const timer = setTimeout(() => {
      req.destroy()
      finish({ error: 'timeout' })
    }, timeoutMs)
    req.on('error', (e) =>
      finish({
        error: e.code === 'ECONNREFUSED' ? 'refused' : e.code === 'ECONNRESET' ? 'reset' : (e.code ?? 'error'),
      }),
    )
    if (data !== undefined) req.write(data)
    req.end()
  })
}
/** The answer's JSON (gunzipped when it came compressed: every request says it accepts gzip, as browsers do). */
const jsonOf = (r) => {
  try {
    const raw = r.headers?.['content-encoding'] === 'gzip' ? zlib.gunzipSync(r.body) : r.body
    return JSON.parse(raw.toString('utf8'))
  } catch {
    return null
  }
}

// ---- a visitor ---------------------------------------------------------------------------------------------
const keyOf = (product, variant) => `${product}:${variant ?? ''}`

class Visitor {
  constructor(i) {
    this.i = i
    this.address = `127.${addressOctet}.${Math.floor(i / 250)}.${(i % 250) + 1}`
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: this.address })
    this.random = rng(addressOctet * 100_000 + i + 1)
    this.lang = this.random() < 0.6 ? 'en' : 'pt'
    this.cookie = null // guest_cart=<id>.<secret>
    this.token = null
    // The cart as the visitor's answers say it must be (see possibleCarts), and as the last answer showed it.
    this.cart = { currency: null, certain: new Map(), uncertain: [], unverifiable: false, seen: new Map() }
    this.bookings = [] // { reference, items: [[key, qty]...] }
    this.uncertainBookings = 0
    this.inconsistent = [] // observations that matched no possible state
    this.live = null
    this.matches = []
  }
  pick(xs) {
    return xs[Math.floor(this.random() * xs.length)]
  }
  headers(extra = {}) {
    return { ...(this.cookie ? { Cookie: this.cookie } : {}), ...extra }
  }
  takeCookie(res) {
    for (const c of [res.headers?.['set-cookie'] ?? []].flat()) {
      const m = c.match(/^guest_cart=([^;]*)/)
      if (!m) continue
      const maxAge = c.match(/Max-Age=(\d+)/i)
      this.cookie = !m[1] || maxAge?.[1] === '0' ? null : `guest_cart=${m[1]}`
    }
  }
  async http(name, method, path, opts) {
    const r = await request(this.agent, method, path, { ...opts, headers: this.headers(opts?.headers) })
    record(name, r.ms, r.status, r.error)
    if (r.status === 503) unavailable[r.headers?.['retry-after'] ? 'withRetryAfter' : 'withoutRetryAfter']++
    if (!r.error) this.takeCookie(r)
    return r
  }

  // A page as the browser loads it: the HTML, then the page's one form-token request (SPEC 7).
  async page(name, path) {
    const r = await this.http(name, 'GET', path)
    if (r.status === 200 && Date.now() < endAt) {
      const t = await this.http('token', 'POST', '/api/ajax', { body: 'action=eael_get_token' })
      const nonce = t.status === 200 ? jsonOf(t)?.data?.nonce : null
      if (nonce) this.token = nonce
    }
    return r
  }

  // The live widget: one connection for the visit (through nginx), the match list, the live channel.
  async openLive() {
    const address = this.address
    class VisitorSocket extends WebSocket {
      constructor(u, protocols) {
        super(u, protocols, { headers: { Origin: origin }, localAddress: address })
      }
    }
    const client = new Centrifuge(wsUrl, {
      websocket: VisitorSocket,
      timeout: timeoutMs,
      minReconnectDelay: 500,
      maxReconnectDelay: 20_000,
    })
    this.live = client
    let connectedOnce = false
    client.on('disconnected', () => void (connectedOnce && !this.leaving && wsEvents.disconnects++))
    client.on('error', () => void wsEvents.connectErrors++)
    const sub = client.newSubscription('sport:football')
    sub.on('publication', () => void publications++)
    const t0 = performance.now()
    client.connect()
    sub.subscribe()
    try {
      await client.ready(timeoutMs)
      connectedOnce = true
      record('ws connect', performance.now() - t0, 'ok')
    } catch {
      record('ws connect', performance.now() - t0, null, 'timeout')
      return
    }
    // As the widget does: live, then today, then tomorrow, until a period has matches.
    for (const period of ['live', 'today', 'tomorrow']) {
      const list = await this.rpc('sport:football', { lang: this.lang, period })
      if (Array.isArray(list) && list.length) {
        this.matches = list.map((m) => m.slug)
        break
      }
      if (list === undefined) break
    }
  }
  async rpc(method, data) {
    if (!this.live || this.live.state !== 'connected') return undefined
    const t0 = performance.now()
    try {
      const res = await this.live.rpc(method, data)
      record('ws rpc', performance.now() - t0, 'ok')
      return res.data
    } catch (e) {
      const code = e?.code
      record(
        'ws rpc',
        performance.now() - t0,
        null,
        code === 111 ? 'rpc 111 (rate limit)' : code ? `rpc ${code}` : 'rpc timeout',
      )
      return undefined
    }
  }

  // ---- the cart: a model of what it must hold ----
  // certain: the adds answered 200 since the last booking answered 201. uncertain: the adds that got no
  // answer (a timeout, a reset) or a 5xx since then: each may have happened or not, and may even land after
  // a later answer, so they stay uncertain until the next accepted booking. After a booking without an
  // answer the cart cannot be checked (it may or may not have been closed) until the next accepted one.
  possibleCarts() {
    let states = [new Map(this.cart.certain)]
    for (const op of this.cart.uncertain.slice(-10)) {
      const next = []
      for (const st of states) {
        next.push(st)
        const t = new Map(st)
        t.set(op.key, (t.get(op.key) ?? 0) + op.qty)
        next.push(t)
      }
      states = next
    }
    return states
  }
  /** An answer's cart (200 from add or GET): must be one of the possible states. */
  observe(view, label) {
    const got = new Map()
    for (const it of view?.items ?? []) {
      const k = keyOf(it.tour?.id, it.variant?.id ?? null)
      got.set(k, (got.get(k) ?? 0) + it.quantity)
    }
    const same = (x, y) => x.size === y.size && [...x].every(([k, v]) => y.get(k) === v)
    const duplicateLines = (view?.items ?? []).length !== got.size
    if (!this.cart.unverifiable && (duplicateLines || !this.possibleCarts().some((st) => same(st, got))))
      this.inconsistent.push({
        at: label,
        expected: this.possibleCarts().map((st) => Object.fromEntries(st)),
        got: (view?.items ?? []).map((it) => [keyOf(it.tour?.id, it.variant?.id ?? null), it.quantity]),
      })
    this.cart.seen = got
    if (view?.currency) this.cart.currency = got.size ? view.currency : null
  }
  async addToCart() {
    if (!this.token) return this.page('page', this.pick(catalog.pages[this.lang]))
    // A tour (its page and its booking box's offer first), a variant, a quantity the rules allow.
    const offers = catalog.tours.filter((t) => !this.cart.currency || t.currency === this.cart.currency)
    const offer = this.pick(offers.length ? offers : catalog.tours)
    const variant = offer.variants.length ? this.pick(offer.variants).id : null
    const key = keyOf(offer.id, variant)
    const have = this.cart.seen.get(key) ?? 0
    const { min, max, step: st } = offer.quantity
    const room = max - have
    if (room < min) return this.viewCart()
    const steps = Math.floor((Math.min(room, min + 2 * st) - min) / st)
    const qty = min + st * Math.floor(this.random() * (steps + 1))
    const r = await this.http('cart add', 'POST', `/api/shop/cart/items?locale=${this.lang}`, {
      headers: { 'X-Form-Token': this.token },
      body: { product: offer.id, variant, quantity: qty },
    })
    if (r.status === 200) {
      this.cart.certain.set(key, (this.cart.certain.get(key) ?? 0) + qty)
      this.observe(jsonOf(r), 'cart add')
    } else if (r.error || r.status >= 500) this.cart.uncertain.push({ key, qty })
    else if (r.status === 403) this.token = jsonOf(r)?.errors?.[0]?.data?.nonce ?? null
  }
  async viewCart() {
    const r = await this.http('cart get', 'GET', `/api/shop/cart?locale=${this.lang}`)
    if (r.status === 200) this.observe(jsonOf(r), 'cart get')
    return r
  }
  async book() {
    if (!this.token || this.cart.seen.size === 0) return this.addToCart()
    // The cart page first (as a visitor sees it), then the booking request with one name per traveller.
    const r0 = await this.viewCart()
    if (r0.status !== 200 || this.cart.seen.size === 0) return
    return this.sendBooking()
  }
  /** The booking request itself, for the cart as last seen. */
  async sendBooking() {
    const group = Math.max(...this.cart.seen.values())
    const r = await this.http('booking', 'POST', `/api/shop/booking?locale=${this.lang}`, {
      headers: { 'X-Form-Token': this.token },
      body: {
        contact: {
          name: `Visitor ${this.i}`,
          email: `rush-${addressOctet}-${this.i}@example.com`,
          phone: '+351 210 000 000',
        },
        travellers: Array.from({ length: group }, (_, k) => ({ name: `Traveller ${k + 1}` })),
      },
    })
    if (r.status === 201) {
      const reference = jsonOf(r)?.reference
      this.bookings.push({ reference, items: [...this.cart.seen] })
      this.cart = { currency: null, certain: new Map(), uncertain: [], unverifiable: false, seen: new Map() }
    } else if (r.error || r.status >= 500) {
      this.uncertainBookings++
      this.cart.unverifiable = true
    } else if (r.status === 403) this.token = jsonOf(r)?.errors?.[0]?.data?.nonce ?? null
  }

  async search() {
    const word = this.pick(catalog.words[this.lang])
    await this.page('search', `${catalog.search[this.lang]}?q=${encodeURIComponent(word)}`)
  }
  async suggest() {
    // Typing a word: a request after each pause (the box waits 150 ms), the last one for the whole word.
    const word = this.pick(catalog.words[this.lang])
    for (const len of [Math.min(3, word.length), word.length]) {
      if (Date.now() >= endAt) return
      await this.http(
        'suggest',
        'GET',
        `/api/search/suggest?q=${encodeURIComponent(word.slice(0, len))}&locale=${this.lang}`,
      )
      await sleep(200)
    }
  }
  async tourPage() {
    const offer = this.pick(catalog.tours)
    await this.page('page', offer.paths[this.lang])
    if (Date.now() < endAt) await this.http('tour offer', 'GET', `/api/tour-offer/${offer.slug}?locale=${this.lang}`)
  }
  async liveDetail() {
    if (this.matches.length) await this.rpc('sport:footballDetail', { slug: this.pick(this.matches) })
    else await this.rpc('sport:football', { lang: this.lang, period: 'today' })
  }

  async run() {
    // Visitors arrive over the first 10% of the window (not all in the same millisecond).
    await sleep(this.random() * seconds * 100)
    if (Date.now() >= endAt) return
    await this.page('page', this.lang === 'pt' ? '/pt' : '/')
    if (Date.now() < endAt) await this.openLive()
    const actions = [
      ['page', () => this.page('page', this.pick(catalog.pages[this.lang]))],
      ['tour', () => this.tourPage()],
      ['search', () => this.search()],
      ['suggest', () => this.suggest()],
      ['add', () => this.addToCart()],
      ['cart', () => this.viewCart()],
      ['booking', () => this.book()],
      ['live', () => this.liveDetail()],
    ]
    const total = actions.reduce((s, [k]) => s + mix[k], 0)
    while (Date.now() < endAt) {
      await sleep(thinkMs[0] + this.random() * (thinkMs[1] - thinkMs[0]))
      if (Date.now() >= endAt) break
      let x = this.random() * total
      const [, act] = actions.find(([k]) => (x -= mix[k]) < 0) ?? actions[0]
      await act()
    }
  }
  close() {
    this.leaving = true
    this.live?.disconnect()
    this.agent.destroy()
  }
}

// ---- the burst (run.mjs --burst) ----------------------------------------------------------------------------
// Each visitor first loads a page and its form token (a few at a time: that is not the burst), then all
// `burst.adds` visitors send their add-to-cart in the same tick; then the first `burst.bookings` of those
// whose cart holds an item look at their cart (again a few at a time) and send their booking request in
// the same tick. `burstTimes` says how long each burst took, first request sent to last answer.
const burstTimes = {}
async function inBatches(list, size, fn) {
  for (let i = 0; i < list.length; i += size) await Promise.all(list.slice(i, i + size).map(fn))
}
async function runBurst(visitors) {
  await inBatches(visitors, 10, async (v) => {
    for (let k = 0; k < 3 && !v.token; k++) await v.page('page', v.pick(catalog.pages[v.lang]))
  })
  const timed = async (name, list, fn) => {
    const t0 = performance.now()
    await Promise.all(list.map(fn))
    burstTimes[name] = Math.round(performance.now() - t0)
  }
  await timed('cart add', visitors, (v) => (v.token ? v.addToCart() : undefined))
  const bookers = visitors.filter((v) => v.token && v.cart.seen.size > 0).slice(0, burst.bookings)
  await inBatches(bookers, 10, (v) => v.viewCart())
  await timed(
    'booking',
    bookers.filter((v) => v.cart.seen.size > 0),
    (v) => v.sendBooking(),
  )
  return { withToken: visitors.filter((v) => v.token).length, bookers: bookers.length }
}

// ---- the run -----------------------------------------------------------------------------------------------
const visitors = Array.from({ length: n }, (_, i) => new Visitor(i))
const cpu0 = process.cpuUsage()
let burstInfo = null
if (burst) burstInfo = await runBurst(visitors).catch((e) => record('visitor', 0, null, `crash: ${e.message}`))
else await Promise.all(visitors.map((v) => v.run().catch((e) => record('visitor', 0, null, `crash: ${e.message}`))))
const wall = (Date.now() - started) / 1000
const cpu = process.cpuUsage(cpu0)
for (const v of visitors) v.close()

process.stdout.write(
  JSON.stringify({
    wall,
    generatorCpu: (cpu.user + cpu.system) / 1e6 / wall, // share of one core
    steps,
    publications,
    ws: wsEvents,
    unavailable,
    burst: burstInfo && { ...burstInfo, ms: burstTimes },
    visitors: visitors.map((v) => ({
      i: v.i,
      address: v.address,
      cookie: v.cookie,
      cart: {
        unverifiable: v.cart.unverifiable,
        possible: v.possibleCarts().map((s) => [...s]),
        open: !!v.cookie,
      },
      bookings: v.bookings,
      uncertainBookings: v.uncertainBookings,
      inconsistent: v.inconsistent,
    })),
  }) + '\n',
  () => process.exit(0),
)
