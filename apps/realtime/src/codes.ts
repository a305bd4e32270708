/** Centrifuge client protocol v2: error codes (in replies) and disconnect codes (close frames). */

export interface ProtocolError {
  code: number
  message: string
  temporary?: boolean
}

export const Errors = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  expired: { code: 110, message: 'expired' },
  tooManyRequests: { code: 111, message: 'too many requests', temporary: true },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} satisfies Record<string, ProtocolError>

export interface Disconnect {
  code: number
  reason: string
}

/**
 * Codes 3000-3499 (and 4000-4499) make the client reconnect; 3500-3999 (and 4500-4999) are
 * terminal. The close frame carries the code and the reason as plain text (protocol v2); the
 * reason is never empty, because the client treats a close without reason as "reconnect".
 */
export const Disconnects = {
  shutdown: { code: 3001, reason: 'shutdown' },
  serverError: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  writeError: { code: 3009, reason: 'write error' },
  insufficientState: { code: 3010, reason: 'insufficient state' },
  forceReconnect: { code: 3011, reason: 'force reconnect' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceNoReconnect: { code: 3503, reason: 'force disconnect' },
  connectionLimit: { code: 3504, reason: 'connection limit' },
  channelLimit: { code: 3505, reason: 'channel limit' },
  permissionDenied: { code: 3507, reason: 'permission denied' },
  notAvailable: { code: 3508, reason: 'not available' },
} satisfies Record<string, Disconnect>

/** Subscribe flag bit (SubscribeRequest.flag): refuse with 112 instead of `recovered: false`. */
export const FLAG_REJECT_UNRECOVERED = 2

/** Unsubscribe push code: the subscription token expired and was not refreshed (the client subscribes again). */
export const UnsubscribeExpired = { code: 2501, reason: 'subscription expired' }

export function isReconnectCode(code: number): boolean {
  return !((code >= 3500 && code < 4000) || (code >= 4500 && code < 5000))
}
