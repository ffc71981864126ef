import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { pacedLoad } from './paced-load';
import type { LoadResult, LoadSpec } from './run-load';

/**
 * The load generator's own process (started by run-load.ts), cycling through the spec's requests
 * round-robin against a server in another process: closed loop with autocannon, open loop (a rate
 * given) with pacedLoad. Prints one JSON line with the figures the benches report.
 */
const specPath = process.argv[2];
if (!specPath) throw new Error('usage: generator.ts <spec.json>');
const spec = JSON.parse(readFileSync(specPath, 'utf8')) as LoadSpec;
const rate = spec.overallRate;
const result = rate === undefined ? await closedLoop(spec) : await pacedLoad({ ...spec, overallRate: rate });
const cpu = process.cpuUsage();
console.log(JSON.stringify({ ...result, clientCpuSeconds: (cpu.user + cpu.system) / 1e6 }));

async function closedLoop(spec: LoadSpec): Promise<Omit<LoadResult, 'clientCpuSeconds'>> {
  let sent = 0;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    timeout: spec.timeoutSeconds ?? 10,
    requests: [{
      setupRequest: (request) => {
        const next = spec.requests[sent % spec.requests.length];
        sent += 1;
        if (!next) throw new Error('load spec without requests');
        return { ...request, method: next.method, path: next.path, headers: next.headers ?? {}, ...(next.body === undefined ? {} : { body: next.body }) };
      },
    }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    answers2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
