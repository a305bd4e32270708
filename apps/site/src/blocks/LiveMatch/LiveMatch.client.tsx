'use client'
import { useEffect } from 'react'
import { later } from '../../lib/later'

let config: Promise<{ host: string | null }> | null = null

/** The gateway's public address, read at run time (pages are cached, the address is deploy config). */
const realtimeConfig = () =>
  (config ??= fetch('/api/realtime/config', { cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<{ host: string | null }>) : { host: null }))
    .catch(() => ({ host: null }))) as Promise<{ host: string | null }>

/** Starts the lazy loader: the widget's code loads only when a mount point nears the viewport. */
export function LiveMatchLoader() {
  useEffect(
    () =>
      later(() => {
        let stop = () => {}
        let cancelled = false
        void Promise.all([realtimeConfig(), import('@travel/live-widget/lazy')]).then(
          ([{ host }, { lazyMountAll }]) => {
            if (!cancelled) stop = lazyMountAll(document, { host: host ?? undefined })
          },
        )
        return () => {
          cancelled = true
          stop()
        }
      }),
    [],
  )
  return null
}
