import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { z } from 'zod'

/** Options of one channel namespace (the part of a channel name before the first ':'). */
export const namespaceSchema = z.object({
  /** Namespace name; '' is the default namespace for channels without ':'. */
  name: z.string().regex(/^[A-Za-z0-9_.-]*$/),
  /** Max publications kept per channel (0 = no history, no offsets, no recovery). */
  historySize: z.number().int().min(0).max(10_000).default(100),
  /** Seconds a publication stays in history. */
  historyTtlSeconds: z
    .number()
    .int()
    .min(0)
    .max(86_400 * 30)
    .default(300),
  /** Subscribers get epoch/offset and may recover missed publications on reconnect. */
  forceRecovery: z.boolean().default(true),
  /**
   * Subscribing without a subscription token. A namespace that allows neither requires a token
   * (Centrifugo's rule: a valid token is itself the permission to subscribe).
   */
  allowSubscribeForAnonymous: z.boolean().default(false),
  allowSubscribeForClient: z.boolean().default(false),
  /** Publishing from connections with a user (anonymous ones too with allowPublishForAnonymous), as Centrifugo. */
  allowPublishForClient: z.boolean().default(false),
  /** Publishing from connections subscribed to the channel (anonymous ones too with allowPublishForAnonymous). */
  allowPublishForSubscriber: z.boolean().default(false),
  allowPublishForAnonymous: z.boolean().default(false),
  /** History for any connection with a user (and anonymous ones with allowHistoryForAnonymous). */
  allowHistoryForClient: z.boolean().default(false),
  /** History for connections subscribed to the channel (and anonymous ones with allowHistoryForAnonymous). */
  allowHistoryForSubscriber: z.boolean().default(false),
  allowHistoryForAnonymous: z.boolean().default(false),
  /** The channel keeps who is subscribed: presence and presence_stats work (else 108 not available). */
  presence: z.boolean().default(false),
  allowPresenceForClient: z.boolean().default(false),
  allowPresenceForSubscriber: z.boolean().default(false),
  allowPresenceForAnonymous: z.boolean().default(false),
  /** Subscribes and unsubscribes are sent as join/leave pushes to subscribers that ask for them (join_leave) and may read presence. */
  joinLeave: z.boolean().default(false),
  /** Join/leave pushes go to every subscriber, asked for or not. */
  forcePushJoinLeave: z.boolean().default(false),
})
export type NamespaceConfig = z.infer<typeof namespaceSchema>

/** A namespace that keeps no history and allows nothing without a token: the base of the defaults. */
const CLOSED_NAMESPACE: Omit<NamespaceConfig, 'name'> = {
  historySize: 0,
  historyTtlSeconds: 0,
  forceRecovery: false,
  allowSubscribeForAnonymous: false,
  allowSubscribeForClient: false,
  allowPublishForClient: false,
  allowPublishForSubscriber: false,
  allowPublishForAnonymous: false,
  allowHistoryForClient: false,
  allowHistoryForSubscriber: false,
  allowHistoryForAnonymous: false,
  presence: false,
  allowPresenceForClient: false,
  allowPresenceForSubscriber: false,
  allowPresenceForAnonymous: false,
  joinLeave: false,
  forcePushJoinLeave: false,
}

const WORKERS_MSG = 'expected a whole number from 1 to 256 or "auto"'

/** `host:port`, `[v6]:port`, `:port` or `port` (host omitted: 127.0.0.1); null when malformed. */
export function parseHostPort(v: string): { host: string; port: number } | null {
  const m = /^(?:(?:\[([^\]]+)\]|([^:\s]*)):)?(\d{1,5})$/.exec(v.trim())
  if (!m || Number(m[3]) > 65535) return null
  return { host: m[1] ?? (m[2] || '127.0.0.1'), port: Number(m[3]) }
}

export const configSchema = z.object({
  host: z.string().default('0.0.0.0'),
  /** 0 picks a free port (tests). */
  port: z.number().int().min(0).max(65535).default(8000),
  nodeName: z.string().default(''),
  /**
   * Processes serving connections on this node: 1 = one process (no cluster); N > 1 = a node:cluster
   * primary with N workers sharing the port; 'auto' = one per available CPU (os.availableParallelism()).
   */
  workers: z
    .union([z.literal('auto'), z.number().int(WORKERS_MSG).min(1, WORKERS_MSG).max(256, WORKERS_MSG)], {
      errorMap: () => ({ message: WORKERS_MSG }),
    })
    .default(1),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Browser origins whose pages may open a connection that authenticates (a connect token). '*'
   * allows any; `https://*.example.com` its subdomains. Requests without Origin are allowed.
   */
  allowedOrigins: z.array(z.string()).default(['http://localhost:3000', 'http://127.0.0.1:3000']),
  /**
   * Browser origins whose pages may open an anonymous connection (public channels and RPC, no
   * cookie or token to protect): by default any, so the embed works on other websites. A page of an
   * origin in this list but not in allowedOrigins that sends a token is disconnected (3507).
   */
  anonymousOrigins: z.array(z.string()).default(['*']),
  /** Key for POST /api/publish, /api/broadcast and GET /metrics. Empty: they answer 401 to everything. */
  apiKey: z.string().default(''),
  /** HS256 secret of connection tokens. Empty: tokens are not accepted, only anonymous connects. */
  tokenSecret: z.string().default(''),
  /**
   * HS256 secret of subscription tokens; empty: the connection tokens' secret (Centrifugo's
   * `client.subscription_token`). With neither, every subscription token is refused (103).
   */
  subscriptionTokenSecret: z.string().default(''),
  /**
   * A second, internal listen address (`host:port`) serving GET /metrics (and /health) without the
   * API key, for a scraper on the private network. Empty: none (the public port's /metrics wants the key).
   */
  metricsAddress: z
    .string()
    .default('')
    .refine((v) => v === '' || parseHostPort(v) !== null, 'expected host:port, e.g. 127.0.0.1:9100'),
  allowAnonymous: z.boolean().default(true),
  /** Serve HTTP-streaming at /connection/http_stream (Centrifugo: http_stream.enabled); with sse, /emulation too. */
  httpStream: z.boolean().default(true),
  /** Serve Server-Sent Events at /connection/sse (Centrifugo: sse.enabled). */
  sse: z.boolean().default(true),
  rpcProxyUrl: z.string().default(''),
  rpcProxySecret: z.string().default(''),
  rpcProxySecretHeader: z.string().default('X-Realtime-Secret'),
  rpcProxyTimeoutMs: z.number().int().min(1).max(60_000).default(1000),
  /** RPC namespaces (part of the method before ':') forwarded to the proxy; empty = every method. */
  rpcProxyNamespaces: z.array(z.string()).default([]),
  redisUrl: z.string().default(''),
  redisPrefix: z.string().default('realtime'),
  /**
   * Most publications one client `history` command returns (a larger limit, or -1, gets this many;
   * Centrifugo's client.history_max_publication_limit). 0 = no cap beyond the history size.
   */
  historyMaxPublicationLimit: z.number().int().min(0).default(300),
  /** Seconds the epoch and top offset of a channel are kept after its last publication. */
  historyMetaTtlSeconds: z
    .number()
    .int()
    .min(1)
    .default(30 * 86_400),
  /** Default: `sport`, subscribable without a token, with recovery from a 5-minute history of 100. */
  namespaces: z.array(namespaceSchema).default([
    {
      ...CLOSED_NAMESPACE,
      name: 'sport',
      historySize: 100,
      historyTtlSeconds: 300,
      forceRecovery: true,
      allowSubscribeForAnonymous: true,
      allowSubscribeForClient: true,
    },
  ]),
  /** Options of channels without a namespace. */
  defaultNamespace: namespaceSchema.omit({ name: true }).default(CLOSED_NAMESPACE),
  pingIntervalMs: z.number().int().min(50).default(25_000),
  pongTimeoutMs: z.number().int().min(20).default(8_000),
  /** A connection that sent no connect command within this time is closed with 3502. */
  staleTimeoutMs: z.number().int().min(50).default(10_000),
  maxMessageSize: z.number().int().min(1024).default(65_536),
  maxCommandsPerSecond: z.number().int().min(1).default(50),
  maxConnectionsPerIp: z.number().int().min(0).default(100),
  maxConnections: z.number().int().min(0).default(0),
  maxChannelsPerConnection: z.number().int().min(1).default(128),
  maxRpcInFlight: z.number().int().min(1).default(8),
  /**
   * RPCs per client address (the client-address rule, all its connections together): a token bucket
   * of `rpcBurstPerIp` refilled at `rpcRatePerIp` a second; over it error 111. Rate 0 = no limit.
   * Sized for maxConnectionsPerIp (100) widgets behind one NAT: 20 page loads (3 RPCs each) at
   * once, then 600 RPCs a minute (100 page loads plus 100 refreshes a minute need ~7 a second).
   */
  rpcRatePerIp: z.number().min(0).default(10),
  rpcBurstPerIp: z.number().int().min(1).default(60),
  /** RPCs of the whole node (all workers), the same way: what the site behind may take from one node. */
  rpcRatePerNode: z.number().min(0).default(500),
  rpcBurstPerNode: z.number().int().min(1).default(1000),
  /** Bytes queued for a client before it is closed with 3008 (slow). */
  maxSendBuffer: z.number().int().min(1024).default(1_048_576),
  /** After a connection token expires, the client has this long to send refresh before 3005. */
  expiredCloseDelayMs: z.number().int().min(0).default(25_000),
  /** After a subscription token expires, the client has this long to send sub_refresh before it is unsubscribed (2501). */
  expiredSubCloseDelayMs: z.number().int().min(0).default(25_000),
  /** How long a presence entry lives without being refreshed (a node that died leaves none behind for longer). */
  presenceTtlSeconds: z.number().int().min(2).max(3600).default(60),
  /** How often a connection refreshes its presence entries. */
  presenceUpdateIntervalMs: z.number().int().min(100).default(25_000),
  /** Grace time for a close handshake before the socket is destroyed. */
  closeTimeoutMs: z.number().int().min(10).default(3000),
  /**
   * Proxies in front of the gateway (TRUST_PROXY): the client address is the X-Forwarded-For entry
   * that many places from the right (0: the socket's address). `true`/`false` (the older boolean
   * setting) mean 1 and 0.
   */
  trustProxy: z
    .union([z.boolean(), z.number().int().min(0).max(100)])
    .transform((v) => (typeof v === 'boolean' ? Number(v) : v))
    .default(0),
})
export type GatewayConfig = z.infer<typeof configSchema>
export type GatewayConfigInput = z.input<typeof configSchema>

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
const int = (v: string) => {
  const n = Number(v)
  if (!Number.isFinite(n)) throw new Error(`not a number: ${v}`)
  return Math.trunc(n)
}
const num = (v: string) => {
  const n = Number(v)
  if (v.trim() === '' || !Number.isFinite(n)) throw new Error(`not a number: ${v}`)
  return n
}
const bool = (v: string) => /^(1|true|yes|on)$/i.test(v.trim())
/** A whole number >= 0 (TRUST_PROXY). */
const proxies = (v: string): number => {
  const t = v.trim()
  if (!/^\d+$/.test(t)) throw new Error(`expected the number of proxies in front (a whole number >= 0), got "${v}"`)
  return Number(t)
}
/** REALTIME_TRUST_PROXY, the older name: true/false as well as a number. */
const proxiesOrBool = (v: string): number => {
  const t = v.trim().toLowerCase()
  if (/^(true|yes|on)$/.test(t)) return 1
  if (/^(false|no|off)$/.test(t)) return 0
  return proxies(t)
}
const workers = (v: string): number | 'auto' => {
  const t = v.trim().toLowerCase()
  if (t === 'auto') return 'auto'
  if (!/^\d+$/.test(t) || Number(t) < 1) throw new Error(`expected a whole number >= 1 or "auto", got "${v}"`)
  return Number(t)
}

/** Environment variable -> config key and parser. */
export const ENV_VARS: Record<string, [keyof GatewayConfig, (v: string) => unknown]> = {
  REALTIME_HOST: ['host', String],
  REALTIME_PORT: ['port', int],
  REALTIME_NODE_NAME: ['nodeName', String],
  REALTIME_WORKERS: ['workers', workers],
  REALTIME_LOG_LEVEL: ['logLevel', String],
  REALTIME_ALLOWED_ORIGINS: ['allowedOrigins', list],
  REALTIME_ANONYMOUS_ORIGINS: ['anonymousOrigins', list],
  REALTIME_API_KEY: ['apiKey', String],
  REALTIME_TOKEN_SECRET: ['tokenSecret', String],
  REALTIME_SUBSCRIPTION_TOKEN_SECRET: ['subscriptionTokenSecret', String],
  REALTIME_METRICS_ADDRESS: ['metricsAddress', String],
  REALTIME_ALLOW_ANONYMOUS: ['allowAnonymous', bool],
  REALTIME_HTTP_STREAM: ['httpStream', bool],
  REALTIME_SSE: ['sse', bool],
  REALTIME_RPC_PROXY_URL: ['rpcProxyUrl', String],
  REALTIME_RPC_PROXY_SECRET: ['rpcProxySecret', String],
  REALTIME_RPC_PROXY_SECRET_HEADER: ['rpcProxySecretHeader', String],
  REALTIME_RPC_PROXY_TIMEOUT_MS: ['rpcProxyTimeoutMs', int],
  REALTIME_RPC_PROXY_NAMESPACES: ['rpcProxyNamespaces', list],
  REDIS_URL: ['redisUrl', String],
  REALTIME_REDIS_PREFIX: ['redisPrefix', String],
  REALTIME_HISTORY_META_TTL_S: ['historyMetaTtlSeconds', int],
  REALTIME_HISTORY_MAX_PUBLICATION_LIMIT: ['historyMaxPublicationLimit', int],
  REALTIME_NAMESPACES: ['namespaces', (v) => JSON.parse(v)],
  REALTIME_PING_INTERVAL_MS: ['pingIntervalMs', int],
  REALTIME_PONG_TIMEOUT_MS: ['pongTimeoutMs', int],
  REALTIME_STALE_TIMEOUT_MS: ['staleTimeoutMs', int],
  REALTIME_MAX_MESSAGE_SIZE: ['maxMessageSize', int],
  REALTIME_MAX_COMMANDS_PER_SECOND: ['maxCommandsPerSecond', int],
  REALTIME_MAX_CONNECTIONS_PER_IP: ['maxConnectionsPerIp', int],
  REALTIME_MAX_CONNECTIONS: ['maxConnections', int],
  REALTIME_MAX_CHANNELS_PER_CONNECTION: ['maxChannelsPerConnection', int],
  REALTIME_MAX_RPC_IN_FLIGHT: ['maxRpcInFlight', int],
  REALTIME_RPC_RATE_PER_IP: ['rpcRatePerIp', num],
  REALTIME_RPC_BURST_PER_IP: ['rpcBurstPerIp', int],
  REALTIME_RPC_RATE_PER_NODE: ['rpcRatePerNode', num],
  REALTIME_RPC_BURST_PER_NODE: ['rpcBurstPerNode', int],
  REALTIME_MAX_SEND_BUFFER: ['maxSendBuffer', int],
  REALTIME_CLOSE_TIMEOUT_MS: ['closeTimeoutMs', int],
  REALTIME_EXPIRED_CLOSE_DELAY_MS: ['expiredCloseDelayMs', int],
  REALTIME_EXPIRED_SUB_CLOSE_DELAY_MS: ['expiredSubCloseDelayMs', int],
  REALTIME_PRESENCE_TTL_S: ['presenceTtlSeconds', int],
  REALTIME_PRESENCE_UPDATE_INTERVAL_MS: ['presenceUpdateIntervalMs', int],
  // The older name first, so that TRUST_PROXY (the site's and the gateway's one setting) wins.
  REALTIME_TRUST_PROXY: ['trustProxy', proxiesOrBool],
  TRUST_PROXY: ['trustProxy', proxies],
}

/** Shorthands applied to every namespace that does not set them itself. */
const NAMESPACE_ENV: Record<string, keyof NamespaceConfig> = {
  REALTIME_HISTORY_SIZE: 'historySize',
  REALTIME_HISTORY_TTL_S: 'historyTtlSeconds',
}

/**
 * Builds the configuration: defaults, then the JSON file named by REALTIME_CONFIG (keys as in
 * GatewayConfig), then environment variables, then `overrides`. Throws a readable error on bad input.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: GatewayConfigInput = {}): GatewayConfig {
  let raw: Record<string, unknown> = {}
  const file = env.REALTIME_CONFIG
  if (file) {
    try {
      raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    } catch (e) {
      throw new Error(`REALTIME_CONFIG ${file}: ${(e as Error).message}`)
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`REALTIME_CONFIG ${file}: not an object`)
  }
  for (const [name, [key, parse]] of Object.entries(ENV_VARS)) {
    const v = env[name]
    if (v === undefined || v === '') continue
    try {
      raw[key] = parse(v)
    } catch (e) {
      throw new Error(`${name}: ${(e as Error).message}`)
    }
  }
  Object.assign(raw, overrides)
  const parsed = configSchema.safeParse(raw)
  if (!parsed.success) {
    throw new Error(
      'invalid realtime configuration: ' +
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    )
  }
  const config = parsed.data
  for (const [name, key] of Object.entries(NAMESPACE_ENV)) {
    const v = env[name]
    if (v === undefined || v === '') continue
    const n = int(v)
    const userSet = Array.isArray((raw as { namespaces?: unknown }).namespaces)
    for (const ns of config.namespaces) {
      if (!userSet) (ns as Record<string, unknown>)[key] = n
    }
  }
  return config
}

/** The number of worker processes `workers` asks for on this machine ('auto': one per available CPU). */
export function workerCount(config: Pick<GatewayConfig, 'workers'>): number {
  return config.workers === 'auto' ? Math.max(1, availableParallelism()) : config.workers
}

/** Parses a full config (tests, in-process launchers). */
export function makeConfig(input: GatewayConfigInput = {}): GatewayConfig {
  return configSchema.parse(input)
}
