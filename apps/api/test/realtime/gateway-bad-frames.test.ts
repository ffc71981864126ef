import type { PublicationContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, connectionToken, next, raw, rawConnected, startNode, subscriptionToken, type Node } from './helpers';

describe('gateway: bad frames get the protocol answer and never stop the server (realtime-protocol.md)', () => {
  let node: Node;
  beforeAll(async () => {
    node = await startNode();
  });
  afterAll(async () => {
    await node.stop();
  });

  it('closes 3501 on invalid JSON', async () => {
    const socket = await rawConnected(node.url);
    socket.ws.send('{"id":2,"subscribe":');
    expect(await socket.closed).toEqual({ code: 3501, reason: 'bad request' });
  });

  it('closes 3501 on a command before connect, and on a binary frame', async () => {
    const early = await raw(node.url);
    early.send({ id: 1, subscribe: { channel: 'sportsbook:public:en' } });
    expect(await early.closed).toEqual({ code: 3501, reason: 'bad request' });
    const binary = await rawConnected(node.url);
    binary.ws.send(Buffer.from('{"id":2,"ping":{}}'), { binary: true });
    expect((await binary.closed).code).toBe(3501);
  });

  it('answers an unknown method with 104 and unsupported ones with 108, then keeps serving', async () => {
    const socket = await rawConnected(node.url);
    socket.send({ id: 2, frobnicate: {} }, { id: 3, publish: { channel: 'sportsbook:public:en', data: {} } }, { id: 4, history: { channel: 'x' } }, { id: 5, ping: {} });
    expect(await socket.reply(2)).toEqual({ id: 2, error: { code: 104, message: 'method not found' } });
    expect(await socket.reply(3)).toEqual({ id: 3, error: { code: 108, message: 'not available' } });
    expect(await socket.reply(4)).toEqual({ id: 4, error: { code: 108, message: 'not available' } });
    expect(await socket.reply(5)).toEqual({ id: 5, ping: {} });
    socket.ws.close();
  });

  it('closes an oversize frame with 1009 "message too big"', async () => {
    const socket = await rawConnected(node.url);
    socket.ws.send(JSON.stringify({ id: 2, subscribe: { channel: 'x'.repeat(70 * 1024) } }));
    expect((await socket.closed).code).toBe(1009);
  });

  it('processes a batch strictly in order, async token checks included; 105 on a duplicate', async () => {
    const socket = await raw(node.url);
    const own = '$sportsbook:user:en:9';
    socket.send(
      { id: 1, connect: { token: await connectionToken('9') } },
      { id: 2, subscribe: { channel: own, token: await subscriptionToken('9', own) } },
      { id: 3, subscribe: { channel: 'sportsbook:match:5' } },
      { id: 4, subscribe: { channel: 'sportsbook:match:5' } },
      { id: 5, unsubscribe: { channel: own } },
      { id: 6, unsubscribe: { channel: 'never-subscribed' } },
    );
    await socket.reply(6);
    const ids = socket.messages.map((m) => (JSON.parse(m) as { id?: number }).id);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await socket.reply(2)).toMatchObject({ subscribe: { recoverable: true, positioned: true, epoch: expect.any(String) as unknown } });
    expect(await socket.reply(4)).toEqual({ id: 4, error: { code: 105, message: 'already subscribed' } });
    expect(await socket.reply(5)).toEqual({ id: 5, unsubscribe: {} });
    expect(await socket.reply(6)).toEqual({ id: 6, unsubscribe: {} });
    socket.ws.close();
  });

  it('still serves other clients after all of the above', async () => {
    const centrifuge = client(node.url, { token: await connectionToken('1') });
    const sub = centrifuge.newSubscription('sportsbook:match:77');
    const received = next<PublicationContext>(sub, 'publication');
    sub.subscribe();
    centrifuge.connect();
    await next(sub, 'subscribed');
    await node.broker.publish('sportsbook:match:77', { event_name: 'match_changed', message: { ok: true } });
    expect((await received).data).toEqual({ event_name: 'match_changed', message: { ok: true } });
    centrifuge.disconnect();
  });
});
