import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../i18n/locales'
import { internalPath, localizePath } from '../i18n/paths.mjs'
import { PAGE_CACHE, SELF_URL } from './page-cache.mjs'
import { parseRevalidation, REVALIDATE_BROADCAST, REVALIDATE_HEADER, revalidateToken } from './revalidate-broadcast.mjs'
import { publicPath, type PreviewCollection } from './preview'
import { secretMatches } from './secrets'

export { parseRevalidation, REVALIDATE_HEADER, revalidateToken }

export interface Revalidation {
  paths: string[]
  tags: string[]
  layout: boolean
}

/**
 * On-demand revalidation: a published change appears on the public pages without a rebuild.
 *
 * Next.js stamps a page it stores with the time the render *ended*. A render that began before the
 * change (a visitor asked for the page just then) and ends after it is therefore stored as fresh with
 * the old content, and stays until the page's next revalidation (up to an hour). So each change is
 * revalidated twice: now, and once more a moment later (`REVALIDATE_FOLLOW_UP_MS`, 2 s), when such a
 * render has ended. The second one goes through the site's own `/next/revalidate` route (revalidation
 * needs a request of Next.js's); changes within that moment share one follow-up.
 *
 * With several instances (REDIS_URL), both are also broadcast to the other instances, which apply
 * them to their own caches (lib/revalidate-broadcast.mjs).
 */
export async function revalidate(paths: string[], tags: string[] = [], { layout = false } = {}): Promise<void> {
  await revalidateNow({ paths, tags, layout })
  broadcast({ paths, tags, layout })
  scheduleFollowUp({ paths, tags, layout })
}

/** The production server's revalidation broadcast (server.mjs, with REDIS_URL), when this process has one. */
function broadcast(r: Revalidation) {
  ;(globalThis as { [REVALIDATE_BROADCAST]?: { publish(r: Revalidation): void } })[REVALIDATE_BROADCAST]?.publish(r)
}

/**
 * Revalidates in Next.js's cache and purges the page micro-cache. Outside a Next.js server (seed, feed
 * worker, tests through the Local API) there is no cache to revalidate, and next/cache throws; that
 * is not an error for the write.
 */
export async function revalidateNow({ paths, tags, layout }: Revalidation): Promise<void> {
  try {
    const { revalidatePath, revalidateTag } = await import('next/cache')
    for (const tag of tags) (revalidateTag as (t: string, p?: string) => void)(tag, 'max')
    // A page's public address (`/pt/guias/x`) is rendered by its [locale] route (`/pt/guides/x`): both.
    for (const p of paths) {
      revalidatePath(p)
      const route = internalPath(p).path
      if (route !== p) revalidatePath(route)
    }
    if (layout) {
      revalidatePath('/', 'layout') // every page under the root layout
      revalidatePath('/[locale]', 'layout') // ...which is the [locale] segment's, in every language
    }
  } catch {
    // not inside Next.js: nothing cached here
  }
  purgePageCache()
}

/** The production server's page micro-cache (server.mjs, lib/page-cache.mjs), when this process has one. */
function purgePageCache() {
  ;(globalThis as { [PAGE_CACHE]?: { purge(): void } })[PAGE_CACHE]?.purge()
}

// ---- the follow-up ----

const followUpMs = () => {
  const n = Number(process.env.REVALIDATE_FOLLOW_UP_MS)
  return Number.isFinite(n) && n >= 0 ? n : 2000
}

// revalidateToken(): the token the site's own follow-up carries: only this server (it knows
// PAYLOAD_SECRET) can make it. It lives in revalidate-broadcast.mjs, which server.mjs also loads.

export const verifyRevalidateToken = (token: string | null): boolean =>
  Boolean(process.env.PAYLOAD_SECRET) && secretMatches(token, revalidateToken())

let pending: (Revalidation & { timer: ReturnType<typeof setTimeout> }) | null = null

function scheduleFollowUp(r: Revalidation): void {
  // Only inside the production server (server.mjs says where it listens); `next dev` and scripts skip it.
  const self = (globalThis as { [SELF_URL]?: string })[SELF_URL]
  if (!self || followUpMs() === 0) return
  if (!pending) {
    pending = { paths: [], tags: [], layout: false, timer: setTimeout(() => void sendFollowUp(self), followUpMs()) }
    pending.timer.unref?.()
  }
  for (const p of r.paths) if (!pending.paths.includes(p)) pending.paths.push(p)
  for (const t of r.tags) if (!pending.tags.includes(t)) pending.tags.push(t)
  pending.layout ||= r.layout
}

async function sendFollowUp(self: string): Promise<void> {
  const job = pending
  pending = null
  if (!job) return
  const { paths, tags, layout } = job
  broadcast({ paths, tags, layout })
  try {
    const res = await fetch(`${self}/next/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_HEADER]: revalidateToken() },
      body: JSON.stringify({ paths, tags, layout }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
  } catch (err) {
    console.warn(
      JSON.stringify({ level: 40, msg: 'follow-up revalidation failed', err: (err as Error).message, paths }),
    )
  }
}

type PathsFor = (doc: { slug?: string | null }) => string[]

/**
 * A document's addresses in every language: the saved language's slug, and the same path in the other
 * languages (where the document is not translated, its slug falls back to the default language's).
 */
const inEveryLanguage = (paths: string[], savedIn?: string | null): string[] => [
  ...new Set([
    ...paths.map((p) => localizePath(savedIn ?? LOCALES[0], p)),
    ...LOCALES.flatMap((l) => paths.map((p) => localizePath(l, p))),
  ]),
]

/**
 * A document's addresses in every language as stored now (issue "journeys" 5): in each language, its own
 * slug's page and, where it has none, the default language's page shown there (fallback); and the paths
 * `pathsFor` adds (listings, feed, home) in every language. A version published in one language changes
 * the others' pages too: their hreflang names it, the fallback page there becomes a redirect. `doc` holds
 * one language only (the request's), so the slugs are read in all of them, inside the write's transaction.
 * null when they cannot be read (not one of the site's pages, or the read failed).
 */
async function storedAddresses(
  req: PayloadRequest,
  collection: string,
  id: number | string,
  pathsFor: PathsFor,
): Promise<string[] | null> {
  if (collection !== 'pages' && collection !== 'guides' && collection !== 'tours') return null
  let stored: { slug?: unknown } | null
  try {
    stored = (await req.payload.findByID({
      collection,
      id,
      locale: 'all',
      depth: 0,
      select: { slug: true } as never,
      overrideAccess: true,
      disableErrors: true,
      req,
    })) as { slug?: unknown } | null
  } catch {
    return null
  }
  const slugs: Partial<Record<Locale, string>> = {}
  if (stored?.slug && typeof stored.slug === 'object')
    for (const [l, v] of Object.entries(stored.slug)) if (isLocale(l) && typeof v === 'string' && v) slugs[l] = v
  const any = Object.values(slugs)[0]
  if (!any) return null
  const page = (slug: string) => publicPath(collection as PreviewCollection, slug)
  const extra = pathsFor({ slug: any }).filter((p) => p !== page(any))
  const out = new Set<string>()
  for (const l of LOCALES) {
    for (const slug of new Set([slugs[l], slugs[DEFAULT_LOCALE]])) if (slug) out.add(localizePath(l, page(slug)))
    for (const p of extra) out.add(localizePath(l, p))
  }
  return [...out]
}

export const revalidateAfterChange =
  (pathsFor: PathsFor): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, context, req, collection }) => {
    if (context?.disableRevalidate) return doc
    const paths = new Set<string>()
    const published = doc?._status === 'published' || doc?._status === undefined
    if (published) pathsFor(doc).forEach((p) => paths.add(p))
    // Unpublished or renamed: the old address must stop showing the old content.
    if (previousDoc?._status === 'published' && (doc?._status !== 'published' || previousDoc.slug !== doc.slug))
      pathsFor(previousDoc).forEach((p) => paths.add(p))
    if (!paths.size) return doc
    const previous = [...paths].filter((p) => !published || !pathsFor(doc).includes(p))
    const stored = doc?.id != null && req ? await storedAddresses(req, collection?.slug, doc.id, pathsFor) : null
    await revalidate([
      ...new Set([
        ...(stored ? [...stored, ...inEveryLanguage(previous, req?.locale)] : inEveryLanguage([...paths], req?.locale)),
        '/sitemap.xml',
      ]),
    ])
    return doc
  }

export const revalidateAfterDelete =
  (pathsFor: PathsFor): CollectionAfterDeleteHook =>
  async ({ doc, context, req }) => {
    if (!context?.disableRevalidate) await revalidate([...inEveryLanguage(pathsFor(doc), req?.locale), '/sitemap.xml'])
    return doc
  }

export const revalidateLayout: GlobalAfterChangeHook = async ({ doc, context }) => {
  // Header, footer and settings appear on every page.
  if (!context?.disableRevalidate) await revalidate(['/'], [], { layout: true })
  return doc
}
