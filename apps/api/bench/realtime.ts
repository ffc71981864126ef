import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CHANNELS } from '@sportsbook/contracts';
import { signConnectionToken, tokenKey } from '../src/realtime/tokens';

/**
 * Realtime figures of issue 4 (`node --import tsx apps/api/bench/realtime.ts`): RT_NODES gateway
 * nodes (bench/realtime-node.ts: the real RealtimeGateway on an http server, as `npm start` runs
 * it), each in its own process, on the in-process broker when there is one node or on Redis
 * (REDIS_URL, default redis://127.0.0.1:6379) when there are several; a load process
 * (bench/realtime-load.ts) opens N raw Centrifuge-protocol WebSocket clients on loopback (node:net,
 * bench/realtime-clients.ts) spread over the nodes as a load balancer would, each subscribed to the
 * public channel and one of M match channels, while the first node publishes at fixed rates
 * (bench/realtime-publishing.ts). Reports connections held, messages delivered per second, delivery
 * latency p50/p99, the nodes' memory per idle connection, and CPU time per delivered message of the
 * nodes and of the load process (steadier than latency when other work shares the CPUs).
 * Bounded: stops by itself. Settings (env): RT_NODES (1), RT_CONNECTIONS (10000, capped by
 * `ulimit -n`), RT_SECONDS (12), RT_PUBLIC_RATE (5 publications/s on the public channel),
 * RT_MATCH_RATE (1 publication/s on each match channel), RT_MATCH_CHANNELS (100), RT_FANOUT_WINDOW_MS
 * (the gateway's fan-out window, hub.ts; default the gateway's, 0 = a write per publication).
 * RT_SCENARIO=chat: the per-match channels are chat channels carrying chat_message publications
 * (docs/chat.md; `npm run bench` runs it as 1,000 messages/s on one chat channel read by 2,000
 * connections, the public channel nearly silent) and the targets are the chat figure's.
 */
const settings = process.env;
const numberSetting = (name: string, fallback: number): number => {
  const value = Number(settings[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

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

// The gateway's fan-out windows (GatewayConfig.fanOutWindowMs and chatFanOutWindowMs, both set to it); unset: the gateway's defaults (none; 50 ms on a chat).
const fanOutWindowMs = settings['RT_FANOUT_WINDOW_MS'] === undefined ? null : Math.max(0, Number(settings['RT_FANOUT_WINDOW_MS']) || 0);
const nodeCount = Math.max(1, Math.floor(numberSetting('RT_NODES', 1)));
const redisUrl = settings['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const secret = 'bench-secret-of-the-realtime-gateway-0123456789';
const token = await signConnectionToken(tokenKey(secret), '', { ttlSeconds: 3_600 });
const publicChannel = CHANNELS.public('en');
const chat = settings['RT_SCENARIO'] === 'chat';
const matchChannels = Array.from({ length: matchChannelCount }, (_, index) => (chat ? CHANNELS.chat : CHANNELS.match)(1_000 + index));

interface Memory {
  rss: number;
  heap: number;
}
interface NodeReport extends Memory {
  type: 'report';
  cpuMicros: { user: number; system: number };
  publicFanOutMs: number[];
  published: number;
  expectedDeliveries: number;
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

const redisNote = nodeCount > 1 ? ` on the Redis broker at ${redisUrl}` : '';
console.log(`realtime bench: ${connections} connections${connections < requested ? ` (capped from ${requested} by ulimit -n ${fileLimit})` : ''} ` +
  `across ${nodeCount} gateway node${nodeCount > 1 ? 's' : ''}${redisNote}, ${seconds} s, public ${publicRate}/s, ${matchChannelCount} ${chat ? 'chat' : 'match'} channels × ${matchRate}/s`);

// Gateway nodes: each its own process. The first one also publishes (the node running the simulator).
const nodeScript = fileURLToPath(new URL('./realtime-node.ts', import.meta.url));
const redisPrefix = `bench:realtime:${process.pid}:${Date.now()}:`;
const nodes = Array.from({ length: nodeCount }, () => fork(nodeScript, [], { execArgv: ['--expose-gc', ...process.execArgv], stdio: 'inherit' }));
const ports = await Promise.all(nodes.map((node) => {
  const listening = nextMessage<{ port: number }>(node, 'listening');
  node.send({ type: 'start', jwtSecret: secret, redisUrl: nodeCount > 1 ? redisUrl : null, redisPrefix, publicChannel, fanOutWindowMs });
  return listening;
}));
const urls = ports.map(({ port }) => `ws://127.0.0.1:${port}/connection/websocket`);
const askNodes = async <T>(command: string, reply: string): Promise<T[]> => Promise.all(nodes.map((node) => {
  const answer = nextMessage<T>(node, reply);
  node.send({ type: command });
  return answer;
}));
const sumMemory = (memories: Memory[]): Memory => memories.reduce((sum, item) => ({ rss: sum.rss + item.rss, heap: sum.heap + item.heap }), { rss: 0, heap: 0 });

const before = sumMemory(await askNodes<Memory>('memory', 'memory'));
// The load process gets this process's Node flags (--import tsx, and e.g. --cpu-prof when profiling).
const child = fork(fileURLToPath(new URL('./realtime-load.ts', import.meta.url)), [], { execArgv: process.execArgv.filter((flag) => flag !== '--expose-gc'), stdio: 'inherit' });
const started = performance.now();
child.send({ type: 'start', urls, token, connections, publicChannel, matchChannels, concurrency: 200 });
const connectedReport = await nextMessage<{ connected: number; failed: number; failures: Record<string, number> }>(child, 'connected', (message) => {
  if (message['type'] === 'progress') console.log(`  connecting: ${String(message['connected'])} connected, ${String(message['failed'])} failed`);
});
const connectSeconds = (performance.now() - started) / 1_000;
await new Promise((resolve) => setTimeout(resolve, 500));
const idleByNode = await askNodes<Memory & { connections: number }>('memory', 'memory');
const idle = sumMemory(idleByNode);
const held = idleByNode.reduce((sum, node) => sum + node.connections, 0);
const perConnection = { rss: (idle.rss - before.rss) / Math.max(1, held), heap: (idle.heap - before.heap) / Math.max(1, held) };

nodes[0]?.send({ type: 'publish', publicChannel, matchChannels, publicRate, matchRate, held, payload: chat ? 'chat' : 'match' });
await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
child.send({ type: 'measure' });
for (const node of nodes) node.send({ type: 'measure' });
const measureStarted = performance.now();
const loadBefore = loadavg();
await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
const nodeReports = await askNodes<NodeReport>('report', 'report');
const measuredSeconds = (performance.now() - measureStarted) / 1_000;
const loadAfter = loadavg();
// Let what is in flight arrive before asking for the counts.
await new Promise((resolve) => setTimeout(resolve, 300));
const reportPromise = nextMessage<Report>(child, 'report');
child.send({ type: 'report' });
const report = await reportPromise;
child.send({ type: 'exit' });
for (const node of nodes) node.send({ type: 'exit' });

const published = nodeReports.reduce((sum, node) => sum + node.published, 0);
const expectedDeliveries = nodeReports.reduce((sum, node) => sum + node.expectedDeliveries, 0);
const cpu = nodeReports.reduce((sum, node) => ({ user: sum.user + node.cpuMicros.user, system: sum.system + node.cpuMicros.system }), { user: 0, system: 0 });
const active = sumMemory(nodeReports);
const serverCpuMs = (cpu.user + cpu.system) / 1_000;
const clientCpuMs = (report.clientCpuMicros.user + report.clientCpuMicros.system) / 1_000;
const perMessageMicros = (ms: number): number => round((ms * 1_000) / Math.max(1, report.received));
/** CPU time per delivered publication, split into user (JavaScript, Node) and system (kernel: socket writes/reads). */
const perDelivery = (usage: { user: number; system: number }): { total: number; user: number; system: number } => ({
  total: perMessageMicros((usage.user + usage.system) / 1_000),
  user: perMessageMicros(usage.user / 1_000),
  system: perMessageMicros(usage.system / 1_000),
});
// Each node writes a public publication to its own share of the sockets; the slowest node sets the figure.
const publicFanOutMs = nodeReports.map((node) => [...node.publicFanOutMs].sort((a, b) => a - b));
const fanOutMedian = Math.max(...publicFanOutMs.map((times) => times[Math.floor(times.length / 2)] ?? Number.NaN));
const fanOutMax = Math.max(...publicFanOutMs.map((times) => times.at(-1) ?? Number.NaN));
const result = {
  bench: 'realtime',
  nodes: nodeCount,
  broker: nodeCount > 1 ? 'redis' : 'in-process',
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
  public_fan_out_ms: { p50: round(fanOutMedian), max: round(fanOutMax) },
  unsubscribes: report.unsubscribes,
  load_average: { before: loadBefore.map(round), after: loadAfter.map(round) },
  memory_per_idle_connection_kb: { rss: round(perConnection.rss / 1_024), heap: round(perConnection.heap / 1_024) },
  server_rss_mb: { before: mb(before.rss), idle: mb(idle.rss), active: mb(active.rss) },
  client_rss_mb: mb(report.clientRssBytes),
  scenario: chat ? 'chat' : 'board',
  fan_out_window_ms: fanOutWindowMs ?? 'default',
  targets: chat
    ? { readers: 2_000, publications_per_second: 1_000, messages_per_second: 2_000_000, p99_ms: 200 }
    : { connections: 10_000, messages_per_second: 50_000, p99_ms: 100, kb_per_idle_connection: 30 },
};

const servers = nodeCount > 1 ? `${nodeCount} gateway nodes together` : 'server';
console.log(`connections held: ${held} of ${requested} requested (${connectedReport.failed} failed${connectedReport.failed > 0 ? ` ${JSON.stringify(connectedReport.failures)}` : ''}, ${report.open} open at the end${report.closedAfterConnect > 0 ? `, closed: ${JSON.stringify(report.closeCodes)}` : ''}), connected in ${round(connectSeconds)} s`);
console.log(`messages delivered: ${report.received} in ${round(measuredSeconds)} s = ${result.messages_per_second}/s (${expectedDeliveries} expected from ${published} publications)`);
console.log(`delivery latency: p50 ${round(report.p50)} ms, p99 ${round(report.p99)} ms, max ${round(report.max)} ms`);
console.log(`memory per idle connection: ${result.memory_per_idle_connection_kb.rss} KB RSS, ${result.memory_per_idle_connection_kb.heap} KB heap (${servers}, after GC)`);
const cpuLine = (usage: { total: number; user: number; system: number }): string => `${usage.total} µs per delivery: ${usage.user} user + ${usage.system} system`;
console.log(`CPU while publishing: ${servers} ${result.server_cpu_percent}% of one core (${cpuLine(result.cpu_us_per_delivery.server)}), load client ${result.client_cpu_percent}% (${cpuLine(result.cpu_us_per_delivery.client)})`);
console.log(`one public publication written to ${nodeCount > 1 ? `each node's ~${Math.round(held / nodeCount)}` : held} sockets in ${result.public_fan_out_ms.p50} ms (median; max ${result.public_fan_out_ms.max} ms)`);
console.log(`load average (1/5/15 min): ${loadBefore.map(round).join(' ')} before, ${loadAfter.map(round).join(' ')} after`);
console.log(JSON.stringify(result));
await Promise.all(nodes.map((node) => once(node, 'exit')));
process.exit(0);

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function mb(bytes: number): number {
  return round(bytes / 1_048_576);
}
