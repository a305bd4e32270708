import { badgeEndpoint } from './badge'
import { Leagues } from './leagues'
import { Matches } from './matches'
import { realtimeConfigEndpoint } from './realtime-config'
import { rpcEndpoint } from './rpc-endpoint'
import { Teams } from './teams'

/** Live football: leagues, teams and matches (Payload collections). */
export const footballCollections = [Leagues, Teams, Matches]

/** POST /api/realtime/rpc (the gateway's RPC proxy), GET /api/realtime/config, GET /api/football/badge/:abbr. */
export const footballEndpoints = [rpcEndpoint, realtimeConfigEndpoint, badgeEndpoint]
