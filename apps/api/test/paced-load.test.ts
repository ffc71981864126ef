import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad } from '../bench/load/paced-load';

/** The placement bench's open-loop generator, against a local server that records when requests arrive. */
describe('pacedLoad', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(stallOnRequest: number, stallMs: number): Promise<{ url: string; arrivals: number[]; bodies: string[] }> {
    const arrivals: number[] = [];
    const bodies: string[] = [];
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => { body += chunk.toString(); });
      request.on('end', () => {
        arrivals.push(performance.now());
        bodies.push(body);
        const answer = () => response.writeHead(arrivals.length % 50 === 0 ? 409 : 201, { 'content-type': 'application/json', 'content-length': '11' }).end('{"ok":true}');
        if (arrivals.length === stallOnRequest) setTimeout(answer, stallMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server?.address() as AddressInfo).port}`, arrivals, bodies };
  }

  it('sends at a steady rate and times each answer from when its request was due', async () => {
    const { url, arrivals, bodies } = await serve(50, 150);
    const result = await pacedLoad({
      url,
      connections: 1,
      durationSeconds: 1,
      overallRate: 200,
      requests: [{ method: 'POST', path: '/bets', headers: { 'content-type': 'application/json' }, body: '{"n":1}' }, { method: 'POST', path: '/bets', body: '{"n":2}' }],
    });

    // 200 requests in about a second, spread over it (not sent in a burst), bodies round-robin.
    expect(arrivals).toHaveLength(200);
    expect((arrivals[39] ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThan(150);
    expect(bodies.slice(0, 4)).toEqual(['{"n":1}', '{"n":2}', '{"n":1}', '{"n":2}']);
    // Every 50th answer is a 409: counted apart, not timed.
    expect(result).toMatchObject({ answers2xx: 196, non2xx: 4, errors: 0, timeouts: 0 });
    // One answer held 150 ms on the only connection delays the ~30 requests due meanwhile: each is
    // timed from its due moment, so the stall shows in the p99, not in one sample only.
    expect(result.max).toBeGreaterThanOrEqual(140);
    expect(result.p99).toBeGreaterThanOrEqual(100);
    expect(result.p50).toBeLessThan(50);
  });

  it('sends the warm-up at the same rate without timing or counting it', async () => {
    const { url, arrivals } = await serve(10, 300);
    const result = await pacedLoad({ url, connections: 4, warmupSeconds: 0.5, durationSeconds: 0.5, overallRate: 100, requests: [{ method: 'GET', path: '/' }] });
    expect(arrivals).toHaveLength(100);
    // The stall (request 10) falls in the warm-up and is not timed; failures count over the whole
    // run: the 409s of request 50 (warm-up) and 100; 49 answers of the measured half succeed.
    expect(result).toMatchObject({ answers2xx: 49, non2xx: 2, errors: 0, timeouts: 0 });
    expect(result.max).toBeLessThan(100);
  });

  it('ends, counting errors, when answers cannot be read (no Content-Length) and the connections are lost', async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200).end('chunked'));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const result = await pacedLoad({
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      connections: 2,
      durationSeconds: 0.2,
      overallRate: 100,
      requests: [{ method: 'GET', path: '/' }],
    });
    expect(result).toMatchObject({ answers2xx: 0, non2xx: 0, errors: 20, timeouts: 0 });
  });
});
