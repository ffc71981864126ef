import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRealtimeBroker } from '../../src/realtime/broker';
import { CentrifugoPublisher } from '../../src/realtime/brokers/centrifugo';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { RedisBroker } from '../../src/realtime/brokers/redis';
import { createRealtimePublisher } from '../../src/realtime/factory';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  apiKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

describe('Centrifugo HTTP API publisher (realtime-protocol.md "Publishing to real Centrifugo")', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { result: {} } };

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, apiKey: req.headers['x-api-key'] as string | undefined, contentType: req.headers['content-type'], body: JSON.parse(text) as unknown });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('POSTs {channel, data} to /publish with X-API-Key', async () => {
    const publisher = createRealtimePublisher({ mode: 'centrifugo', centrifugoApiUrl: `${base}/`, centrifugoApiKey: 'k-123' });
    expect(publisher).toBeInstanceOf(CentrifugoPublisher);
    expect(isRealtimeBroker(publisher)).toBe(false);
    await publisher.publish('sportsbook:public:en', { event_name: 'match_changed', message: { id: 1 } });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api/publish',
      apiKey: 'k-123',
      contentType: 'application/json',
      body: { channel: 'sportsbook:public:en', data: { event_name: 'match_changed', message: { id: 1 } } },
    });
  });

  it('rejects when a 200 answer carries an error, and on a non-200 status', async () => {
    const publisher = new CentrifugoPublisher({ apiUrl: base, apiKey: 'k' });
    answer = { status: 200, body: { error: { code: 102, message: 'unknown channel' } } };
    await expect(publisher.publish('nope', { event_name: 'x', message: {} })).rejects.toThrow('102 unknown channel');
    answer = { status: 401, body: {} };
    await expect(publisher.publish('nope', { event_name: 'x', message: {} })).rejects.toThrow('HTTP 401');
    answer = { status: 200, body: { result: {} } };
  });

  it('picks the broker from plain config values', async () => {
    expect(createRealtimePublisher({ mode: 'embedded' })).toBeInstanceOf(InProcessPublisher);
    expect(() => createRealtimePublisher({ mode: 'centrifugo' })).toThrow('CENTRIFUGO_API_URL');
    const redis = createRealtimePublisher({ mode: 'embedded', redisUrl: process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379' });
    expect(redis).toBeInstanceOf(RedisBroker);
    await redis.close();
  });
});
