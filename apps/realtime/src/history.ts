/** Reading a channel's history as Centrifugo does, for the client `history` command and `POST /api/history`. */
import type { HistoryResult, StreamPosition } from './broker.js'
import { isObject } from './http.js'

export interface HistoryQuery {
  /** 0: the stream position only; -1: every publication kept; N: at most N. */
  limit: number
  /** Publications after this position (before it with `reverse`). */
  since?: { offset: number; epoch: string }
  /** Newest first. */
  reverse: boolean
}

export interface HistoryPage {
  top: StreamPosition
  publications: { offset: number; data: string }[]
}

const isOffset = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0

/** The query of a history request (`limit`, `since: {offset, epoch}`, `reverse`), null when malformed. */
export function parseHistoryQuery(p: Record<string, unknown>): HistoryQuery | null {
  const limit = p.limit ?? 0
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < -1) return null
  if (p.reverse !== undefined && typeof p.reverse !== 'boolean') return null
  const q: HistoryQuery = { limit, reverse: p.reverse === true }
  if (p.since !== undefined && p.since !== null) {
    if (!isObject(p.since)) return null
    const offset = p.since.offset ?? 0
    const epoch = p.since.epoch ?? ''
    if (!isOffset(offset) || typeof epoch !== 'string') return null
    q.since = { offset, epoch }
  }
  return q
}

/**
 * Cuts a history read down to the query: `read` holds every publication kept after offset 0 (or,
 * for a query without `since` and limit 0, none). Returns 'unrecoverable' when `since` names a
 * position the stream no longer holds: another epoch, or (forward) the publication right after it
 * is gone, or (reverse) the one right before it.
 */
export function pageOf(read: HistoryResult, q: HistoryQuery): HistoryPage | 'unrecoverable' {
  const top = read.top
  const all = read.publications
  if (q.since) {
    const { offset, epoch } = q.since
    if (epoch !== '' && epoch !== top.epoch) return 'unrecoverable'
    if (!q.reverse) {
      if (offset > top.offset) return 'unrecoverable'
      const after = all.filter((p) => p.offset > offset)
      if (offset < top.offset && after[0]?.offset !== offset + 1) return 'unrecoverable'
      return { top, publications: q.limit === 0 ? [] : q.limit > 0 ? after.slice(0, q.limit) : after }
    }
    if (offset > top.offset + 1) return 'unrecoverable'
    const before = all.filter((p) => p.offset < offset).reverse()
    if (offset > 1 && before[0]?.offset !== offset - 1) return 'unrecoverable'
    return { top, publications: q.limit === 0 ? [] : q.limit > 0 ? before.slice(0, q.limit) : before }
  }
  if (q.limit === 0) return { top, publications: [] }
  const ordered = q.reverse ? [...all].reverse() : all
  return { top, publications: q.limit > 0 ? ordered.slice(0, q.limit) : ordered }
}

/** `{publications?, epoch, offset}` as JSON text (publications omitted when none, as Centrifugo does). */
export function historyJson(h: HistoryPage): string {
  const pubs = h.publications.length
    ? `"publications":[${h.publications.map((r) => `{"data":${r.data},"offset":${r.offset}}`).join(',')}],`
    : ''
  return `{${pubs}"epoch":${JSON.stringify(h.top.epoch)},"offset":${h.top.offset}}`
}
