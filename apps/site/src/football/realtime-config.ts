import type { Endpoint } from 'payload'

/**
 * GET /api/realtime/config: the gateway address browsers use (REALTIME_PUBLIC_URL). Read at run
 * time by the Live match block's loader, because pages are prerendered and cached while the
 * gateway address is deployment configuration.
 */
export const realtimeConfigEndpoint: Endpoint = {
  path: '/realtime/config',
  method: 'get',
  handler: async () =>
    Response.json({ host: process.env.REALTIME_PUBLIC_URL || null }, { headers: { 'Cache-Control': 'no-store' } }),
}
