/**
 * Connection and subscription tokens (HS256 JWT, as Centrifugo reads them): verifying them and
 * reading their claims (`info`/`b64info`, `data`/`b64data`, `expire_at`, `override`).
 */
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'
import type { NamespaceConfig } from './config.js'
import { isObject } from './http.js'
import { toJson } from './json.js'

export type Claims = JWTPayload & Record<string, unknown>

/** A verified connection token: its user, expiry (seconds since epoch, 0 = never) and `info` as JSON text. */
export interface ConnectionClaims {
  sub: string
  exp: number
  info: string | null
}

/** A verified subscription token's claims, or why it was refused. */
export type SubTokenResult = { ok: true; payload: Claims } | { ok: false; outcome: 'expired' | 'invalid' }

/** `override` of a subscription token: each option `{value: boolean}` (Centrifugo's BoolValue). */
const OVERRIDES = ['presence', 'join_leave', 'force_push_join_leave', 'force_recovery', 'force_positioning'] as const

/** Verifies an HS256 connection token: claims, or a protocol outcome (109 for expired, 3500 otherwise). */
export async function verifyConnectionToken(
  secret: Uint8Array | null,
  token: string,
): Promise<ConnectionClaims | 'expired' | 'invalid'> {
  if (!secret) return 'invalid'
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    // Server-side subscriptions (`subs`) are not supported: refused rather than silently ignored.
    if (payload.subs !== undefined || payload.channels !== undefined) return 'invalid'
    const info = tokenInfo(payload)
    if (info === undefined) return 'invalid'
    return { sub: typeof payload.sub === 'string' ? payload.sub : '', exp: expireAtOf(payload), info }
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) return 'expired'
    return 'invalid'
  }
}

/**
 * Verifies a subscription token as Centrifugo does: HS256 with the subscription token secret
 * (else the connection tokens' one), `exp`/`nbf`, a non-empty `channel` claim. A bad signature,
 * malformed token or missing channel is 'invalid' (error 103); an expired one 'expired' (109).
 */
export async function verifySubscriptionToken(secret: Uint8Array | null, token: string): Promise<SubTokenResult> {
  if (!secret) return { ok: false, outcome: 'invalid' }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    if (typeof payload.channel !== 'string' || payload.channel === '') return { ok: false, outcome: 'invalid' }
    return { ok: true, payload: payload as Claims }
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) return { ok: false, outcome: 'expired' }
    return { ok: false, outcome: 'invalid' }
  }
}

/** Whether a subscription token is for this channel, user and connection (else Centrifugo disconnects with 3500). */
export function claimsFit(claims: Claims, channel: string, user: string, client: string): boolean {
  const sub = typeof claims.sub === 'string' ? claims.sub : ''
  const forClient = typeof claims.client === 'string' ? claims.client : ''
  return claims.channel === channel && sub === user && (forClient === '' || forClient === client)
}

/** A subscription's options: the namespace's, or a token's `override` of them. */
export interface SubOptions {
  presence: boolean
  joinLeave: boolean
  forcePushJoinLeave: boolean
  forceRecovery: boolean
}

export const namespaceSubOptions = (ns: NamespaceConfig): SubOptions => ({
  presence: ns.presence,
  joinLeave: ns.joinLeave,
  forcePushJoinLeave: ns.forcePushJoinLeave,
  forceRecovery: ns.forceRecovery,
})

/**
 * The subscription options a token gives: the namespace's, with the token's `override`, its
 * `info`/`b64info` (chan_info), `data`/`b64data` (sent in the subscribe reply) and its expiry
 * (`expire_at` when present, else `exp`). Null when the token is malformed (103).
 */
export function tokenSubOptions(
  ns: NamespaceConfig,
  payload: Claims,
): (SubOptions & { chanInfo: string | null; data: string | null; expireAt: number }) | null {
  const info = tokenInfo(payload)
  if (info === undefined) return null
  const data = tokenData(payload)
  if (data === undefined) return null
  const o = namespaceSubOptions(ns)
  const override = payload.override
  if (override !== undefined) {
    if (!isObject(override)) return null
    for (const [key, v] of Object.entries(override)) {
      if (!(OVERRIDES as readonly string[]).includes(key) || !isObject(v) || typeof v.value !== 'boolean') return null
      if (key === 'presence') o.presence = v.value
      else if (key === 'join_leave') o.joinLeave = v.value
      else if (key === 'force_push_join_leave') o.forcePushJoinLeave = v.value
      else if (key === 'force_recovery') o.forceRecovery = v.value
      // force_positioning: a recoverable subscription is always positioned here.
    }
  }
  return { ...o, chanInfo: info, data, expireAt: expireAtOf(payload) }
}

/**
 * JSON text of a token's `b64info` (base64 of JSON bytes) or `info` (any JSON), null without
 * either, undefined when `b64info` is not base64 of JSON (the token is then refused).
 */
export function tokenInfo(payload: Record<string, unknown>): string | null | undefined {
  return rawClaim(payload, 'info', 'b64info')
}

/** The same for a subscription token's `data` / `b64data` (sent with the subscribe reply). */
function tokenData(payload: Record<string, unknown>): string | null | undefined {
  return rawClaim(payload, 'data', 'b64data')
}

function rawClaim(payload: Record<string, unknown>, plain: string, b64: string): string | null | undefined {
  const encoded = payload[b64]
  if (encoded !== undefined && encoded !== '') {
    if (typeof encoded !== 'string') return undefined
    try {
      const text = Buffer.from(encoded, 'base64').toString('utf8')
      JSON.parse(text)
      return text
    } catch {
      return undefined
    }
  }
  const v = payload[plain]
  return v === undefined || v === null ? null : toJson(v)
}

/** Seconds since epoch when what the token grants expires: `expire_at` when present (0: never), else `exp` (0: never). */
export function expireAtOf(payload: Claims): number {
  const at = payload.expire_at
  if (at !== undefined && at !== null) return typeof at === 'number' && at > 0 ? Math.floor(at) : 0
  return payload.exp ?? 0
}

/** Whole seconds until `expireAtMs` as Centrifuge counts them (expiry second minus the current second). */
export const ttlOf = (expireAtMs: number): number =>
  Math.max(1, Math.floor(expireAtMs / 1000) - Math.floor(Date.now() / 1000))
