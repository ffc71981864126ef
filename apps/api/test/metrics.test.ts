import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betOf, buildBets, openLines, place, player, type BetsContext, type Line } from './bets/placement-helper';
import { control } from './bets/settlement-helper';

/**
 * Issue 22, production operations: Prometheus metrics at GET /metrics (prom-client), the probes,
 * and the request id. The counts are read back from the text the endpoint serves, as Prometheus
 * would read them.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series in the Prometheus text format (null: absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair): [string, string] => [pair[1] ?? '', pair[2] ?? '']));
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) return Number(match[3]);
  }
  return null;
}

describe('metrics with a token', () => {
  let context: BetsContext;
  let line: Line;
  beforeAll(async () => {
    context = await buildBets({ feedControl: true, metrics: { token: TOKEN } });
    [line] = await openLines(context.database, 0, 1) as [Line];
  });
  afterAll(async () => context.close());
  const scrape = async () => {
    const response = await context.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('refuses a scrape without the token, or with another', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token-at-all' }, { authorization: TOKEN }]) {
      const response = await context.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts placements, refusals by code, latency by route, settlement and the process', async () => {
    const ann = await player(context.app, 'metrics-ann@example.com', 1_000);
    expect((await place(context.app, ann, [betOf('single', [line], 300)])).status).toBe(201);
    expect((await place(context.app, ann, [betOf('single', [line], 900)])).status).toBe(422);
    let text = await scrape();
    expect(sample(text, 'bets_placed_total', { type: 'single' })).toBe(1);
    expect(sample(text, 'http_errors_total', { route: '/sportsbook/v3/bets', code: 'INSUFFICIENT_FUNDS' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/sportsbook/v3/bets', status_code: '201' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/sportsbook/v3/bets', status_code: '422' })).toBe(1);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'realtime_connections')).toBe(0);

    expect((await control(context.app, line.matchId, 'finish', { score: { home: 1, away: 0 } })).status).toBe(200);
    text = await scrape();
    expect(sample(text, 'bets_settled_total', { result: 'settled' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'settlement_duration_seconds_count', { outcome: 'settled' })).toBeGreaterThanOrEqual(1);
  });

  it('labels an unknown path as unmatched, not by its path (bounded series)', async () => {
    await context.app.inject({ method: 'GET', url: '/no/such/path/12345' });
    const text = await scrape();
    expect(sample(text, 'http_errors_total', { route: 'unmatched', code: 'NOT_FOUND' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/no/such/path');
  });

  it('answers liveness without the database and readiness with it, and 503 once draining', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    expect((await context.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    context.app.startDraining();
    for (const url of ['/health/ready', '/health']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'draining' });
    }
    expect((await context.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});

describe('metrics access and the request id', () => {
  let off: BetsContext;
  beforeAll(async () => {
    off = await buildBets();
  });
  afterAll(async () => off.close());

  it('does not serve /metrics when access is off', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('carries a well-formed X-Request-Id and answers it back; replaces a malformed one', async () => {
    const given = await off.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'web-1f2e3d.42' } });
    expect(given.headers['x-request-id']).toBe('web-1f2e3d.42');
    for (const bad of ['two words', 'x'.repeat(200), 'line\u2028break']) {
      const answered = await off.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': bad } });
      expect(answered.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const fresh = await off.app.inject({ method: 'GET', url: '/health/live' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
