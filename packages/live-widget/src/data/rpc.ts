import { LOG_DATA_EMPTY, PERIODS, RPC_RETRIES, type Period } from '../core/constants';
import type { Logger } from '../core/logger';

export const DEFAULT_RETRY_DELAY_MS = 1000;

export interface RetryOptions {
  retries?: number;
  /** Delay before retry n (1-based), in ms. Default: n x 1000 ms. */
  delay?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
  logger: Logger;
  /** Name logged with the error. */
  label: string;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Runs `call`, retrying up to 3 more times on failure (SPEC section 7). Each error is logged.
 * After the last failure, `fallback` is returned.
 */
export async function withRetries<T>(call: () => Promise<T>, fallback: T, opts: RetryOptions): Promise<T> {
  const retries = opts.retries ?? RPC_RETRIES;
  const sleep = opts.sleep ?? defaultSleep;
  const delay = opts.delay ?? ((n: number) => n * DEFAULT_RETRY_DELAY_MS);
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(delay(attempt));
    try {
      return await call();
    } catch (err) {
      opts.logger.error(`RPC error (${opts.label}), attempt ${attempt + 1} of ${retries + 1}:`, err);
    }
  }
  return fallback;
}

/** The list in an RPC answer: the data field itself, or data.data / data.items when wrapped. */
export function itemsOf(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    if (Array.isArray(d.data)) return d.data;
    if (Array.isArray(d.items)) return d.items;
  }
  return null;
}

/**
 * Asks for the match list with period live, then today, then tomorrow, and stops at the first
 * non-empty answer. Each period's RPC is retried (withRetries) and counts as empty when it keeps
 * failing. Logs "Data is empty..." and returns [] when every period is empty.
 */
export async function fetchMatchList(
  callPeriod: (period: Period) => Promise<unknown>,
  opts: Omit<RetryOptions, 'label'> & { method: string },
): Promise<unknown[]> {
  for (const period of PERIODS) {
    const items = await withRetries(
      async () => {
        const data = await callPeriod(period);
        const items = itemsOf(data);
        if (items === null) throw new Error(`unexpected answer for ${opts.method} ${period}`);
        return items;
      },
      [] as unknown[],
      { ...opts, label: `${opts.method} ${period}` },
    );
    if (items.length > 0) return items;
  }
  opts.logger.log(LOG_DATA_EMPTY);
  return [];
}
