import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/feed/clock';
import { ApiMetrics } from '../../src/metrics/api-metrics';
import { registerRuntimeGauges } from '../../src/metrics/runtime-gauges';
import { rawConnected, startNode, until, type Node } from './helpers';

/** Issue 22: the realtime series read from the gateway when Prometheus scrapes. */
describe('realtime metrics', () => {
  let node: Node;
  beforeAll(async () => {
    node = await startNode();
  });
  afterAll(async () => node.stop());

  const read = async (metrics: ApiMetrics, name: string) => (await metrics.registry.getSingleMetricAsString(name)).split('\n').find((line) => line.startsWith(`${name} `));

  it('counts open connections, publications and deliveries to subscribers', async () => {
    const metrics = new ApiMetrics();
    registerRuntimeGauges(metrics, { gateway: node.gateway, pool: null, simulator: null, clock: new ManualClock(0) });
    expect(await read(metrics, 'realtime_connections')).toBe('realtime_connections 0');
    const sockets = [await rawConnected(node.url, 'a'), await rawConnected(node.url, 'b')];
    for (const socket of sockets) {
      socket.send({ id: 2, subscribe: { channel: 'sportsbook:public:en' } });
      await socket.reply(2);
    }
    expect(await read(metrics, 'realtime_connections')).toBe('realtime_connections 2');
    await node.broker.publish('sportsbook:public:en', { event_name: 'match_changed', message: { id: 1 } });
    await node.broker.publish('sportsbook:public:de', { event_name: 'match_changed', message: { id: 2 } });
    await until(() => sockets.every((socket) => socket.messages.some((message) => message.includes('match_changed'))));
    expect(await read(metrics, 'realtime_publications_total')).toBe('realtime_publications_total 2');
    expect(await read(metrics, 'realtime_deliveries_total')).toBe('realtime_deliveries_total 2');
    for (const socket of sockets) socket.ws.close();
    await until(() => node.gateway.connectionCount === 0);
    expect(await read(metrics, 'realtime_connections')).toBe('realtime_connections 0');
  });

  it('registers no pool or feed series on a node without them', async () => {
    const metrics = new ApiMetrics();
    registerRuntimeGauges(metrics, { gateway: null, pool: null, simulator: null, clock: new ManualClock(0) });
    const text = await metrics.registry.metrics();
    for (const name of ['realtime_connections', 'db_pool_connections', 'feed_lag_seconds']) expect(text).not.toContain(name);
  });
});
