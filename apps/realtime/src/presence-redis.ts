import type { Redis } from 'ioredis'
import type { PresenceEntry, PresenceStats } from './broker.js'

// Presence of a channel, as four keys: KEYS[1] client -> ClientInfo JSON, KEYS[2] client -> expiry
// (sorted set), KEYS[3] client -> user, KEYS[4] user -> connections of that user (presence_stats'
// num_users without reading every entry). Every script first drops the expired entries.
const PRESENCE_CLEAN_LUA = `
local function clean(now)
  local expired = redis.call('zrangebyscore', KEYS[2], '-inf', now)
  for _, c in ipairs(expired) do
    local u = redis.call('hget', KEYS[3], c)
    if u then
      if redis.call('hincrby', KEYS[4], u, -1) <= 0 then redis.call('hdel', KEYS[4], u) end
      redis.call('hdel', KEYS[3], c)
    end
    redis.call('hdel', KEYS[1], c)
  end
  if #expired > 0 then redis.call('zremrangebyscore', KEYS[2], '-inf', now) end
end
`
// ARGV: now s, ttl s, then client, user, info for each entry.
const PRESENCE_ADD_LUA = `${PRESENCE_CLEAN_LUA}
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
clean(now)
for i = 3, #ARGV, 3 do
  if redis.call('hsetnx', KEYS[3], ARGV[i], ARGV[i + 1]) == 1 then redis.call('hincrby', KEYS[4], ARGV[i + 1], 1) end
  redis.call('hset', KEYS[1], ARGV[i], ARGV[i + 2])
  redis.call('zadd', KEYS[2], now + ttl, ARGV[i])
end
for k = 1, 4 do redis.call('expire', KEYS[k], ttl) end
return 1
`
// ARGV: the clients.
const PRESENCE_REMOVE_LUA = `
for i = 1, #ARGV do
  local u = redis.call('hget', KEYS[3], ARGV[i])
  if u then
    if redis.call('hincrby', KEYS[4], u, -1) <= 0 then redis.call('hdel', KEYS[4], u) end
    redis.call('hdel', KEYS[3], ARGV[i])
  end
  redis.call('hdel', KEYS[1], ARGV[i])
  redis.call('zrem', KEYS[2], ARGV[i])
end
return 1
`
// ARGV: now s.
const PRESENCE_GET_LUA = `${PRESENCE_CLEAN_LUA}
clean(tonumber(ARGV[1]))
return redis.call('hgetall', KEYS[1])
`
const PRESENCE_STATS_LUA = `${PRESENCE_CLEAN_LUA}
clean(tonumber(ARGV[1]))
return {redis.call('hlen', KEYS[1]), redis.call('hlen', KEYS[4])}
`

type PresenceKeys = [string, string, string, string]
type RedisWithPresence = Redis & {
  rtPresenceAdd(...args: (string | number)[]): Promise<number>
  rtPresenceRemove(...args: string[]): Promise<number>
  rtPresenceGet(...args: (string | number)[]): Promise<string[]>
  rtPresenceStats(...args: (string | number)[]): Promise<[number, number]>
}

/** The presence of channels in Redis, shared by every node on it (the Redis broker's presence). */
export class RedisPresence {
  private readonly cmd: RedisWithPresence

  /** `cmd`: the broker's command connection, which gets the presence scripts. */
  constructor(
    cmd: Redis,
    private readonly prefix: string,
  ) {
    this.cmd = cmd as RedisWithPresence
    this.cmd.defineCommand('rtPresenceAdd', { numberOfKeys: 4, lua: PRESENCE_ADD_LUA })
    this.cmd.defineCommand('rtPresenceRemove', { numberOfKeys: 4, lua: PRESENCE_REMOVE_LUA })
    this.cmd.defineCommand('rtPresenceGet', { numberOfKeys: 4, lua: PRESENCE_GET_LUA })
    this.cmd.defineCommand('rtPresenceStats', { numberOfKeys: 4, lua: PRESENCE_STATS_LUA })
  }

  private keys(channel: string): PresenceKeys {
    const p = `${this.prefix}.presence.`
    return [`${p}data.${channel}`, `${p}expire.${channel}`, `${p}user.${channel}`, `${p}users.${channel}`]
  }

  async add(channel: string, entries: PresenceEntry[], ttlSeconds: number): Promise<void> {
    if (entries.length === 0) return
    const args: (string | number)[] = [...this.keys(channel), Math.floor(Date.now() / 1000), ttlSeconds]
    for (const e of entries) args.push(e.client, e.user, e.info)
    await this.cmd.rtPresenceAdd(...args)
  }

  async remove(channel: string, clients: string[]): Promise<void> {
    if (clients.length === 0) return
    await this.cmd.rtPresenceRemove(...this.keys(channel), ...clients)
  }

  async get(channel: string): Promise<Record<string, string>> {
    const flat = await this.cmd.rtPresenceGet(...this.keys(channel), Math.floor(Date.now() / 1000))
    const out: Record<string, string> = {}
    for (let i = 0; i + 1 < flat.length; i += 2) out[flat[i]!] = flat[i + 1]!
    return out
  }

  async stats(channel: string): Promise<PresenceStats> {
    const [numClients, numUsers] = await this.cmd.rtPresenceStats(...this.keys(channel), Math.floor(Date.now() / 1000))
    return { numClients: Number(numClients), numUsers: Number(numUsers) }
  }
}
