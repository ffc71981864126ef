import WebSocket from 'ws';

/**
 * The load side of bench/realtime.ts, in its own process (forked with an IPC channel): N raw
 * WebSocket clients speaking the Centrifuge protocol v2 JSON, each connecting with a visitor token
 * and subscribing to the public channel and one match channel in its first frame (as the
 * `centrifuge` client batches them). Counts pushes and measures delivery latency from the
 * `sent_at` the publisher embeds in the data. Answers server pings.
 */
interface Start {
  type: 'start';
  url: string;
  token: string;
  connections: number;
  publicChannel: string;
  matchChannels: string[];
  concurrency: number;
}
type Command = Start | { type: 'measure' } | { type: 'report' } | { type: 'exit' };

const sockets: WebSocket[] = [];
let connected = 0;
let failed = 0;
let closedAfterConnect = 0;
/** Close codes of connections the server closed after they were ready (e.g. 3012 no pong, 3008 slow). */
const closeCodes: Record<string, number> = {};
let measuring = false;
let received = 0;
let pings = 0;
// Latency histogram in 0.1 ms buckets up to 10 s (the last bucket takes everything slower).
const BUCKET_MS = 0.1;
const histogram = new Uint32Array(100_000);
let maxLatency = 0;

const SENT_AT = Buffer.from('"sent_at":');
const PUSH = Buffer.from('{"push"');
const PING = '{}';

function onMessage(data: Buffer, socket: WebSocket): void {
  if (data.length === 2 && data[0] === 0x7b && data[1] === 0x7d) {
    pings += 1;
    socket.send(PING);
    return;
  }
  if (!measuring || data.indexOf(PUSH) !== 0) return;
  received += 1;
  const at = data.indexOf(SENT_AT);
  if (at < 0) return;
  let end = at + SENT_AT.length;
  while (end < data.length && ((data[end] ?? 0) === 0x2e || ((data[end] ?? 0) >= 0x30 && (data[end] ?? 0) <= 0x39))) end += 1;
  const sentAt = Number(data.toString('latin1', at + SENT_AT.length, end));
  const latency = Math.max(0, performance.timeOrigin + performance.now() - sentAt);
  if (latency > maxLatency) maxLatency = latency;
  const bucket = Math.min(histogram.length - 1, Math.floor(latency / BUCKET_MS));
  histogram[bucket] = (histogram[bucket] ?? 0) + 1;
}

function percentile(p: number): number {
  let total = 0;
  for (const count of histogram) total += count;
  if (total === 0) return Number.NaN;
  const rank = Math.ceil(total * p);
  let seen = 0;
  for (let index = 0; index < histogram.length; index += 1) {
    seen += histogram[index] ?? 0;
    if (seen >= rank) return (index + 1) * BUCKET_MS;
  }
  return maxLatency;
}

function open(start: Start, index: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(start.url, { perMessageDeflate: false });
    const matchChannel = start.matchChannels[index % start.matchChannels.length] ?? start.publicChannel;
    let replies = 0;
    let ready = false;
    const done = (ok: boolean): void => {
      if (ready) return;
      ready = true;
      if (ok) connected += 1;
      else failed += 1;
      resolve();
    };
    socket.on('open', () => {
      socket.send([
        JSON.stringify({ id: 1, connect: { token: start.token, name: 'bench' } }),
        JSON.stringify({ id: 2, subscribe: { channel: start.publicChannel } }),
        JSON.stringify({ id: 3, subscribe: { channel: matchChannel } }),
      ].join('\n'));
    });
    socket.on('message', (data: Buffer) => {
      if (!ready) {
        // Replies to the first frame may come in one frame, separated by newlines.
        for (const line of data.toString('utf8').split('\n')) {
          if (!line.startsWith('{"id"')) continue;
          if (line.includes('"error"')) return done(false);
          replies += 1;
        }
        if (replies >= 3) done(true);
        return;
      }
      onMessage(data, socket);
    });
    socket.on('error', () => done(false));
    socket.on('close', (code: number) => {
      if (ready) {
        closedAfterConnect += 1;
        closeCodes[code] = (closeCodes[code] ?? 0) + 1;
      }
      done(false);
    });
    sockets.push(socket);
  });
}

async function start(command: Start): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < command.connections) {
      const index = next;
      next += 1;
      await open(command, index);
      if ((connected + failed) % 1_000 === 0) process.send?.({ type: 'progress', connected, failed });
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, worker));
  process.send?.({ type: 'connected', connected, failed });
}

process.on('message', (command: Command) => {
  switch (command.type) {
    case 'start':
      void start(command);
      break;
    case 'measure':
      received = 0;
      histogram.fill(0);
      maxLatency = 0;
      measuring = true;
      break;
    case 'report': {
      measuring = false;
      const open_ = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
      process.send?.({
        type: 'report',
        received,
        open: open_,
        closedAfterConnect,
        closeCodes,
        pings,
        p50: percentile(0.5),
        p99: percentile(0.99),
        max: maxLatency,
        clientRssBytes: process.memoryUsage().rss,
      });
      break;
    }
    case 'exit':
      for (const socket of sockets) socket.terminate();
      process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
