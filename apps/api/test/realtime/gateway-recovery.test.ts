import type { PublicationContext, SubscribedContext } from 'centrifuge';
import { describe, expect, it } from 'vitest';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { client, connectionToken, next, startNode } from './helpers';

const channel = 'sportsbook:match:1';
const event = (n: number) => ({ event_name: 'markets_changed', message: { match_id: 1, n } });

/**
 * Server restart → the client reconnects (3001 shutdown) and resubscribes with recover, epoch and
 * offset (realtime-protocol.md "Recovery and delta").
 */
async function restartScenario(keepBroker: boolean, delta = false) {
  const first = await startNode();
  const centrifuge = client(first.url, { token: await connectionToken('1') });
  const sub = centrifuge.newSubscription(channel, delta ? { delta: 'fossil' } : {});
  const received: unknown[] = [];
  sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
  sub.subscribe();
  centrifuge.connect();
  expect(await next<SubscribedContext>(sub, 'subscribed')).toMatchObject({ recoverable: true, positioned: true, recovered: false });
  await first.broker.publish(channel, event(1));
  await expect.poll(() => received).toHaveLength(1);

  const reconnecting = next(centrifuge, 'connecting');
  await first.stop();
  await reconnecting;
  await first.broker.publish(channel, event(2));
  await first.broker.publish(channel, event(3));
  const broker = keepBroker ? first.broker : new InProcessPublisher();
  const second = await startNode({ broker, port: first.port });
  const resubscribed = await next<SubscribedContext>(sub, 'subscribed');
  return { centrifuge, second, resubscribed, received };
}

describe('gateway: recovery after a server restart (realtime-protocol.md "Recovery and delta")', () => {
  it('recovers the publications missed while the server was down, in order', async () => {
    const { centrifuge, second, resubscribed, received } = await restartScenario(true);
    expect(resubscribed).toMatchObject({ wasRecovering: true, recovered: true, hasRecoveredPublications: true });
    await expect.poll(() => received).toEqual([event(1), event(2), event(3)]);
    await second.broker.publish(channel, event(4));
    await expect.poll(() => received).toHaveLength(4);
    centrifuge.disconnect();
    await second.stop();
  });

  it('recovers with delta compression on: recovered data is full, live deltas continue from it', async () => {
    const { centrifuge, second, resubscribed, received } = await restartScenario(true, true);
    expect(resubscribed).toMatchObject({ recovered: true });
    await second.broker.publish(channel, event(4));
    await expect.poll(() => received).toEqual([event(1), event(2), event(3), event(4)]);
    centrifuge.disconnect();
    await second.stop();
  });

  it('answers recovered:false when history is gone (new epoch), so the client refetches', async () => {
    const { centrifuge, second, resubscribed, received } = await restartScenario(false);
    expect(resubscribed).toMatchObject({ wasRecovering: true, recovered: false, hasRecoveredPublications: false });
    expect(received).toEqual([event(1)]);
    centrifuge.disconnect();
    await second.stop();
  });

  it('answers recovered:false when the missed publications fell out of the ring buffer', async () => {
    const node = await startNode({ broker: new InProcessPublisher({ history: { size: 2 } }) });
    const centrifuge = client(node.url, { token: await connectionToken('1') });
    const sub = centrifuge.newSubscription(channel);
    sub.subscribe();
    centrifuge.connect();
    await next(sub, 'subscribed');
    await node.broker.publish(channel, event(1));
    await next(sub, 'publication');
    const reconnecting = next(centrifuge, 'connecting');
    await node.stop();
    await reconnecting;
    for (const n of [2, 3, 4]) await node.broker.publish(channel, event(n));
    const again = await startNode({ broker: node.broker, port: node.port });
    expect(await next<SubscribedContext>(sub, 'subscribed')).toMatchObject({ wasRecovering: true, recovered: false });
    centrifuge.disconnect();
    await again.stop();
  });
});
