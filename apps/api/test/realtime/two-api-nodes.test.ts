import { randomBytes } from 'node:crypto';
import { CHANNELS, publicEventSchema } from '@sportsbook/contracts';
import type { PublicationContext } from 'centrifuge';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { loadEnv } from '../../src/env';
import { ManualClock } from '../../src/feed/clock';
import { RedisBroker } from '../../src/realtime/brokers/redis';
import { InProcessPublisher } from '../../src/realtime/publisher';
import type { RealtimeBroker } from '../../src/realtime/broker';
import { START, TEST_JWT_SECRET } from '../helper';
import { client, next } from './helpers';

/**
 * Issue 4 "Tests that must exist": two full API nodes (buildApp) listening on different loopback
 * ports, sharing one database and one broker: PostgreSQL + Redis when DATABASE_URL and REDIS_URL
 * are set (CI's second run), else one PGlite handle and one in-process broker. Node A runs the
 * simulator; a `centrifuge` client on node B, with node B's visitor token, receives it.
 */
const env = loadEnv();
const onServers = Boolean(env.DATABASE_URL && env.REDIS_URL);

interface Shared {
  databases: [DatabaseHandle, DatabaseHandle];
  brokers: [RealtimeBroker, RealtimeBroker];
  close(): Promise<void>;
}

async function shared(): Promise<Shared> {
  if (!onServers || !env.DATABASE_URL || !env.REDIS_URL) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const broker = new InProcessPublisher();
    return { databases: [database, database], brokers: [broker, broker], close: () => database.close() };
  }
  const url = env.DATABASE_URL;
  const schemaName = `test_nodes_${randomBytes(6).toString('hex')}`;
  // One after the other: the second node finds the migrations applied.
  const a = await openDatabase({ kind: 'postgres', url, schemaName, poolSize: 4 });
  const b = await openDatabase({ kind: 'postgres', url, schemaName, poolSize: 4 });
  const prefix = `sportsbook:test:nodes:${process.pid}:${Date.now()}:`;
  const brokers: [RedisBroker, RedisBroker] = [new RedisBroker({ url: env.REDIS_URL, prefix }), new RedisBroker({ url: env.REDIS_URL, prefix })];
  return {
    databases: [a, b],
    brokers,
    close: async () => {
      await a.pool?.query(`DROP SCHEMA "${schemaName}" CASCADE`);
      await a.close();
      await b.close();
    },
  };
}

describe(`two API nodes (${onServers ? 'PostgreSQL + Redis' : 'one PGlite + one in-process broker'})`, () => {
  let resources: Shared;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let urlB: string;

  beforeAll(async () => {
    resources = await shared();
    nodeA = await buildApp({
      database: resources.databases[0],
      publisher: resources.brokers[0],
      jwtSecret: TEST_JWT_SECRET,
      clock: new ManualClock(START),
      simulator: { seed: 7, speed: 60, targets: { upcoming: 6, live: 3 }, outage: { chancePerStep: 0 } },
    });
    await nodeA.simulator?.start();
    nodeB = await buildApp({ database: resources.databases[1], publisher: resources.brokers[1], jwtSecret: TEST_JWT_SECRET, simulator: null });
    const addressA = await nodeA.listen({ host: '127.0.0.1', port: 0 });
    const addressB = await nodeB.listen({ host: '127.0.0.1', port: 0 });
    expect(addressA).not.toEqual(addressB);
    urlB = addressB;
  }, 60_000);

  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await resources?.close();
  });

  it('a publication made on node A (the simulator stepping a live match) reaches a client on node B', async () => {
    const tokenResponse = await fetch(`${urlB}/sportsbook/v1/websocket/token`, { method: 'POST' });
    expect(tokenResponse.status).toBe(200);
    const { token } = (await tokenResponse.json()) as { token: string };
    const live = await fetch(`${urlB}/sportsbook/v1/matches?match_status=1&limit=1`);
    const matchId = ((await live.json()) as { data: { id: number }[] }).data[0]?.id;
    expect(matchId).toBeTypeOf('number');

    const onB = client(`${urlB.replace('http', 'ws')}/connection/websocket`, { token });
    const matchChannel = onB.newSubscription(CHANNELS.match(matchId ?? 0));
    const publicChannel = onB.newSubscription(CHANNELS.public('en'));
    const onMatch: unknown[] = [];
    const onPublic: unknown[] = [];
    matchChannel.on('publication', (ctx: PublicationContext) => onMatch.push(ctx.data));
    publicChannel.on('publication', (ctx: PublicationContext) => onPublic.push(ctx.data));
    const subscribed = Promise.all([next(matchChannel, 'subscribed'), next(publicChannel, 'subscribed')]);
    matchChannel.subscribe();
    publicChannel.subscribe();
    onB.connect();
    await subscribed;

    for (let step = 0; step < 20 && onMatch.length === 0; step += 1) {
      await nodeA.simulator?.step(5_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await expect.poll(() => onMatch.length, { timeout: 5_000 }).toBeGreaterThan(0);
    for (const data of onMatch) {
      const event = publicEventSchema.parse(data);
      if (event.event_name === 'markets_changed') expect(event.message.match_id).toBe(matchId);
      else if (event.event_name === 'match_changed' || event.event_name === 'match_status_changed') expect(event.message.match.id).toBe(matchId);
    }

    // The operator hook on node A reaches node B's public channel too.
    await nodeA.board.setProvider('oddin', false, 'test');
    await expect.poll(() => onPublic.some((data) => (data as { event_name: string }).event_name === 'provider_status_changed'), { timeout: 5_000 }).toBe(true);
    for (const data of onPublic) publicEventSchema.parse(data);
    onB.disconnect();
  }, 60_000);
});
