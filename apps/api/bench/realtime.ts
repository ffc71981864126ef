import { execFileSync, fork, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CHANNELS } from '@sportsbook/contracts';
import { RealtimeGateway } from '../src/realtime/gateway/gateway';
import { InProcessPublisher } from '../src/realtime/publisher';
import { signConnectionToken, tokenKey } from '../src/realtime/tokens';

/**
 * Realtime figures of issue 4 (`node --import tsx apps/api/bench/realtime.ts`): the gateway (the
 * real RealtimeGateway on an http server with the in-process broker, as `npm start` runs it) in
 * THIS process; a SECOND process (bench/realtime-load.ts) opens N raw Centrifuge-protocol
 * WebSocket clients on loopback (node:net, bench/realtime-clients.ts), each subscribed to the
 * public channel and one of M match channels, while this process publishes at fixed rates.
 * Reports connections held, messages delivered per second, delivery latency p50/p99, server
 * memory per idle connection, and CPU time per delivered message in each process (steadier than
 * latency when other work shares the CPUs).
 * Bounded: stops by itself. Settings (env): RT_CONNECTIONS (10000, capped by `ulimit -n`),
 * RT_SECONDS (12), RT_PUBLIC_RATE (5 publications/s on the public channel), RT_MATCH_RATE
 * (1 publication/s on each match channel), RT_MATCH_CHANNELS (100).
 */
const settings = process.env;
const numberSetting = (name: string, fallback: number): number => {
  const value = Number(settings[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

// Memory per connection is measured after a full GC: re-run this script with --expose-gc.
if (typeof globalThis.gc !== 'function') {
  const result = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
const gc = globalThis.gc as () => void;

function openFileLimit(): number {
  try {
    const value = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value);
  } catch {
    return 1_024;
  }
}

const requested = Math.floor(numberSetting('RT_CONNECTIONS', 10_000));
const fileLimit = openFileLimit();
// Each process holds one descriptor per socket; keep headroom for everything else.
const connections = Math.max(1, Math.min(requested, fileLimit - 256));
const seconds = numberSetting('RT_SECONDS', 12);
const publicRate = numberSetting('RT_PUBLIC_RATE', 5);
const matchRate = numberSetting('RT_MATCH_RATE', 1);
const matchChannelCount = Math.floor(numberSetting('RT_MATCH_CHANNELS', 100));
const WARMUP_MS = 1_000;

const secret = 'bench-secret-of-the-realtime-gateway-0123456789';
const broker = new InProcessPublisher();
const gateway = new RealtimeGateway({ broker, jwtSecret: secret });
const server = createServer((_req, res) => res.writeHead(404).end());
gateway.attach(server);
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const { port } = server.address() as AddressInfo;
const url = `ws://127.0.0.1:${port}/connection/websocket`;
const token = await signConnectionToken(tokenKey(secret), '', { ttlSeconds: 3_600 });
const publicChannel = CHANNELS.public('en');
const matchChannels = Array.from({ length: matchChannelCount }, (_, index) => CHANNELS.match(1_000 + index));

function memory(): { rss: number; heap: number } {
  gc();
  gc();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed };
}

interface Report {
  type: 'report';
  received: number;
  open: number;
  closedAfterConnect: number;
  closeCodes: Record<string, number>;
  pings: number;
  unsubscribes: number;
  p50: number;
  p99: number;
  max: number;
  clientCpuMicros: { user: number; system: number };
  clientRssBytes: number;
}

function nextMessage<T>(child: ChildProcess, type: string, onOther?: (message: Record<string, unknown>) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const listener = (message: Record<string, unknown>): void => {
      if (message['type'] !== type) return onOther?.(message);
      child.off('message', listener);
      child.off('exit', onExit);
      resolve(message as T);
    };
    const onExit = (code: number | null): void => reject(new Error(`load process exited (${code ?? 'signal'})`));
    child.on('message', listener);
    child.once('exit', onExit);
  });
}

console.log(`realtime bench: ${connections} connections${connections < requested ? ` (capped from ${requested} by ulimit -n ${fileLimit})` : ''}, ` +
  `${seconds} s, public ${publicRate}/s, ${matchChannelCount} match channels × ${matchRate}/s`);

const before = memory();
// The load process gets this process's Node flags (--import tsx, and e.g. --cpu-prof when profiling).
const child = fork(fileURLToPath(new URL('./realtime-load.ts', import.meta.url)), [], { execArgv: process.execArgv.filter((flag) => flag !== '--expose-gc'), stdio: 'inherit' });
const started = performance.now();
child.send({ type: 'start', url, token, connections, publicChannel, matchChannels, concurrency: 200 });
const connectedReport = await nextMessage<{ connected: number; failed: number; failures: Record<string, number> }>(child, 'connected', (message) => {
  if (message['type'] === 'progress') console.log(`  connecting: ${String(message['connected'])} connected, ${String(message['failed'])} failed`);
});
const connectSeconds = (performance.now() - started) / 1_000;
await new Promise((resolve) => setTimeout(resolve, 500));
const idle = memory();
const held = gateway.connectionCount;
const perConnection = { rss: (idle.rss - before.rss) / Math.max(1, held), heap: (idle.heap - before.heap) / Math.max(1, held) };

// A realistic payload (a match_changed of a live match), with the publish time embedded.
const match = {
  id: 0, sport_id: 1, category_id: 10, tournament_id: 100, status: 1, type: 'match', start_time: '2025-03-01T12:00:00.000Z',
  competitors: [{ id: 1, name: 'Home FC', qualifier: 'home' }, { id: 2, name: 'Away United', qualifier: 'away' }],
  stage: { period: '2nd_half', clock: "67'" }, statistics: { score: { home: 2, away: 1 }, periods: [[1, 1], [1, 0]] }, provider: 'betradar',
};
const publish = (channel: string, id: number): void => {
  void broker.publish(channel, { event_name: 'match_changed', message: { sent_at: performance.timeOrigin + performance.now(), match: { ...match, id } } });
};
/** How long one public publication takes to be written to every subscriber (the in-process broker fans out synchronously). */
const publicFanOutMs: number[] = [];

// Fixed rates from elapsed time (timer drift does not lower them): public publications evenly
// spread, match channels round-robin, checked every 5 ms. Deliveries the clients should receive
// are counted from the subscribers of each channel at publish time.
const TICK_MS = 5;
const subscribersOfMatch = Math.floor(held / matchChannelCount);
const publishStarted = performance.now();
let publicDone = 0;
let matchDone = 0;
let matchCursor = 0;
let published = 0;
let expectedDeliveries = 0;
let counting = false;
const ticker = setInterval(() => {
  const elapsed = (performance.now() - publishStarted) / 1_000;
  for (; publicDone < Math.floor(elapsed * publicRate); publicDone += 1) {
    const fanOutStarted = performance.now();
    publish(publicChannel, 1);
    if (counting) {
      publicFanOutMs.push(performance.now() - fanOutStarted);
      published += 1;
      expectedDeliveries += held;
    }
  }
  for (; matchDone < Math.floor(elapsed * matchRate * matchChannelCount); matchDone += 1) {
    publish(matchChannels[matchCursor] ?? publicChannel, 1_000 + matchCursor);
    if (counting) {
      published += 1;
      expectedDeliveries += subscribersOfMatch + (matchCursor < held % matchChannelCount ? 1 : 0);
    }
    matchCursor = (matchCursor + 1) % matchChannelCount;
  }
}, TICK_MS);

await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
child.send({ type: 'measure' });
counting = true;
const measureStarted = performance.now();
const cpuStarted = process.cpuUsage();
const loadBefore = loadavg();
await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
clearInterval(ticker);
const measuredSeconds = (performance.now() - measureStarted) / 1_000;
const cpu = process.cpuUsage(cpuStarted);
const loadAfter = loadavg();
// Let what is in flight arrive before asking for the counts.
await new Promise((resolve) => setTimeout(resolve, 300));
const reportPromise = nextMessage<Report>(child, 'report');
child.send({ type: 'report' });
const report = await reportPromise;
const active = memory();
child.send({ type: 'exit' });

const serverCpuMs = (cpu.user + cpu.system) / 1_000;
const clientCpuMs = (report.clientCpuMicros.user + report.clientCpuMicros.system) / 1_000;
const perMessageMicros = (ms: number): number => round((ms * 1_000) / Math.max(1, report.received));
/** CPU time per delivered publication, split into user (JavaScript, Node) and system (kernel: socket writes/reads). */
const perDelivery = (usage: { user: number; system: number }): { total: number; user: number; system: number } => ({
  total: perMessageMicros((usage.user + usage.system) / 1_000),
  user: perMessageMicros(usage.user / 1_000),
  system: perMessageMicros(usage.system / 1_000),
});
publicFanOutMs.sort((a, b) => a - b);
const result = {
  bench: 'realtime',
  connections_requested: requested,
  connections_held: held,
  connections_open_at_end: report.open,
  closed_by_server: report.closeCodes,
  connect_failed: connectedReport.failed,
  connect_seconds: round(connectSeconds),
  seconds: round(measuredSeconds),
  publications: published,
  messages_delivered: report.received,
  messages_per_second: Math.round(report.received / measuredSeconds),
  messages_expected: expectedDeliveries,
  latency_p50_ms: round(report.p50),
  latency_p99_ms: round(report.p99),
  latency_max_ms: round(report.max),
  server_cpu_percent: Math.round((serverCpuMs / (measuredSeconds * 1_000)) * 100),
  client_cpu_percent: Math.round((clientCpuMs / (measuredSeconds * 1_000)) * 100),
  cpu_us_per_delivery: { server: perDelivery(cpu), client: perDelivery(report.clientCpuMicros) },
  public_fan_out_ms: { p50: round(publicFanOutMs[Math.floor(publicFanOutMs.length / 2)] ?? Number.NaN), max: round(publicFanOutMs.at(-1) ?? Number.NaN) },
  unsubscribes: report.unsubscribes,
  load_average: { before: loadBefore.map(round), after: loadAfter.map(round) },
  memory_per_idle_connection_kb: { rss: round(perConnection.rss / 1_024), heap: round(perConnection.heap / 1_024) },
  server_rss_mb: { before: mb(before.rss), idle: mb(idle.rss), active: mb(active.rss) },
  client_rss_mb: mb(report.clientRssBytes),
  targets: { connections: 10_000, messages_per_second: 50_000, p99_ms: 100, kb_per_idle_connection: 30 },
};

console.log(`connections held: ${held} of ${requested} requested (${connectedReport.failed} failed${connectedReport.failed > 0 ? ` ${JSON.stringify(connectedReport.failures)}` : ''}, ${report.open} open at the end${report.closedAfterConnect > 0 ? `, closed: ${JSON.stringify(report.closeCodes)}` : ''}), connected in ${round(connectSeconds)} s`);
console.log(`messages delivered: ${report.received} in ${round(measuredSeconds)} s = ${result.messages_per_second}/s (${expectedDeliveries} expected from ${published} publications)`);
console.log(`delivery latency: p50 ${round(report.p50)} ms, p99 ${round(report.p99)} ms, max ${round(report.max)} ms`);
console.log(`memory per idle connection: ${result.memory_per_idle_connection_kb.rss} KB RSS, ${result.memory_per_idle_connection_kb.heap} KB heap (server, after GC)`);
const cpuLine = (usage: { total: number; user: number; system: number }): string => `${usage.total} µs per delivery: ${usage.user} user + ${usage.system} system`;
console.log(`CPU while publishing: server ${result.server_cpu_percent}% of one core (${cpuLine(result.cpu_us_per_delivery.server)}), load client ${result.client_cpu_percent}% (${cpuLine(result.cpu_us_per_delivery.client)})`);
console.log(`one public publication written to ${held} sockets in ${result.public_fan_out_ms.p50} ms (median; max ${result.public_fan_out_ms.max} ms)`);
console.log(`load average (1/5/15 min): ${loadBefore.map(round).join(' ')} before, ${loadAfter.map(round).join(' ')} after`);
console.log(JSON.stringify(result));

await gateway.close();
server.closeAllConnections();
server.close();
await broker.close();
process.exit(0);

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function mb(bytes: number): number {
  return round(bytes / 1_048_576);
}
