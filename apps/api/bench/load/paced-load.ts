import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { LoadRequest, LoadResult, LoadSpec } from './run-load';

/**
 * Open-loop load at a steady rate: request i is due at start + i / rate and its latency is counted
 * from that moment, not from when a connection was free to send it, so a stall in the server
 * shows in every request it delays (no coordinated omission). Requests go over `connections`
 * keep-alive HTTP/1.1 connections, one at a time each; one due while all are busy waits for the
 * first free one, and that wait counts. With `warmupSeconds`, the requests due in that first part
 * of the run are sent at the same rate but neither timed nor counted as answered (failures are:
 * they always count), so the figures are the steady state's, not a cold start's (JIT, connections).
 *
 * Why not autocannon's `overallRate`: it lets each connection send its share of a second
 * back-to-back at the start of the second and then pause (bursts at full speed, not a steady rate),
 * and it corrects for coordinated omission with an expected interval of 1 ms whatever the rate, which
 * adds a synthetic sample for every millisecond of every answer's latency. Why not node:http: the
 * load shares the machine's two cores with the server, and its client costs twice this one's CPU
 * (requests are written from prepared buffers and answers read by their Content-Length).
 */
export async function pacedLoad(spec: LoadSpec & { overallRate: number }): Promise<Omit<LoadResult, 'clientCpuSeconds'>> {
  const origin = new URL(spec.url);
  const prepared = spec.requests.map((request) => encode(request, origin.host));
  const intervalMs = 1000 / spec.overallRate;
  const warmupMs = (spec.warmupSeconds ?? 0) * 1000;
  const total = Math.floor(spec.overallRate * (warmupMs / 1000 + spec.durationSeconds));
  let measuredFrom = Number.POSITIVE_INFINITY;
  const timeoutMs = (spec.timeoutSeconds ?? 10) * 1000;
  const latencies: number[] = [];
  const counts = { answers2xx: 0, non2xx: 0, errors: 0, timeouts: 0 };
  const waiting: { index: number; dueAt: number }[] = [];
  let settled = 0;
  let sent = 0;
  let finish = () => undefined as void;
  const finished = new Promise<void>((resolve) => { finish = resolve; });

  const settle = () => {
    settled += 1;
    if (settled === total) finish();
  };
  const connections = await Promise.all(Array.from({ length: spec.connections }, () => new Promise<Connection>((resolve, reject) => {
    const socket = connect({ host: origin.hostname, port: Number(origin.port), noDelay: true }, () => resolve(new Connection(socket, onAnswer)));
    socket.once('error', reject);
  })));
  const idle = [...connections];

  function onAnswer(connection: Connection, answer: { status: number } | { error: string }) {
    const dueAt = connection.dueAt;
    if ('status' in answer && answer.status >= 200 && answer.status < 300) {
      if (dueAt >= measuredFrom) {
        counts.answers2xx += 1;
        latencies.push(performance.now() - dueAt);
      }
    } else if ('status' in answer) {
      counts.non2xx += 1;
    } else if (answer.error === 'timeout') {
      counts.timeouts += 1;
    } else {
      counts.errors += 1;
    }
    settle();
    if (!connection.usable) {
      // Every connection lost: what waits or is still to come can never be sent.
      if (connections.every((other) => !other.usable)) abandon();
      return;
    }
    const next = waiting.shift();
    if (next) dispatch(connection, next.index, next.dueAt);
    else idle.push(connection);
  }
  function abandon() {
    const unsent = waiting.length + (total - sent);
    waiting.length = 0;
    sent = total;
    counts.errors += unsent;
    settled += unsent;
    if (settled >= total) finish();
  }
  function dispatch(connection: Connection, index: number, dueAt: number) {
    connection.send(prepared[index % prepared.length] as Buffer, dueAt, timeoutMs);
  }

  const startedAt = performance.now();
  measuredFrom = startedAt + warmupMs;
  // A timer every millisecond sends whatever has fallen due (a late tick sends several, each still
  // timed from its own due moment).
  const pump = () => {
    const due = Math.min(total, Math.floor((performance.now() - startedAt) / intervalMs) + 1);
    for (; sent < due; sent += 1) {
      const dueAt = startedAt + sent * intervalMs;
      let connection = idle.pop();
      while (connection && !connection.usable) connection = idle.pop();
      if (connection) dispatch(connection, sent, dueAt);
      else if (connections.every((other) => !other.usable)) abandon();
      else waiting.push({ index: sent, dueAt });
    }
    if (sent < total) setTimeout(pump, 1);
  };
  pump();
  await finished;
  const elapsedSeconds = (performance.now() - measuredFrom) / 1000;
  for (const connection of connections) connection.close();

  latencies.sort((a, b) => a - b);
  const quantile = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0);
  return { requestsPerSecond: counts.answers2xx / elapsedSeconds, p50: quantile(0.5), p99: quantile(0.99), max: round(latencies.at(-1) ?? 0), ...counts };
}

/** One keep-alive connection with at most one request in flight; answers are read by Content-Length. */
class Connection {
  dueAt = 0;
  usable = true;
  private buffered: Buffer = Buffer.alloc(0);
  private inFlight = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: Socket,
    private readonly onAnswer: (connection: Connection, answer: { status: number } | { error: string }) => void,
  ) {
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('error', () => this.fail('error'));
    socket.on('close', () => this.fail('closed'));
  }

  send(request: Buffer, dueAt: number, timeoutMs: number): void {
    this.dueAt = dueAt;
    this.inFlight = true;
    this.timer = setTimeout(() => this.fail('timeout'), timeoutMs);
    this.socket.write(request);
  }

  close(): void {
    this.usable = false;
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffered.subarray(0, headEnd).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      this.fail('answer without Content-Length');
      return;
    }
    const end = headEnd + 4 + Number(length);
    if (this.buffered.length < end) return;
    this.buffered = this.buffered.subarray(end);
    this.complete({ status: Number(head.slice(9, 12)) });
  }

  private fail(error: string): void {
    this.usable = false;
    if (!this.socket.destroyed) this.socket.destroy();
    this.complete({ error });
  }

  private complete(answer: { status: number } | { error: string }): void {
    if (!this.inFlight) return;
    this.inFlight = false;
    clearTimeout(this.timer);
    this.onAnswer(this, answer);
  }
}

function encode(request: LoadRequest, host: string): Buffer {
  const body = Buffer.from(request.body ?? '');
  const headers = { host, connection: 'keep-alive', ...request.headers, 'content-length': String(body.length) };
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

const round = (ms: number) => Math.round(ms * 10) / 10;
