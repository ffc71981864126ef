import { applyDelta } from 'fossil-delta';
import type { PublicationContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fossilDelta } from '../../src/realtime/gateway/push-frames';
import { asciiJson } from '../../src/realtime/protocol/json';
import { client, connectionToken, next, rawConnected, startNode, type Node } from './helpers';

const channel = 'sportsbook:match:9';
const names = ['São Paulo — Grêmio', 'Zürich ⚽ Köln', '東京 vs 大阪 😀', 'Ação ½ – «Ω»'];
const event = (n: number) => ({
  event_name: 'markets_changed',
  message: { match_id: 9, n, title: names[n % names.length], markets: Array.from({ length: 20 }, (_, i) => ({ id: i, name: `Mercado ${i} — ${names[i % 4]}`, odds: 1.5 + ((i * n) % 7) / 10 })) },
});

describe('gateway: fossil delta compression (realtime-protocol.md "Recovery and delta")', () => {
  let node: Node;
  beforeAll(async () => {
    node = await startNode();
  });
  afterAll(async () => {
    await node.stop();
  });

  it('escapes non-ASCII so deltas are ASCII and apply back to the same JSON', () => {
    const a = asciiJson(event(1));
    const b = asciiJson(event(2));
    expect(a).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(a)).toEqual(event(1));
    const delta = fossilDelta(a, b);
    expect(delta.length).toBeLessThan(b.length);
    const applied = applyDelta(new TextEncoder().encode(a), new TextEncoder().encode(delta));
    expect(JSON.parse(new TextDecoder().decode(applied))).toEqual(event(2));
  });

  it('delivers the same data with delta on and off, deltas after the first publication', async () => {
    const plain = client(node.url, { token: await connectionToken('1') });
    const compressed = client(node.url, { token: await connectionToken('2') });
    const plainSub = plain.newSubscription(channel);
    const deltaSub = compressed.newSubscription(channel, { delta: 'fossil' });
    const plainData: unknown[] = [];
    const deltaData: unknown[] = [];
    plainSub.on('publication', (ctx: PublicationContext) => plainData.push(ctx.data));
    deltaSub.on('publication', (ctx: PublicationContext) => deltaData.push(ctx.data));
    for (const sub of [plainSub, deltaSub]) sub.subscribe();
    plain.connect();
    compressed.connect();
    await Promise.all([next(plainSub, 'subscribed'), next(deltaSub, 'subscribed')]);
    const expected = Array.from({ length: 8 }, (_, n) => event(n));
    for (const publication of expected) await node.broker.publish(channel, publication);
    await expect.poll(() => deltaData.length).toBe(expected.length);
    await expect.poll(() => plainData.length).toBe(expected.length);
    expect(deltaData).toEqual(expected);
    expect(plainData).toEqual(expected);
    const stats = deltaSub.deltaStats();
    expect(stats.numFullPayloads).toBe(1);
    expect(stats.numDeltaPayloads).toBe(expected.length - 1);
    expect(stats.bytesReceived).toBeLessThan(stats.bytesDecoded / 2);
    plain.disconnect();
    compressed.disconnect();
  });

  it('negotiates delta in the reply and sends JSON strings, full first, then marked deltas', async () => {
    const socket = await rawConnected(node.url);
    socket.send({ id: 2, subscribe: { channel: 'sportsbook:match:10', delta: 'fossil' } });
    expect(await socket.reply(2)).toMatchObject({ subscribe: { delta: true } });
    await node.broker.publish('sportsbook:match:10', event(1));
    await node.broker.publish('sportsbook:match:10', event(2));
    await expect.poll(() => socket.messages.length).toBe(4);
    const pubs = socket.messages.slice(2).map((m) => (JSON.parse(m) as { push: { pub: { data: unknown; delta?: boolean } } }).push.pub);
    expect(typeof pubs[0]?.data).toBe('string');
    expect(pubs[0]?.delta).toBeUndefined();
    expect(pubs[1]?.delta).toBe(true);
    expect(socket.messages.slice(2).join('')).toMatch(/^[\x20-\x7e]*$/);
    socket.ws.close();
  });
});
