import type { CollectionAfterChangeHook } from 'payload'
import { FOOTBALL_CHANNEL, liveUpdateOf } from '@travel/live-widget/core'
import { livePublisher } from './publisher'

/**
 * afterChange of a match: one live update on `sport:football`. Only queued here (see publisher.ts),
 * so a gateway that is down never blocks or fails the write. `context.skipLivePublish` turns it off
 * (seed).
 */
export const publishMatchChange: CollectionAfterChangeHook = ({ doc, context, req }) => {
  if (context?.skipLivePublish) return doc
  const publisher = livePublisher()
  publisher.setLogger(req.payload.logger)
  publisher.publish(FOOTBALL_CHANNEL, liveUpdateOf(doc), doc.slug)
  return doc
}
