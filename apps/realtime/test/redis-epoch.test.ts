import { afterAll, afterEach, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { RawClient, cleanup, publish, startGateway, wsUrl } from './helpers.js';

// Two nodes on one Redis: a channel nobody has published to yet must have one epoch on every node, or a
// subscriber positioned there on node A that recovers on node B after the first publications (its node
// was killed) is told `recovered: false` and misses them (seen in the topology test through nginx).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `rt-epoch-${process.pid}-${Date.now()}`;

afterEach(cleanup);
afterAll(async () => {
  const r = new Redis(REDIS_URL);
  const keys = await r.keys(`${PREFIX}*`);
  if (keys.length) await r.del(...keys);
  r.disconnect();
});

it('gives an empty channel the same epoch on every node, so a subscriber recovers on another node what was published meanwhile', async () => {
  const cfg = { redisUrl: REDIS_URL, redisPrefix: PREFIX };
  const a = await startGateway({ ...cfg, nodeName: 'a' });
  const b = await startGateway({ ...cfg, nodeName: 'b' });
  const onA = await RawClient.open(wsUrl(a));
  await onA.connect();
  onA.send({ id: 2, subscribe: { channel: 'sport:fresh' } });
  const position = (await onA.reply(2)).subscribe;
  expect(position).toMatchObject({ offset: 0, recoverable: true });
  onA.ws.close();
  const first = await publish(b, 'sport:fresh', { n: 1 });
  await publish(b, 'sport:fresh', { n: 2 });
  expect(first.body.result.epoch).toBe(position.epoch);

  const onB = await RawClient.open(wsUrl(b));
  await onB.connect();
  onB.send({ id: 2, subscribe: { channel: 'sport:fresh', recover: true, offset: 0, epoch: position.epoch } });
  const res = (await onB.reply(2)).subscribe;
  expect(res).toMatchObject({ recovered: true, epoch: position.epoch, offset: 2 });
  expect(res.publications).toEqual([
    { data: { n: 1 }, offset: 1 },
    { data: { n: 2 }, offset: 2 },
  ]);
});

it('refuses to call a position recovered when it is past the top of a stream that started again', async () => {
  const cfg = { redisUrl: REDIS_URL, redisPrefix: `${PREFIX}-again` };
  const a = await startGateway({ ...cfg, nodeName: 'a' });
  const epoch = (await publish(a, 'sport:again', { n: 1 })).body.result.epoch;
  const c = await RawClient.open(wsUrl(a));
  await c.connect();
  // A client that had seen offset 40 of that epoch: the stream now ends at 1, so 2..40 are gone.
  c.send({ id: 2, subscribe: { channel: 'sport:again', recover: true, offset: 40, epoch } });
  expect((await c.reply(2)).subscribe).toMatchObject({ recovered: false, offset: 1, epoch });
});
