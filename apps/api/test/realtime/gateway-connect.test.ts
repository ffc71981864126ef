import type { ConnectedContext, ConnectingContext, DisconnectedContext } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client, connectionToken, next, raw, sleep, startNode, type Node } from './helpers';

describe('gateway: connect and connection tokens (realtime-protocol.md "Commands", "Tokens")', () => {
  let node: Node;
  beforeEach(async () => {
    node = await startNode({ config: { expiredGraceMs: 1_500 } });
  });
  afterEach(async () => {
    await node.stop();
  });

  it('connects the real client with a user token and a visitor token', async () => {
    const user = client(node.url, { token: await connectionToken('42') });
    const visitor = client(node.url, { token: await connectionToken('') });
    const connected = Promise.all([next<ConnectedContext>(user, 'connected'), next<ConnectedContext>(visitor, 'connected')]);
    user.connect();
    visitor.connect();
    const [a, b] = await connected;
    expect(a.client).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.client).not.toBe(a.client);
    expect(node.gateway.connectionCount).toBe(2);
    user.disconnect();
    visitor.disconnect();
  });

  it('answers connect with client, version, ping, pong and the token ttl', async () => {
    const socket = await raw(node.url);
    socket.send({ id: 1, connect: { token: await connectionToken('7', 30), name: 'js' } });
    const reply = await socket.reply(1);
    expect(reply).toEqual({ id: 1, connect: { client: expect.any(String) as unknown, version: '0.1.0', ping: 25, pong: true, expires: true, ttl: expect.any(Number) as unknown } });
    expect((reply['connect'] as { ttl: number }).ttl).toBeGreaterThanOrEqual(29);
    socket.ws.close();
  });

  it('closes 3500 on an invalid token and the client does not reconnect', async () => {
    const centrifuge = client(node.url, { token: 'not-a-jwt' });
    const disconnected = next<DisconnectedContext>(centrifuge, 'disconnected');
    centrifuge.connect();
    expect(await disconnected).toMatchObject({ code: 3500, reason: 'invalid token' });
    expect(centrifuge.state).toBe('disconnected');
  });

  it('answers an expired token with 109, so the client fetches a new one and connects', async () => {
    let calls = 0;
    const expired = await connectionToken('42', -10);
    const centrifuge = client(node.url, {
      token: expired,
      getToken: async () => {
        calls += 1;
        return connectionToken('42');
      },
    });
    const connected = next(centrifuge, 'connected');
    centrifuge.connect();
    await connected;
    expect(calls).toBe(1);
    centrifuge.disconnect();
  });

  it('refreshes an expiring connection with refresh before expiry + grace', async () => {
    const tokens: string[] = [];
    const centrifuge = client(node.url, {
      token: await connectionToken('42', 1),
      getToken: async () => {
        const token = await connectionToken('42', 60);
        tokens.push(token);
        return token;
      },
    });
    let disconnects = 0;
    centrifuge.on('connecting', () => (disconnects += 1));
    centrifuge.connect();
    await next(centrifuge, 'connected');
    disconnects = 0;
    // The client refreshes after ttl = 1 s; without it the server closes by exp + 1.5 s ≤ 2.5 s.
    await sleep(2_700);
    expect(tokens.length).toBe(1);
    expect(disconnects).toBe(0);
    expect(centrifuge.state).toBe('connected');
    centrifuge.disconnect();
  });

  it('closes 3005 when the token expired and no refresh came within the grace period', async () => {
    let first = true;
    const centrifuge = client(node.url, {
      token: await connectionToken('42', 1),
      getToken: () => {
        if (first) {
          first = false;
          return new Promise<string>(() => undefined);
        }
        return connectionToken('42');
      },
    });
    centrifuge.connect();
    await next(centrifuge, 'connected');
    const reconnecting = await next<ConnectingContext>(centrifuge, 'connecting', () => true, 6_000);
    expect(reconnecting).toMatchObject({ code: 3005, reason: 'connection expired' });
    centrifuge.disconnect();
  });
});
