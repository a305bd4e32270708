/**
 * Load generator process: holds many anonymous connections subscribed to sport:football, speaking
 * the Centrifuge JSON protocol directly on `ws` (the full client is too heavy to run 10,000 times
 * on 2 cores), answers pings, and records the delivery latency of every publication.
 * Driven by the parent (run.ts) over IPC.
 */
import WebSocket from 'ws';

type Msg =
  | { cmd: 'connect'; url: string; count: number; concurrency: number }
  | { cmd: 'storm' }
  | { cmd: 'report' }
  | { cmd: 'close' };

const now = () => performance.timeOrigin + performance.now();
const CHANNEL = 'sport:football';
const sockets = new Set<WebSocket>();
let url = '';
let latencies: number[] = [];
let subscribed = 0;
let failures = 0;

function send(m: unknown) {
  process.send?.(m);
}

/** Opens one connection; resolves when subscribed, rejects on failure. */
function open(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let done = false;
    ws.on('open', () => {
      ws.send('{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"' + CHANNEL + '"}}');
    });
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text === '{}') {
        ws.send('{}');
        return;
      }
      if (text.startsWith('{"push"')) {
        const t = now();
        const m = JSON.parse(text) as { push: { pub: { data: { ts: number } } } };
        latencies.push(t - m.push.pub.data.ts);
        return;
      }
      if (!done && text.includes('"id":2')) {
        done = true;
        if (text.includes('"error"')) {
          ws.terminate();
          reject(new Error(text));
          return;
        }
        sockets.add(ws);
        subscribed++;
        resolve(ws);
      }
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      if (sockets.delete(ws)) subscribed--;
      if (!done) {
        done = true;
        reject(new Error('closed'));
      }
    });
  });
}

/** Like a real client: retries a failed connect after a short, jittered backoff. */
async function openWithRetry(): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await open();
      return;
    } catch {
      failures++;
      if (attempt > 20) return;
      await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt) * (0.5 + Math.random())));
    }
  }
}

async function connectMany(count: number, concurrency: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        next++;
        await openWithRetry();
      }
    }),
  );
}

let target = 0;
let concurrencyUsed = 200;

process.on('message', async (m: Msg) => {
  if (m.cmd === 'connect') {
    url = m.url;
    target = m.count;
    concurrencyUsed = m.concurrency;
    failures = 0;
    const t = now();
    await connectMany(m.count, m.concurrency);
    send({ type: 'connected', subscribed, failures, ms: now() - t });
  } else if (m.cmd === 'storm') {
    // Every connection dropped at once, then all reconnect at once (no concurrency cap).
    failures = 0;
    for (const ws of sockets) ws.terminate();
    await new Promise((r) => setTimeout(r, 20));
    const t = now();
    await connectMany(target, target);
    send({ type: 'connected', subscribed, failures, ms: now() - t, concurrency: concurrencyUsed });
  } else if (m.cmd === 'report') {
    send({ type: 'report', latencies, subscribed });
    latencies = [];
  } else if (m.cmd === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
send({ type: 'ready' });
