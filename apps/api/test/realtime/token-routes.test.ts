import type { AddressInfo } from 'node:net';
import type { Centrifuge, ConnectingContext, PublicationContext } from 'centrifuge';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeTokenRoutes } from '../../src/modules/realtime-tokens/routes';
import realtimePlugin from '../../src/plugins/realtime';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { client, next, SECRET } from './helpers';

const own = '$sportsbook:user:en:42';

describe('POST /sportsbook/v1/websocket/token and /authorize, and the realtime plugin', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(realtimePlugin, { publisher: new InProcessPublisher(), jwtSecret: SECRET });
    // A stand-in for the coming auth: the x-test-user header names the signed-in user.
    await app.register(realtimeTokenRoutes, {
      prefix: '/sportsbook/v1',
      jwtSecret: SECRET,
      resolveCaller: (request) => {
        const user = request.headers['x-test-user'] as string | undefined;
        return user ? { user } : null;
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/connection/websocket`;
  });
  let live: Centrifuge | null = null;
  afterAll(async () => {
    // Closing the app closes the still open client connection with 3001 shutdown first.
    const shutdown = live ? next<ConnectingContext>(live, 'connecting') : null;
    await app.close();
    if (shutdown) expect(await shutdown).toMatchObject({ code: 3001, reason: 'shutdown' });
    live?.disconnect();
  });

  const post = (path: string, body?: unknown, user?: string) =>
    app.inject({ method: 'POST', url: `/sportsbook/v1${path}`, ...(body !== undefined && { payload: body as object }), headers: user ? { 'x-test-user': user } : {} });

  it('gives visitors a connection token with an empty sub, users one with their id', async () => {
    const visitor = await post('/websocket/token');
    expect(visitor.statusCode).toBe(200);
    expect(decodeJwt(visitor.json<{ token: string }>().token)).toMatchObject({ sub: '', exp: expect.any(Number) as unknown });
    const user = await post('/websocket/token', undefined, '42');
    expect(user.json()).toEqual({ token: expect.any(String) as unknown, expires_at: expect.any(String) as unknown });
    expect(decodeJwt(user.json<{ token: string }>().token).sub).toBe('42');
  });

  it("authorizes the caller's own $ channels only", async () => {
    const ok = await post('/websocket/authorize', { channels: [own] }, '42');
    expect(ok.statusCode).toBe(200);
    const [entry] = ok.json<{ channels: { channel: string; token: string }[] }>().channels;
    expect(entry?.channel).toBe(own);
    expect(decodeJwt(entry?.token ?? '')).toMatchObject({ sub: '42', channel: own });

    const theirs = await post('/websocket/authorize', { channels: [own, '$sportsbook:user:en:43'] }, '42');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'channel not allowed', details: { channels: ['$sportsbook:user:en:43'] } } });
    expect((await post('/websocket/authorize', { channels: [own] })).statusCode).toBe(403);
    expect((await post('/websocket/authorize', { channels: ['sportsbook:public:en'] }, '42')).statusCode).toBe(403);
    expect((await post('/websocket/authorize', { channels: 'nope' }, '42')).statusCode).toBe(400);
  });

  it('serves the gateway on fastify.server with tokens from the endpoints; fastify.realtime publishes', async () => {
    const centrifuge = client(url, { getToken: async () => (await post('/websocket/token', undefined, '42')).json<{ token: string }>().token });
    const sub = centrifuge.newSubscription(own, {
      getToken: async () => (await post('/websocket/authorize', { channels: [own] }, '42')).json<{ channels: { token: string }[] }>().channels[0]?.token ?? '',
    });
    sub.subscribe();
    centrifuge.connect();
    await next(sub, 'subscribed');
    const received = next<PublicationContext>(sub, 'publication');
    await app.realtime.publish(own, { event_name: 'balance_changed', message: { value: 100 } });
    expect((await received).data).toEqual({ event_name: 'balance_changed', message: { value: 100 } });
    live = centrifuge;
  });
});
