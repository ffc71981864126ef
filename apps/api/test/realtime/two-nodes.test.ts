import type { PublicationContext, SubscribedContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeBroker } from '../../src/realtime/broker';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { RedisBroker } from '../../src/realtime/brokers/redis';
import { client, connectionToken, next, startNode, type Node } from './helpers';

const redisUrl = process.env['REDIS_URL'];
const prefix = `sportsbook:test:${process.pid}:${Date.now()}:`;

/** One broker per node on Redis when REDIS_URL is set; otherwise one in-process broker shared. */
async function brokers(): Promise<[RealtimeBroker, RealtimeBroker]> {
  if (!redisUrl) {
    const shared = new InProcessPublisher();
    return [shared, shared];
  }
  const pair: [RedisBroker, RedisBroker] = [new RedisBroker({ url: redisUrl, prefix }), new RedisBroker({ url: redisUrl, prefix })];
  await Promise.all(pair.map((broker) => broker.ready()));
  return pair;
}

describe(`two gateway nodes (${redisUrl ? 'Redis pub/sub' : 'shared in-process broker'}), ARCHITECTURE §3`, () => {
  let a: Node;
  let b: Node;
  beforeAll(async () => {
    const [brokerA, brokerB] = await brokers();
    a = await startNode({ broker: brokerA });
    b = await startNode({ broker: brokerB });
  });
  afterAll(async () => {
    await a.stop();
    await b.stop();
    await a.broker.close();
    await b.broker.close();
  });

  it('a publication made on node A reaches a client connected to node B, with the same positions', async () => {
    const onB = client(b.url, { token: await connectionToken('1') });
    const onA = client(a.url, { token: await connectionToken('2') });
    const subB = onB.newSubscription('sportsbook:public:en');
    const subA = onA.newSubscription('sportsbook:public:en');
    const received: PublicationContext[] = [];
    subB.on('publication', (ctx: PublicationContext) => received.push(ctx));
    subB.subscribe();
    subA.subscribe();
    onB.connect();
    onA.connect();
    const [atB, atA] = await Promise.all([next<SubscribedContext>(subB, 'subscribed'), next<SubscribedContext>(subA, 'subscribed')]);
    expect(atB.streamPosition).toEqual(atA.streamPosition);
    await a.broker.publish('sportsbook:public:en', { event_name: 'match_changed', message: { id: 1, name: 'Grêmio' } });
    await b.broker.publish('sportsbook:public:en', { event_name: 'match_changed', message: { id: 2 } });
    await expect.poll(() => received.map((ctx): unknown => ctx.data)).toEqual([
      { event_name: 'match_changed', message: { id: 1, name: 'Grêmio' } },
      { event_name: 'match_changed', message: { id: 2 } },
    ]);
    const start = atB.streamPosition?.offset ?? 0;
    expect(received.map((ctx) => ctx.offset)).toEqual([start + 1, start + 2]);
    onA.disconnect();
    onB.disconnect();
  });

  it('recovers on node B what was published on node A while the client was away', async () => {
    const channel = 'sportsbook:match:2';
    const first = client(b.url, { token: await connectionToken('3') });
    const sub = first.newSubscription(channel);
    sub.subscribe();
    first.connect();
    const subscribed = await next<SubscribedContext>(sub, 'subscribed');
    first.disconnect();
    await a.broker.publish(channel, { event_name: 'markets_changed', message: { match_id: 2, markets: [] } });
    // A new client resumes from the saved position, as a browser would after a reload.
    const second = client(b.url, { token: await connectionToken('3') });
    const resumed = second.newSubscription(channel, { since: subscribed.streamPosition ?? { offset: 0, epoch: '' } });
    const recovered = next<PublicationContext>(resumed, 'publication');
    resumed.subscribe();
    second.connect();
    expect(await next<SubscribedContext>(resumed, 'subscribed')).toMatchObject({ recovered: true });
    expect((await recovered).data).toEqual({ event_name: 'markets_changed', message: { match_id: 2, markets: [] } });
    second.disconnect();
  });
});
