import type { Centrifuge, DisconnectedContext, PublicationContext, UnsubscribedContext } from 'centrifuge';
import { CHANNELS } from '@sportsbook/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client, connectionToken, next, rawConnected, startNode, subscriptionToken, type Node } from './helpers';

const mine = CHANNELS.user('en', '42');
const theirs = CHANNELS.user('en', '43');
const pub = { event_name: 'balance_changed', message: { balance: 1 } };

describe('gateway: public and private channels (realtime-protocol.md "Commands", "Tokens")', () => {
  let node: Node;
  let centrifuge: Centrifuge;
  beforeEach(async () => {
    node = await startNode({ config: { expiredGraceMs: 1_500 } });
    centrifuge = client(node.url, { token: await connectionToken('42') });
    centrifuge.connect();
    await next(centrifuge, 'connected');
  });
  afterEach(async () => {
    centrifuge.disconnect();
    await node.stop();
  });

  it('subscribes to a public channel, receives publications, stops after unsubscribe', async () => {
    const channel = CHANNELS.public('br');
    expect(channel).toBe('sportsbook:public:pt');
    const sub = centrifuge.newSubscription(channel);
    const received: unknown[] = [];
    sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
    sub.subscribe();
    await next(sub, 'subscribed');
    await node.broker.publish(channel, { event_name: 'match_changed', message: { id: 1 } });
    await node.broker.publish(CHANNELS.public('en'), { event_name: 'match_changed', message: { id: 2 } });
    await expect.poll(() => received).toEqual([{ event_name: 'match_changed', message: { id: 1 } }]);
    const unsubscribed = next(sub, 'unsubscribed');
    sub.unsubscribe();
    await unsubscribed;
    await node.broker.publish(channel, { event_name: 'match_changed', message: { id: 3 } });
    await centrifuge.ready();
    expect(received).toHaveLength(1);
  });

  it('refuses an unknown channel with 102', async () => {
    const sub = centrifuge.newSubscription('chat:general');
    sub.subscribe();
    expect(await next<UnsubscribedContext>(sub, 'unsubscribed')).toMatchObject({ code: 102, reason: 'unknown channel' });
  });

  it('subscribes to the own $ channel with a subscription token and refreshes it', async () => {
    let tokens = 0;
    const sub = centrifuge.newSubscription(mine, {
      getToken: async () => {
        tokens += 1;
        return subscriptionToken('42', mine, tokens === 1 ? 1 : 60);
      },
    });
    const received: unknown[] = [];
    sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
    sub.subscribe();
    await next(sub, 'subscribed');
    await node.broker.publish(mine, pub);
    await expect.poll(() => received).toEqual([pub]);
    // ttl = 1 s: the client sends sub_refresh; without it the server would unsubscribe (2501)
    // by exp + 1.5 s ≤ 2.5 s after subscribing.
    const subscribedAt = Date.now();
    await expect.poll(() => tokens, { timeout: 3_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2_600 - (Date.now() - subscribedAt)));
    expect(sub.state).toBe('subscribed');
  });

  it('refuses the own $ channel without a token (103)', async () => {
    const sub = centrifuge.newSubscription(mine);
    sub.subscribe();
    expect(await next<UnsubscribedContext>(sub, 'unsubscribed')).toMatchObject({ code: 103, reason: 'permission denied' });
  });

  it('answers an expired subscription token with 109 and the client retries with a new one', async () => {
    let tokens = 0;
    const sub = centrifuge.newSubscription(mine, {
      minResubscribeDelay: 50,
      getToken: async () => {
        tokens += 1;
        return subscriptionToken('42', mine, tokens === 1 ? -10 : 60);
      },
    });
    sub.subscribe();
    await next(sub, 'subscribed');
    expect(tokens).toBe(2);
  });

  it('unsubscribes with 2501 when a subscription token expires without sub_refresh', async () => {
    const socket = await rawConnected(node.url, '42');
    socket.send({ id: 2, subscribe: { channel: mine, token: await subscriptionToken('42', mine, 1) } });
    expect(await socket.reply(2)).toMatchObject({ subscribe: { expires: true, ttl: 1 } });
    const push = { push: { channel: mine, unsubscribe: { code: 2501, reason: 'subscription expired' } } };
    await expect.poll(() => socket.messages.map((m) => JSON.parse(m) as unknown), { timeout: 4_000 }).toContainEqual(push);
    socket.ws.close();
  });

  it("refuses someone else's private channel: own token for it 103, their token closes 3500", async () => {
    const forged = centrifuge.newSubscription(theirs, { token: await subscriptionToken('42', theirs) });
    forged.subscribe();
    expect(await next<UnsubscribedContext>(forged, 'unsubscribed')).toMatchObject({ code: 103 });

    const stolen = centrifuge.newSubscription(CHANNELS.user('pt', '43'), { token: await subscriptionToken('43', CHANNELS.user('pt', '43')) });
    const disconnected = next<DisconnectedContext>(centrifuge, 'disconnected');
    stolen.subscribe();
    expect(await disconnected).toMatchObject({ code: 3500, reason: 'invalid token' });
  });

  it('refuses a $ channel to a visitor', async () => {
    const visitor = client(node.url, { token: await connectionToken('') });
    visitor.connect();
    const sub = visitor.newSubscription(mine, { token: await subscriptionToken('', mine) });
    sub.subscribe();
    expect(await next<UnsubscribedContext>(sub, 'unsubscribed')).toMatchObject({ code: 103 });
    visitor.disconnect();
  });
});
