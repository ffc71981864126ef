import { describe, expect, it } from 'vitest';
import { wsTextFrame } from '../../src/realtime/gateway/push-frames';
import { client, connectionToken, next, rawConnected, startNode, until } from './helpers';

describe('fan-out hot path: one pre-framed push written to every subscriber', () => {
  it('frames payloads of every length form (7-bit, 16-bit, 64-bit) as RFC 6455 text frames', () => {
    for (const size of [0, 125, 126, 65_535, 65_536, 70_000]) {
      const frame = wsTextFrame(Buffer.alloc(size, 0x61));
      expect(frame[0]).toBe(0x81);
      const marker = frame[1] ?? 0;
      const length = marker < 126 ? marker : marker === 126 ? frame.readUInt16BE(2) : frame.readUInt32BE(6);
      expect(length).toBe(size);
      expect(frame.length).toBe(size + (marker < 126 ? 2 : marker === 126 ? 4 : 10));
    }
  });

  it('delivers small and large publications intact and in order to many subscribers', async () => {
    const node = await startNode();
    const sockets = await Promise.all(Array.from({ length: 5 }, (_, index) => rawConnected(node.url, `u${index}`)));
    for (const socket of sockets) socket.send({ id: 2, subscribe: { channel: 'sportsbook:public:en' } });
    await Promise.all(sockets.map((socket) => socket.reply(2)));
    const sizes = [10, 200, 70_000, 5, 66_000];
    for (const [index, size] of sizes.entries()) {
      await node.broker.publish('sportsbook:public:en', { event_name: 'match_changed', message: { index, text: 'é'.repeat(size) } });
    }
    for (const socket of sockets) {
      await until(() => socket.messages.filter((line) => line.includes('"push"')).length === sizes.length);
      const pushes = socket.messages.filter((line) => line.includes('"push"')).map((line) => JSON.parse(line) as { push: { pub: { offset: number; data: { message: { index: number; text: string } } } } });
      expect(pushes.map((push) => push.push.pub.data.message.index)).toEqual([0, 1, 2, 3, 4]);
      expect(pushes.map((push) => push.push.pub.data.message.text.length)).toEqual(sizes);
      expect(pushes.map((push) => push.push.pub.offset)).toEqual([1, 2, 3, 4, 5]);
      socket.ws.close();
    }
    await node.stop();
  });

  it('closes a subscriber that stops reading with 3008 slow once its unsent bytes pass the limit, and keeps serving the others', async () => {
    const node = await startNode({ config: { maxBufferedBytes: 256 * 1024 } });
    const [slow, fast] = await Promise.all([rawConnected(node.url, 'slow'), rawConnected(node.url, 'fast')]);
    if (!slow || !fast) throw new Error('not connected');
    for (const socket of [slow, fast]) socket.send({ id: 2, subscribe: { channel: 'sportsbook:public:en' } });
    await Promise.all([slow.reply(2), fast.reply(2)]);
    // The slow client reads nothing more: the kernel buffers fill, then the server's socket queue grows.
    const underlying = (slow.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    underlying.pause();
    const text = 'x'.repeat(60_000);
    let published = 0;
    while (node.gateway.connectionCount === 2 && published < 2_000) {
      await node.broker.publish('sportsbook:public:en', { event_name: 'match_changed', message: { published, text } });
      published += 1;
      if (published % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(node.gateway.connectionCount).toBe(1);
    underlying.resume();
    expect(await slow.closed).toEqual({ code: 3008, reason: 'slow' });
    // The reader that kept up got every publication, in order.
    await until(() => fast.messages.filter((line) => line.includes('"push"')).length === published);
    const offsets = fast.messages.filter((line) => line.includes('"push"')).map((line) => (JSON.parse(line) as { push: { pub: { offset: number } } }).push.pub.offset);
    expect(offsets).toEqual(Array.from({ length: published }, (_, index) => index + 1));
    fast.ws.close();
    await node.stop();
  });

  it.each([
    { name: 'a public channel with a window configured', config: { fanOutWindowMs: 50 }, channel: 'sportsbook:public:en', batched: true },
    { name: 'a match chat with the default configuration', config: {}, channel: 'sportsbook:chat:5', batched: true },
    { name: 'a public channel with the default configuration (no window)', config: {}, channel: 'sportsbook:public:en', batched: false },
  ])('a burst on $name reaches the real centrifuge client every publication once and in order, batched: $batched', async ({ config, channel, batched }) => {
    const node = await startNode({ config });
    const centrifuge = client(node.url, { token: await connectionToken('7') });
    const frames: number[] = [];
    const sub = centrifuge.newSubscription(channel);
    const received: number[] = [];
    sub.on('publication', (ctx) => received.push((ctx.data as { message: { index: number } }).message.index));
    sub.subscribe();
    centrifuge.connect();
    await next(sub, 'subscribed');
    const socket = node.gateway['connections'].values().next().value as unknown as { ws: { _socket: { write: (...args: unknown[]) => boolean } } };
    const write = socket.ws._socket.write.bind(socket.ws._socket);
    socket.ws._socket.write = (...args: unknown[]) => {
      frames.push(1);
      return write(...args);
    };
    const count = 200;
    for (let index = 0; index < count; index += 1) await node.broker.publish(channel, { event_name: 'match_changed', message: { index } });
    await until(() => received.length === count);
    expect(received).toEqual(Array.from({ length: count }, (_, index) => index));
    if (batched) expect(frames.length).toBeLessThan(count / 4);
    else expect(frames.length).toBeGreaterThanOrEqual(count);
    centrifuge.disconnect();
    await node.stop();
  });
});
