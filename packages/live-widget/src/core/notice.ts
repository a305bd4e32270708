import { NOTICE_CLOSEST_PREFIX, NOTICE_NO_MATCH } from './constants'
import { formatDate, formatTime } from './datetime'
import type { Match } from './match'

export interface NoticeMessages {
  noMatch: string
  closest: string
}

/**
 * The English notice of the match card (SPEC section 8): none for a live match, the closest match
 * for a non-live one ("… the closest match is dd/mm/yyyy HH:MM home - away."), and the
 * "no match at all" text when there is nothing to show.
 */
export function noticeText(
  match: Match | null,
  messages: NoticeMessages = { noMatch: NOTICE_NO_MATCH, closest: NOTICE_CLOSEST_PREFIX },
): string | null {
  if (!match) return messages.noMatch
  if (match.live) return null
  return `${messages.closest} ${formatDate(match.date)} ${formatTime(match.date)} ${match.home.name} - ${match.away.name}.`
}
