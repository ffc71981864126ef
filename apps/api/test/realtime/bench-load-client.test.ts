import { describe, expect, it } from 'vitest';
import { LatencyHistogram, LoadStats, openClients } from '../../bench/realtime-clients';
import { acceptFor, checkHandshake, FrameReader, maskedFrame, OPCODE } from '../../bench/realtime-wire';
import { wsTextFrame } from '../../src/realtime/gateway/push-frames';
import { connectionToken, startNode, until } from './helpers';

/** The raw WebSocket load client of bench/realtime.ts: its wire handling and a run against the gateway. */

function serverFrame(opcode: number, payload: Buffer, fin = true): Buffer {
  const frame = wsTextFrame(payload);
  frame[0] = (fin ? 0x80 : 0) | opcode;
  return frame;
}

function collect(): { reader: FrameReader; messages: { opcode: number; text: string }[] } {
  const messages: { opcode: number; text: string }[] = [];
  const reader = new FrameReader((opcode, data, start, end) => messages.push({ opcode, text: data.toString('utf8', start, end) }));
  return { reader, messages };
}

describe('load client wire (RFC 6455, client side)', () => {
  it('computes the accept value of the RFC example key and checks the response head', () => {
    const key = 'dGhlIHNhbXBsZSBub25jZQ==';
    expect(acceptFor(key)).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
    expect(checkHandshake(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nSec-WebSocket-Accept: ${acceptFor(key)}`, key)).toBeNull();
    expect(checkHandshake('HTTP/1.1 400 Bad Request', key)).toMatch(/status/);
    expect(checkHandshake('HTTP/1.1 101 Switching Protocols\r\nSec-WebSocket-Accept: nope', key)).toMatch(/Accept/);
  });

  it('masks client frames (every length form) so that unmasking gives the payload back', () => {
    for (const size of [0, 2, 125, 126, 65_535, 65_536]) {
      const payload = Buffer.alloc(size, 0x61);
      const frame = maskedFrame(OPCODE.text, payload);
      expect(frame[0]).toBe(0x81);
      const marker = (frame[1] ?? 0) & 0x7f;
      expect((frame[1] ?? 0) & 0x80).toBe(0x80);
      const header = marker < 126 ? 2 : marker === 126 ? 4 : 10;
      const mask = frame.subarray(header, header + 4);
      const unmasked = Buffer.from(frame.subarray(header + 4).map((byte, index) => byte ^ (mask[index & 3] ?? 0)));
      expect(unmasked.equals(payload)).toBe(true);
    }
  });

  it('reads several frames per chunk and frames split at every byte boundary', () => {
    const payloads = ['{}', 'a'.repeat(125), 'b'.repeat(126), 'c'.repeat(70_000), '{"push":{"channel":"x","pub":{"data":{},"offset":1}}}'];
    const stream = Buffer.concat(payloads.map((text) => serverFrame(OPCODE.text, Buffer.from(text))));
    // Whole stream in one chunk.
    const whole = collect();
    whole.reader.push(stream, 0, stream.length);
    expect(whole.messages.map((message) => message.text)).toEqual(payloads);
    // Split in two at every boundary of the first frames and around the 64-bit length header.
    const cuts = [...Array.from({ length: 300 }, (_, index) => index + 1), 263, 264, 265, 266, 270, 272, 70_270, stream.length - 1];
    for (const cut of cuts) {
      const split = collect();
      split.reader.push(stream, 0, cut);
      split.reader.push(stream, cut, stream.length);
      expect(split.messages.map((message) => message.text)).toEqual(payloads);
      expect(split.reader.error).toBeNull();
    }
    // One byte at a time, through a reused buffer (as the shared onread buffer is).
    const bytes = collect();
    const shared = Buffer.alloc(1);
    for (const byte of stream) {
      shared[0] = byte;
      bytes.reader.push(shared, 0, 1);
    }
    expect(bytes.messages.map((message) => message.text)).toEqual(payloads);
  });

  it('joins fragmented messages and hands over control frames between fragments', () => {
    const { reader, messages } = collect();
    const stream = Buffer.concat([
      serverFrame(OPCODE.text, Buffer.from('{"a":'), false),
      serverFrame(OPCODE.ping, Buffer.from('p')),
      serverFrame(OPCODE.continuation, Buffer.from('1'), false),
      serverFrame(OPCODE.continuation, Buffer.from('}')),
    ]);
    reader.push(stream, 0, stream.length);
    expect(messages).toEqual([
      { opcode: OPCODE.ping, text: 'p' },
      { opcode: OPCODE.text, text: '{"a":1}' },
    ]);
  });

  it('rejects masked server frames, reserved bits and stray continuations', () => {
    const masked = collect();
    const frame = maskedFrame(OPCODE.text, Buffer.from('{}'));
    masked.reader.push(frame, 0, frame.length);
    expect(masked.reader.error).toBe('masked server frame');
    const reserved = collect();
    const rsv = serverFrame(OPCODE.text, Buffer.from('{}'));
    rsv[0] = (rsv[0] ?? 0) | 0x40;
    reserved.reader.push(rsv, 0, rsv.length);
    expect(reserved.reader.error).toBe('reserved bits set');
    const stray = collect();
    const continuation = serverFrame(OPCODE.continuation, Buffer.from('x'));
    stray.reader.push(continuation, 0, continuation.length);
    expect(stray.reader.error).toMatch(/continuation/);
  });

  it('keeps latency percentiles in 0.1 ms buckets', () => {
    const histogram = new LatencyHistogram();
    for (let index = 1; index <= 100; index += 1) histogram.add(index);
    expect(histogram.percentile(0.5)).toBeCloseTo(50, 0);
    expect(histogram.percentile(0.99)).toBeCloseTo(99, 0);
    expect(histogram.max).toBe(100);
  });
});

describe('load client against the real gateway', () => {
  it('connects, subscribes, counts every publication with its latency and answers server pings', async () => {
    // Pings every second with a short pong timeout: a client that did not answer would be closed 3012.
    const node = await startNode({ config: { pingIntervalSeconds: 1, pongTimeoutMs: 500 } });
    const stats = new LoadStats();
    const target = {
      urls: [node.url],
      token: await connectionToken(''),
      publicChannel: 'sportsbook:public:en',
      matchChannels: ['sportsbook:match:1', 'sportsbook:match:2', 'sportsbook:match:3'],
    };
    const clients = await openClients(target, 20, 5, stats);
    expect(stats.connected).toBe(20);
    expect(stats.failed).toBe(0);
    expect(node.gateway.connectionCount).toBe(20);
    stats.startMeasuring();
    const publish = (channel: string): Promise<void> =>
      node.broker.publish(channel, { event_name: 'match_changed', message: { sent_at: performance.timeOrigin + performance.now(), text: 'é' } });
    for (let round = 0; round < 5; round += 1) {
      await publish(target.publicChannel);
      for (const channel of target.matchChannels) await publish(channel);
    }
    // 5 × 20 public deliveries + 5 × 20 match deliveries (every client is on one match channel).
    await until(() => stats.received === 200);
    expect(stats.latency.count).toBe(200);
    expect(stats.latency.max).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(stats.pings).toBeGreaterThanOrEqual(20);
    expect(stats.closedAfterConnect).toBe(0);
    expect(clients.filter((client) => client.open)).toHaveLength(20);
    for (const client of clients) client.destroy();
    await node.stop();
  });

  it('reports a refused subscribe as a failed connection', async () => {
    const node = await startNode();
    const stats = new LoadStats();
    const target = { urls: [node.url], token: await connectionToken(''), publicChannel: 'sportsbook:public:en', matchChannels: ['no-such-channel'] };
    const clients = await openClients(target, 2, 2, stats);
    expect(stats.connected).toBe(0);
    expect(stats.failed).toBe(2);
    expect(Object.keys(stats.failures)[0]).toMatch(/^error \d+ to command 3$/);
    for (const client of clients) client.destroy();
    await node.stop();
  });
});
