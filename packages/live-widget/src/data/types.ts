/** Connection state of the real-time client (SPEC section 4). */
export type ConnectionState = 'connecting' | 'connected' | 'disconnected'

export interface SubscriptionHandlers {
  /** One live update published on the channel. */
  onUpdate: (data: unknown) => void
  /** Publications may have been missed (recovery failed or impossible): refetch the list. */
  onResync: () => void
}

/**
 * What the widget needs from the live data service. The production implementation talks to the
 * gateway with the official `centrifuge` client (see createCentrifugeSource); tests use a fake.
 */
export interface LiveDataSource {
  /** Match items: period live, then today, then tomorrow, the first non-empty answer; [] otherwise. */
  fetchMatches(lang: string): Promise<unknown[]>
  /** One full match with its events (`sport:footballDetail`), or null when it cannot be had. */
  fetchMatch(slug: string): Promise<unknown | null>
  /** Subscribes to the live updates; returns the unsubscribe function. */
  subscribe(handlers: SubscriptionHandlers): () => void
  getState(): ConnectionState
  /** Listens to connection state changes; returns the function that stops listening. */
  onStateChange(listener: (state: ConnectionState) => void): () => void
  /** Closes the connection (when the last widget using it goes away). */
  close(): void
  /**
   * How many connections are subscribed to the live channel (the gateway's presence_stats), or null
   * when the gateway does not offer it there (presence off: 108, no access: 103). Optional.
   */
  followers?(): Promise<number | null>
}
