/**
 * bench/search's measuring process (run by run.mjs, one per database): migrates and seeds a
 * throw-away database, times 200 typical queries through the search module's `search()` (what the
 * /search page and GET /api/search/suggest call: the index's query, ranking, and the highlighted
 * excerpts), then adds 10,000 generated guides to the index and times the same queries again.
 * Prints one JSON line per figure set: BENCH_SEARCH {...}.
 */
import os from 'node:os'
import { getPayload } from 'payload'
import config from '../../apps/site/src/payload.config.ts'
import { migrations as pgMigrations } from '../../apps/site/src/migrations/postgres/index.ts'
import { migrations as sqliteMigrations } from '../../apps/site/src/migrations/sqlite/index.ts'
import { dialect } from '../../apps/site/src/lib/db.ts'
import { seed } from '../../apps/site/src/seed/index.ts'
import { search, searchBackend } from '../../apps/site/src/search/index.ts'

const GENERATED = Number(process.env.GENERATED || 10_000)
const QUERIES = 200

// What visitors type: places (with and without accents), themes, two or three words, a prefix being
// typed (suggestions), and a few that find nothing.
const TYPICAL = [
  'lisbon',
  'sintra',
  'porto',
  'douro',
  'azores',
  'madeira',
  'algarve',
  'belem',
  'Belém',
  'alfama',
  'wine',
  'wine tasting',
  'port wine',
  'hiking',
  'levada walks',
  'beaches',
  'food markets',
  'pastries',
  'whale watching',
  'island hopping',
  'three days',
  'when to visit',
  'best time to visit algarve',
  'lisbon sintra',
  'porto markets',
  'volcano',
  'hot springs',
  'monastery',
  'trail',
  'coast',
  'lisb',
  'dou',
  'mad',
  'sint',
  'azo',
  'vinh',
  'palace',
  'river cruise',
  'kayak',
  'tram 28',
  'fado',
  'cork',
  'surf',
  'family',
  'guided tour',
  'castle',
  'sunset',
  'quinta',
  'xyzzy',
  'snorkel',
]
const queries = Array.from({ length: QUERIES }, (_, i) => TYPICAL[i % TYPICAL.length]!)

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!
}

async function time(payload: Awaited<ReturnType<typeof getPayload>>, label: string) {
  for (const q of TYPICAL) await search(payload, { q, locale: 'en' }) // warm-up, not counted
  const ms: number[] = []
  let hits = 0
  const slowest: [string, number][] = []
  for (const q of queries) {
    const t = performance.now()
    const r = await search(payload, { q, locale: 'en' })
    const took = performance.now() - t
    ms.push(took)
    slowest.push([q, Math.round(took * 10) / 10])
    if (r.status === 'ok') hits += r.total
  }
  slowest.sort((a, b) => b[1] - a[1])
  const docs = await searchBackend(payload).count()
  console.log(
    `BENCH_SEARCH ${JSON.stringify({ label, dialect: dialect(), docs, queries: ms.length, p50: pct(ms, 50), p99: pct(ms, 99), max: Math.max(...ms), avgHits: hits / ms.length, slowest: slowest.slice(0, 4), load: os.loadavg()[0] })}`,
  )
}

// ---- 10,000 generated guides: each about one place and four of 80 themes, in sentences of common
// words, its themes and place, and words from a 5,000-word pseudo vocabulary (so a theme is in ~5% of
// the guides and a place in ~1/20, as in a real collection, not every word in every guide).
let seedN = 42
const rnd = () => (seedN = (seedN * 1103515245 + 12345) % 2147483648) / 2147483648
const pick = <T,>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!
const PLACES = [
  'Lisbon',
  'Sintra',
  'Porto',
  'Douro',
  'Azores',
  'Madeira',
  'Algarve',
  'Belém',
  'Évora',
  'Coimbra',
  'Óbidos',
  'Nazaré',
  'Braga',
  'Aveiro',
  'Tavira',
  'Lagos',
  'Cascais',
  'Guimarães',
  'Peniche',
  'Sagres',
]
const THEMES =
  'river coast beach village square church monastery palace castle tower garden market food wine port vineyard quinta trail walk hike levada cliff whale island volcano lake springs tram train boat ferry sunset festival music fado surf kayak bike cork olive farm museum tile azulejo pastry cheese sardine octopus bread coffee view hill valley mountain forest park lighthouse harbour dunes lagoon cave waterfall bridge aqueduct cathedral university library bookshop gallery vintage sailing fishing birdwatching picnic camping spa thermal snorkel diving canyon'.split(
    ' ',
  )
const COMMON =
  'the a of and to in for with on by from at is it this that you your we our best time visit day days night week morning evening old new small local first last'.split(
    ' ',
  )
const SYL = [
  'ba',
  'ri',
  'to',
  'ma',
  'nel',
  'sor',
  'qui',
  'da',
  've',
  'lo',
  'tra',
  'gon',
  'pe',
  'sul',
  'mi',
  'zar',
  'fo',
  'ca',
  'len',
  'dro',
]
const PSEUDO = Array.from(
  { length: 5000 },
  (_, i) => SYL[i % 20]! + SYL[Math.floor(i / 20) % 20]! + SYL[Math.floor(i / 400) % 20]!,
)
function text(place: string, themes: string[], n: number) {
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const r = rnd()
    out.push(r < 0.5 ? pick(COMMON) : r < 0.8 ? pick(themes) : r < 0.85 ? place : pick(PSEUDO))
  }
  return out.join(' ') + '.'
}

async function addGenerated(payload: Awaited<ReturnType<typeof getPayload>>) {
  const backend = searchBackend(payload)
  const t = performance.now()
  type Tx = { transaction<T>(f: (tx: unknown) => Promise<T>): Promise<T> }
  const drizzle = (payload.db as unknown as { drizzle: Tx }).drizzle
  // 500 guides a transaction: loading goes faster; what is measured is the queries afterwards
  for (let from = 0; from < GENERATED; from += 500)
    await drizzle.transaction(async (tx) => {
      for (let i = from; i < Math.min(GENERATED, from + 500); i++) await addOne(i, tx)
    })
  console.log(`generated ${GENERATED} guides into the index in ${Math.round(performance.now() - t)} ms`)

  async function addOne(i: number, tx: unknown) {
    const place = pick(PLACES)
    const themes = [pick(THEMES), pick(THEMES), pick(THEMES), pick(THEMES)]
    await backend.replace(
      'guides',
      `bench-${i}`,
      [
        {
          collection: 'guides',
          docId: `bench-${i}`,
          locale: 'en',
          slug: `bench-guide-${i}`,
          title: `${place}: ${themes[0]} and ${themes[1]}, ${text(place, themes, 3).slice(0, -1)}`,
          keywords: '',
          excerpt: text(place, themes, 25),
          body: Array.from({ length: 8 }, () => text(place, themes, 20)).join(' '),
          updatedAt: new Date().toISOString(),
        },
      ],
      tx,
    )
  }
}

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: (dialect() === 'postgres' ? pgMigrations : sqliteMigrations) as never })
await seed(payload, () => {})
await time(payload, 'demo')
await addGenerated(payload)
if (dialect() === 'postgres')
  await (payload.db as unknown as { drizzle: { execute(q: unknown): Promise<unknown> } }).drizzle.execute(
    (await import('@payloadcms/db-postgres')).sql`ANALYZE search_documents`,
  )
await time(payload, `${GENERATED} generated guides`)
await payload.destroy?.()
process.exit(0)
