import type { Gateway } from './gateway.js'

/** How the process stops: SIGTERM and SIGINT, for a one-process gateway, each cluster worker and the primary. */

/** Calls `handler` on every SIGTERM and SIGINT with the signal's name (the handler stops once). */
export function onStopSignals(handler: (signal: string) => void): void {
  process.on('SIGTERM', () => handler('SIGTERM'))
  process.on('SIGINT', () => handler('SIGINT'))
}

/**
 * SIGTERM/SIGINT stop the gateway once (its clients closed with 3001), then the process exits: 0, or 1
 * when stopping failed. Used by a one-process gateway and by each cluster worker.
 */
export function stopGatewayOnSignals(current: () => Gateway | null, msg: string): void {
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    const gateway = current()
    if (!gateway) process.exit(0)
    gateway.log.info({ signal }, msg)
    gateway.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  onStopSignals(stop)
}
