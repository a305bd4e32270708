/** Reading a client command's parameters: a malformed one is a bad request (the connection closes with 3501). */

/** One command as parsed from the JSON text. */
export type Command = Record<string, unknown> & { id?: unknown }
/** A command's parameters (`{"subscribe": {...}}`: the object). */
export type Params = Record<string, unknown>

/** Thrown by a handler for a malformed command: the connection closes with 3501. */
export class BadRequest extends Error {}

/** Centrifugo's channel.max_length: a longer subscribe gets 106. */
export const MAX_CHANNEL_LENGTH = 255

/** Centrifugo refuses channel names with non-ASCII characters (without a channel_regex): 107. */
export const isAscii = (s: string): boolean => !/[^\x00-\x7f]/.test(s)

/** The command's channel: a missing or empty one closes with 3501 (Centrifuge: "channel required"). */
export function channelParam(p: Params, maxLength = MAX_CHANNEL_LENGTH): string {
  const ch = p.channel
  if (typeof ch !== 'string' || ch.length === 0 || ch.length > maxLength) throw new BadRequest('channel')
  return ch
}
