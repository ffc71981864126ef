import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { ManualClock } from '../../src/feed/clock';
import { CentrifugoPublisher } from '../../src/realtime/brokers/centrifugo';
import { call, PASSWORD, registeredPlayer, testAccountsConfig } from '../accounts/helper';
import { freshDatabase, START, TEST_JWT_SECRET } from '../helper';

/**
 * Issue 19 point 4 with REALTIME_MODE=centrifugo: browsers connect to Centrifugo, not to the API,
 * so the end of a session reaches them through Centrifugo's server API. A loopback server stands
 * in for Centrifugo's HTTP API and records the calls.
 */
describe('session end with an external Centrifugo', () => {
  let centrifugo: Server;
  const calls: { url: string | undefined; apiKey: unknown; body: unknown }[] = [];
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    centrifugo = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        calls.push({ url: request.url, apiKey: request.headers['x-api-key'], body: JSON.parse(text) as unknown });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"result":{}}');
      });
    });
    centrifugo.listen(0, '127.0.0.1');
    await once(centrifugo, 'listening');
    const apiUrl = `http://127.0.0.1:${(centrifugo.address() as AddressInfo).port}/api`;
    database = await freshDatabase();
    app = await buildApp({
      database,
      publisher: new CentrifugoPublisher({ apiUrl, apiKey: 'centrifugo-key' }),
      clock: new ManualClock(START),
      jwtSecret: TEST_JWT_SECRET,
      simulator: null,
      accounts: testAccountsConfig(),
      realtimeTokenTtlSeconds: 60,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await new Promise((resolve) => centrifugo.close(resolve));
  });

  const disconnects = () => calls.filter((entry) => entry.url === '/api/disconnect');

  it('tokens last the configured 60 s; sign-out closes the player\'s connections (3014: a fresh token each) and the ended session gets none', async () => {
    const cookie = await registeredPlayer(app, 'centrifugo-out@example.com');
    const userId = String((await call<{ id: number }>(app, 'GET', '/platform/player', { cookie })).body.id);
    const token = decodeJwt((await call<{ token: string }>(app, 'POST', '/sportsbook/v1/websocket/token', { cookie })).body.token);
    expect(token.sub).toBe(userId);
    expect(token.exp! - token.iat!).toBe(60);

    expect((await call(app, 'DELETE', '/platform/users/sign_out', { cookie })).status).toBe(204);
    expect(disconnects()).toEqual([{ url: '/api/disconnect', apiKey: 'centrifugo-key', body: { user: userId, disconnect: { code: 3014, reason: 'session ended' } } }]);
    // The client that reconnects for a fresh token is a visitor now: no token names the player.
    const after = await call<{ token: string }>(app, 'POST', '/sportsbook/v1/websocket/token', { cookie });
    expect(decodeJwt(after.body.token).sub).toBe('');
    const authorize = await call(app, 'POST', '/sportsbook/v1/websocket/authorize', { cookie, body: { channels: [`$sportsbook:user:en:${userId}`] } });
    expect(authorize.status).not.toBe(200);
  });

  it('a password change closes them too, and the session that changed it keeps getting tokens', async () => {
    const email = 'centrifugo-password@example.com';
    const first = await registeredPlayer(app, email);
    const signIn = await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: email, password: PASSWORD } } });
    const second = String(signIn.response.headers['set-cookie'] ?? '').split(';')[0]!;
    const userId = String((await call<{ id: number }>(app, 'GET', '/platform/player', { cookie: first })).body.id);
    const before = disconnects().length;

    const change = await call(app, 'PUT', '/platform/users/password', {
      cookie: second,
      body: { user: { current_password: PASSWORD, password: 'another horse staple battery' } },
    });
    expect(change.status).toBe(200);
    expect(disconnects().slice(before).map((entry) => entry.body)).toEqual([{ user: userId, disconnect: { code: 3014, reason: 'session ended' } }]);
    expect(decodeJwt((await call<{ token: string }>(app, 'POST', '/sportsbook/v1/websocket/token', { cookie: second })).body.token).sub).toBe(userId);
    expect(decodeJwt((await call<{ token: string }>(app, 'POST', '/sportsbook/v1/websocket/token', { cookie: first })).body.token).sub).toBe('');
  });
});
