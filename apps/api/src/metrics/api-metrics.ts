import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics (issue 22, production operations), one registry per app so that
 * several apps in one process (tests, benches) count apart. What each module reports:
 * - HTTP: request latency per route and status, and the error answers by their error code (a
 *   placement's refusals are its codes: INSUFFICIENT_FUNDS, INVALID_ODDS, …).
 * - Placement: bets placed by type; settlement: bets settled and each match's settlement time.
 * - Read when scraped (no cost between scrapes; metrics/runtime-gauges.ts): realtime
 *   connections and deliveries, the database pool, the feed's lag.
 */
export class ApiMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route (its pattern) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly errors = new Counter({
    name: 'http_errors_total',
    help: 'Error answers by route and error code (the code of the error envelope).',
    labelNames: ['route', 'code'] as const,
    registers: [this.registry],
  });

  readonly betsPlaced = new Counter({
    name: 'bets_placed_total',
    help: 'Bets placed (stored and charged), by bet type.',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });

  readonly betsSettled = new Counter({
    name: 'bets_settled_total',
    help: 'Bets settled by the feed\'s results, and VIP bets rejected because a leg got its result.',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly settlementDuration = new Histogram({
    name: 'settlement_duration_seconds',
    help: 'Time to settle one finished match (its transaction and publications), by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** A gauge whose value is read from `read` at each scrape. */
  gauge(name: string, help: string, read: () => number): void {
    new Gauge({ name, help, registers: [this.registry], collect() { this.set(read()); } });
  }

  /** A gauge with one label whose values are all read at each scrape. */
  labelledGauge(name: string, help: string, label: string, read: () => Record<string, number>): void {
    new Gauge({
      name, help, labelNames: [label], registers: [this.registry],
      collect() {
        for (const [key, value] of Object.entries(read())) this.set({ [label]: key }, value);
      },
    });
  }

  /** A counter whose total is read from `read` at each scrape (a running count kept elsewhere). */
  readCounter(name: string, help: string, read: () => number): void {
    new Counter({
      name, help, registers: [this.registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }
}
