import type { PublicationContext, SubscribedContext } from 'centrifuge';
import { describe, expect, it } from 'vitest';
import type { RealtimeBroker } from '../../src/realtime/broker';
import { RedisBroker } from '../../src/realtime/brokers/redis';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { client, connectionToken, next, startNode } from './helpers';

/**
 * Issue 19 point 10: a client subscribed with recovery keeps its stream across a restart of the
 * node it is connected to. With Redis (REDIS_URL; CI), epochs, offsets and history live in Redis:
 * what another node published while this one was down is recovered (recovered: true). With the
 * in-process broker the restarted node has a new epoch, and the client is told (recovered: false)
 * so that it reads again by REST.
 */
const redisUrl = process.env['REDIS_URL'];
const prefix = `sportsbook:test:restart:${process.pid}:${Date.now()}:`;

async function broker(): Promise<RealtimeBroker> {
  if (!redisUrl) return new InProcessPublisher();
  const created = new RedisBroker({ url: redisUrl, prefix });
  await created.ready();
  return created;
}

describe(`a restarted node (${redisUrl ? 'Redis broker' : 'in-process broker'})`, () => {
  it(redisUrl ? 'recovers, from Redis, what another node published while it was down' : 'tells the client its stream was lost (new epoch)', async () => {
    const channel = 'sportsbook:match:7';
    const first = await startNode({ broker: await broker() });
    const centrifuge = client(first.url, { token: await connectionToken('5') });
    const subscription = centrifuge.newSubscription(channel);
    const received: unknown[] = [];
    subscription.on('publication', (context: PublicationContext) => received.push(context.data));
    subscription.subscribe();
    centrifuge.connect();
    await next(subscription, 'subscribed');
    await first.broker.publish(channel, { event_name: 'markets_changed', message: { match_id: 7, markets: [], n: 1 } });
    await expect.poll(() => received.length).toBe(1);

    // The node goes away; another one (the leader) publishes meanwhile.
    const other = redisUrl ? await broker() : null;
    await first.stop();
    await first.broker.close();
    await other?.publish(channel, { event_name: 'markets_changed', message: { match_id: 7, markets: [], n: 2 } });

    const resubscribed = next<SubscribedContext>(subscription, 'subscribed', () => true, 10_000);
    const restarted = await startNode({ broker: await broker(), port: first.port });
    try {
      const context = await resubscribed;
      if (redisUrl) {
        expect(context).toMatchObject({ wasRecovering: true, recovered: true });
        await expect.poll(() => received).toEqual([
          { event_name: 'markets_changed', message: { match_id: 7, markets: [], n: 1 } },
          { event_name: 'markets_changed', message: { match_id: 7, markets: [], n: 2 } },
        ]);
      } else {
        expect(context).toMatchObject({ wasRecovering: true, recovered: false });
      }
    } finally {
      centrifuge.disconnect();
      await restarted.stop();
      await restarted.broker.close();
      await other?.close();
    }
  }, 30_000);
});
