import type { NamespaceConfig } from './config.js'

/** The actions a namespace grants per kind of connection (allowHistoryFor*, allowPresenceFor*, allowPublishFor*). */
type Action = 'History' | 'Presence' | 'Publish'

/**
 * Whether a connection of `user` ('' = anonymous) may read history, presence or publish in a channel
 * of `ns`, as Centrifugo decides (hasAccessToHistory, hasAccessToPresence, the publish rule): an
 * anonymous connection only with allow…ForAnonymous, then any connection with allow…ForClient, a
 * subscriber of the channel with allow…ForSubscriber.
 */
export function allows(ns: NamespaceConfig, action: Action, user: string, subscribed: boolean): boolean {
  const userOk = user !== '' || ns[`allow${action}ForAnonymous`]
  return userOk && (ns[`allow${action}ForClient`] || (ns[`allow${action}ForSubscriber`] && subscribed))
}
