import type { GatewayConfig } from './config.js'

/** Token buckets: `burst` tokens at most, refilled at `rate` tokens a second; rate 0 = no limit. */
export interface BucketLimit {
  rate: number
  burst: number
}

interface Bucket {
  tokens: number
  at: number
}

/** How often buckets that are full again (idle addresses) are forgotten. */
const PRUNE_EVERY_MS = 10_000

const refill = (b: Bucket, limit: BucketLimit, now: number): void => {
  b.tokens = Math.min(limit.burst, b.tokens + ((now - b.at) / 1000) * limit.rate)
  b.at = now
}

/**
 * RPCs allowed per client address and for the whole node. One instance per node: the gateway's
 * own, or the cluster primary's for all its workers. An RPC takes one token from its address's bucket
 * and one from the node's, or none when either is empty.
 */
export class RpcLimiter {
  private readonly perAddress = new Map<string, Bucket>()
  private readonly node: Bucket
  private lastPrune: number

  constructor(
    private readonly address: BucketLimit,
    private readonly whole: BucketLimit,
    now = Date.now(),
  ) {
    this.node = { tokens: whole.burst, at: now }
    this.lastPrune = now
  }

  /** The limits a gateway configuration asks for. */
  static fromConfig(
    c: Pick<GatewayConfig, 'rpcRatePerIp' | 'rpcBurstPerIp' | 'rpcRatePerNode' | 'rpcBurstPerNode'>,
  ): RpcLimiter {
    return new RpcLimiter(
      { rate: c.rpcRatePerIp, burst: c.rpcBurstPerIp },
      { rate: c.rpcRatePerNode, burst: c.rpcBurstPerNode },
    )
  }

  /** Whether any limit is on (else callers need not ask). */
  get active(): boolean {
    return this.address.rate > 0 || this.whole.rate > 0
  }

  /** Takes a token for one RPC from `ip`; false when its address or the node is over the limit. */
  take(ip: string, now = Date.now()): boolean {
    if (now - this.lastPrune >= PRUNE_EVERY_MS) this.prune(now)
    let mine: Bucket | null = null
    if (this.address.rate > 0) {
      mine = this.perAddress.get(ip) ?? { tokens: this.address.burst, at: now }
      this.perAddress.set(ip, mine)
      refill(mine, this.address, now)
      if (mine.tokens < 1) return false
    }
    if (this.whole.rate > 0) {
      refill(this.node, this.whole, now)
      if (this.node.tokens < 1) return false
      this.node.tokens--
    }
    if (mine) mine.tokens--
    return true
  }

  /** Forgets the addresses whose bucket is full again: they are as good as new. */
  private prune(now: number): void {
    this.lastPrune = now
    for (const [ip, b] of this.perAddress) {
      refill(b, this.address, now)
      if (b.tokens >= this.address.burst) this.perAddress.delete(ip)
    }
  }
}
