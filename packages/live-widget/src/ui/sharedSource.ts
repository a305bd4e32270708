import { createCentrifugeSource } from '../data/centrifugeSource'
import type { LiveDataSource } from '../data/types'
import type { ResolvedSettings } from '../settings'

const sources = new Map<string, LiveDataSource>()

/** Default gateway when none is configured: the page's own host. */
export function defaultHost(): string {
  return typeof location !== 'undefined' ? location.origin : 'http://localhost:8000'
}

/** One connection per gateway and RPC names, shared by all widgets of a page. */
export function sharedSource(settings: ResolvedSettings): LiveDataSource {
  const host = settings.host ?? defaultHost()
  const key = [host, settings.rpcSport, settings.rpcSportDetail, settings.channel].join('|')
  let source = sources.get(key)
  if (!source) {
    source = createCentrifugeSource({
      host,
      rpcSport: settings.rpcSport,
      rpcSportDetail: settings.rpcSportDetail,
      channel: settings.channel,
      debug: settings.debug,
    })
    sources.set(key, source)
  }
  return source
}
