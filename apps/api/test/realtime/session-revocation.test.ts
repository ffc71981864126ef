import type { AddressInfo } from 'node:net';
import { CHANNELS } from '@sportsbook/contracts';
import type { Centrifuge, DisconnectedContext, PublicationContext, Subscription } from 'centrifuge';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { ManualClock } from '../../src/feed/clock';
import type { RealtimeBroker } from '../../src/realtime/broker';
import { RedisBroker } from '../../src/realtime/brokers/redis';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { call, PASSWORD, registeredPlayer, sessionCookie, testAccountsConfig, tokenFromOutbox } from '../accounts/helper';
import { freshDatabase, START, TEST_JWT_SECRET } from '../helper';
import { client, next, raw, sleep } from './helpers';

/**
 * Issue 19 point 4: the end of a session reaches the WebSocket. Sign-out, a password change (the
 * changing session stays), a reset, a lock and a time-out close that player's realtime connections
 * (3503 force disconnect, on every node) and refuse the tokens issued to the ended sessions.
 * Two API nodes share the database and the broker: Redis when REDIS_URL is set (CI), else one
 * in-process broker.
 */
const redisUrl = process.env['REDIS_URL'];

interface ApiNode {
  app: FastifyInstance;
  wsUrl: string;
}

async function startNode(database: DatabaseHandle, publisher: RealtimeBroker, clock: ManualClock): Promise<ApiNode> {
  const app = await buildApp({ database, publisher, clock, jwtSecret: TEST_JWT_SECRET, simulator: null, accounts: testAccountsConfig() });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, wsUrl: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/connection/websocket` };
}

async function brokers(): Promise<[RealtimeBroker, RealtimeBroker]> {
  if (!redisUrl) {
    const shared = new InProcessPublisher();
    return [shared, shared];
  }
  const prefix = `sportsbook:test:revocation:${process.pid}:${Date.now()}:`;
  return [new RedisBroker({ url: redisUrl, prefix }), new RedisBroker({ url: redisUrl, prefix })];
}

/** A signed-in session's realtime: its tokens, a client on `node` and its private subscription. */
interface Live {
  userId: string;
  channel: string;
  connectionToken: string;
  subscriptionToken: string;
  centrifuge: Centrifuge;
  subscription: Subscription;
  received: unknown[];
  disconnected: Promise<DisconnectedContext>;
}

async function tokensOf(app: FastifyInstance, cookie: string, userId: string): Promise<{ connectionToken: string; subscriptionToken: string; channel: string }> {
  const channel = CHANNELS.user('en', userId);
  const connection = await call<{ token: string }>(app, 'POST', '/sportsbook/v1/websocket/token', { cookie });
  const authorized = await call<{ channels: { token: string }[] }>(app, 'POST', '/sportsbook/v1/websocket/authorize', { cookie, body: { channels: [channel] } });
  expect(authorized.status).toBe(200);
  return { connectionToken: connection.body.token, subscriptionToken: authorized.body.channels[0]?.token ?? '', channel };
}

/** Connects the session of `cookie` to `node` as the web client does (tokens from the API, the private channel). */
async function goLive(tokensFrom: FastifyInstance, node: ApiNode, cookie: string): Promise<Live> {
  const player = await call<{ id: number }>(tokensFrom, 'GET', '/platform/player', { cookie });
  const userId = String(player.body.id);
  const { connectionToken, subscriptionToken, channel } = await tokensOf(tokensFrom, cookie, userId);
  expect(decodeJwt(connectionToken).sub).toBe(userId);
  const centrifuge = client(node.wsUrl, { token: connectionToken });
  const subscription = centrifuge.newSubscription(channel, { token: subscriptionToken });
  const received: unknown[] = [];
  subscription.on('publication', (context: PublicationContext) => received.push(context.data));
  const disconnected = next<DisconnectedContext>(centrifuge, 'disconnected', () => true, 20_000);
  disconnected.catch(() => undefined);
  subscription.subscribe();
  centrifuge.connect();
  await next(subscription, 'subscribed');
  return { userId, channel, connectionToken, subscriptionToken, centrifuge, subscription, received, disconnected };
}

const balance = (value: number) => ({ event_name: 'balance_changed', message: { currency: 'EUR', balance: value, subunits: 100, reason: 'deposit' } });

async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const response = await call(app, 'POST', '/platform/users/sign_in', { body: { user: { login: email, password } } });
  const cookie = sessionCookie(response.response);
  if (response.status !== 200 || !cookie) throw new Error(`sign-in ${response.status}`);
  return cookie;
}

/** Connects with `token` on a raw socket: the close code, or the connect reply. */
async function connectWith(url: string, token: string): Promise<{ closed?: { code: number; reason: string }; reply?: Record<string, unknown> }> {
  const socket = await raw(url);
  socket.send({ id: 1, connect: { token, name: 'raw' } });
  const outcome = await Promise.race([socket.closed.then((closed) => ({ closed })), socket.reply(1).then((reply) => ({ reply }))]);
  socket.ws.close();
  return outcome;
}

describe(`sessions ended reach the WebSocket (issue 19 point 4; ${redisUrl ? 'Redis broker' : 'in-process broker'})`, () => {
  let database: DatabaseHandle;
  let nodeA: ApiNode;
  let nodeB: ApiNode;
  const clock = new ManualClock(START);
  const clients: Centrifuge[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    const [brokerA, brokerB] = await brokers();
    nodeA = await startNode(database, brokerA, clock);
    nodeB = await startNode(database, brokerB, clock);
  }, 60_000);

  afterAll(async () => {
    for (const centrifuge of clients) centrifuge.disconnect();
    await nodeA?.app.close();
    await nodeB?.app.close();
    await database?.close();
  });

  const live = async (node: ApiNode, cookie: string, tokensFrom: FastifyInstance = nodeA.app): Promise<Live> => {
    const session = await goLive(tokensFrom, node, cookie);
    clients.push(session.centrifuge);
    return session;
  };

  it('sign-out closes the open connection with 3503 and no publication arrives after it; its connection and subscription tokens are refused', async () => {
    const cookie = await registeredPlayer(nodeA.app, 'out@example.com');
    const session = await live(nodeA, cookie);
    await nodeA.app.realtime.publish(session.channel, balance(1_000));
    await expect.poll(() => session.received).toEqual([balance(1_000)]);

    expect((await call(nodeA.app, 'DELETE', '/platform/users/sign_out', { cookie })).status).toBe(204);
    expect(await session.disconnected).toMatchObject({ code: 3503, reason: 'force disconnect' });
    await nodeA.app.realtime.publish(session.channel, balance(2_000));
    await sleep(200);
    expect(session.received).toEqual([balance(1_000)]);

    // The tokens issued to the ended session, though unexpired, connect and subscribe no more.
    expect((await connectWith(nodeA.wsUrl, session.connectionToken)).closed).toEqual({ code: 3500, reason: 'invalid token' });
    const again = await signIn(nodeA.app, 'out@example.com');
    const fresh = await tokensOf(nodeA.app, again, session.userId);
    const socket = await raw(nodeA.wsUrl);
    socket.send({ id: 1, connect: { token: fresh.connectionToken, name: 'raw' } });
    await socket.reply(1);
    socket.send({ id: 2, subscribe: { channel: session.channel, token: session.subscriptionToken } });
    expect(await socket.reply(2)).toEqual({ id: 2, error: { code: 103, message: 'permission denied' } });
    // The new session's own token subscribes.
    socket.send({ id: 3, subscribe: { channel: session.channel, token: fresh.subscriptionToken } });
    expect(await socket.reply(3)).toMatchObject({ id: 3, subscribe: { recoverable: true } });
    socket.ws.close();
  }, 30_000);

  it('a password change disconnects the other sessions and keeps the realtime of the session that changed it', async () => {
    const first = await registeredPlayer(nodeA.app, 'change@example.com');
    const second = await signIn(nodeA.app, 'change@example.com');
    const other = await live(nodeA, first);
    const changing = await live(nodeA, second);

    const changed = await call(nodeA.app, 'PUT', '/platform/users/password', { cookie: second, body: { user: { current_password: PASSWORD, password: 'another horse staple battery' } } });
    expect(changed.status).toBe(200);
    expect(await other.disconnected).toMatchObject({ code: 3503 });
    expect(changing.centrifuge.state).toBe('connected');
    await nodeA.app.realtime.publish(changing.channel, balance(3_000));
    await expect.poll(() => changing.received).toEqual([balance(3_000)]);
    expect(other.received).toEqual([]);

    expect((await connectWith(nodeA.wsUrl, other.connectionToken)).closed).toMatchObject({ code: 3500 });
    expect((await connectWith(nodeA.wsUrl, changing.connectionToken)).reply).toMatchObject({ id: 1, connect: { pong: true } });
  }, 30_000);

  it('a reset, a lock and a time-out disconnect every session of the player', async () => {
    const reset = await live(nodeA, await registeredPlayer(nodeA.app, 'reset@example.com'));
    await call(nodeA.app, 'POST', '/platform/users/password', { body: { user: { login: 'reset@example.com' } } });
    await nodeA.app.mailer.settled();
    const token = await tokenFromOutbox(nodeA.app, 'reset@example.com', 'reset_password_token');
    expect((await call(nodeA.app, 'PUT', '/platform/users/password', { body: { user: { reset_password_token: token, password: 'another horse staple battery' } } })).status).toBe(200);
    expect(await reset.disconnected).toMatchObject({ code: 3503 });

    const cookie = await registeredPlayer(nodeA.app, 'locked@example.com');
    const locked = await live(nodeA, cookie);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(nodeA.app, 'POST', '/platform/users/sign_in', { body: { user: { login: 'locked@example.com', password: 'wrong password' } } })).status).toBe(401);
      clock.advance(60_000);
    }
    expect(await locked.disconnected).toMatchObject({ code: 3503 });
    expect((await call(nodeA.app, 'GET', '/platform/player', { cookie })).status).toBe(401);

    const pausing = await registeredPlayer(nodeA.app, 'pause@example.com');
    const paused = await live(nodeA, pausing);
    const timeOut = await call(nodeA.app, 'POST', '/platform/user_limits', { cookie: pausing, body: { type: 'time_out', duration_days: 1 } });
    expect(timeOut.status).toBe(201);
    expect(await paused.disconnected).toMatchObject({ code: 3503 });
  }, 30_000);

  it('a sign-out on node A disconnects the session on node B, and node B refuses its tokens', async () => {
    const cookie = await registeredPlayer(nodeA.app, 'nodes@example.com');
    const onB = await live(nodeB, cookie, nodeB.app);
    await nodeA.app.realtime.publish(onB.channel, balance(4_000));
    await expect.poll(() => onB.received).toEqual([balance(4_000)]);

    expect((await call(nodeA.app, 'DELETE', '/platform/users/sign_out', { cookie })).status).toBe(204);
    expect(await onB.disconnected).toMatchObject({ code: 3503 });
    await nodeA.app.realtime.publish(onB.channel, balance(5_000));
    await sleep(200);
    expect(onB.received).toEqual([balance(4_000)]);
    expect((await connectWith(nodeB.wsUrl, onB.connectionToken)).closed).toMatchObject({ code: 3500 });
  }, 30_000);
});
