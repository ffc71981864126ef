import type pg from 'pg';
import type { Clock } from '../feed/clock';
import type { FeedSimulator } from '../feed/simulator';
import type { RealtimeGateway } from '../realtime/gateway/gateway';
import type { ApiMetrics } from './api-metrics';

export interface RuntimeSources {
  /** This node's WebSocket gateway (null: realtime goes to an external Centrifugo). */
  gateway: RealtimeGateway | null;
  /** The PostgreSQL pool (null on PGlite). */
  pool: pg.Pool | null;
  simulator: FeedSimulator | null;
  clock: Clock;
}

/**
 * The gauges read when Prometheus scrapes: nothing is counted between scrapes. Only the sources
 * this node has are registered (no realtime series with an external Centrifugo, no pool series on
 * PGlite, no feed series without a simulator).
 */
export function registerRuntimeGauges(metrics: ApiMetrics, { gateway, pool, simulator, clock }: RuntimeSources): void {
  if (gateway) {
    metrics.gauge('realtime_connections', 'Open WebSocket connections on this node.', () => gateway.connectionCount);
    metrics.readCounter('realtime_publications_total', 'Publications this node received from the broker.', () => gateway.traffic.publications);
    metrics.readCounter('realtime_deliveries_total', 'Publications delivered to subscribed connections of this node.', () => gateway.traffic.deliveries);
  }
  if (pool) {
    metrics.labelledGauge('db_pool_connections', 'PostgreSQL pool connections by state (total, idle, waiting: requests queued for one).', 'state',
      () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  }
  if (simulator) {
    metrics.gauge('feed_leading', '1 while this node runs the feed simulator (it leads the feed), else 0.', () => (simulator.isRunning ? 1 : 0));
    metrics.gauge('feed_lag_seconds', 'Seconds since the feed simulator last finished a step (about its 1 s interval while it keeps up); 0 where feed_leading is 0.', () => {
      const at = simulator.lastStepAt;
      return at === null ? 0 : Math.max(0, clock.now() - at) / 1_000;
    });
  }
}
