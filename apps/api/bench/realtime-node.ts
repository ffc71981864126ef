import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RealtimeBroker } from '../src/realtime/broker';
import { RedisBroker } from '../src/realtime/brokers/redis';
import { RealtimeGateway } from '../src/realtime/gateway/gateway';
import { InProcessPublisher } from '../src/realtime/publisher';
import { startPublishing, type PublishPlan, type Publishing } from './realtime-publishing';

/**
 * One gateway node of bench/realtime.ts, in its own process (forked with an IPC channel and
 * --expose-gc): the real RealtimeGateway on an http server, as `npm start` runs it, with the
 * in-process broker when it is the only node, or the Redis broker (REDIS_URL, a prefix of its own
 * per run) when several nodes share the load. The node told to `publish` plays the API node that
 * runs the simulator: it publishes through its broker, which reaches every node's subscribers.
 * Each node measures how long it takes to write one public publication to all its sockets.
 */
interface Start {
  type: 'start';
  jwtSecret: string;
  redisUrl: string | null;
  redisPrefix: string;
  publicChannel: string;
  /** GatewayConfig.fanOutWindowMs and chatFanOutWindowMs (RT_FANOUT_WINDOW_MS); null: the gateway's defaults. */
  fanOutWindowMs: number | null;
}
type Command =
  | Start
  | { type: 'memory' }
  | ({ type: 'publish' } & PublishPlan)
  | { type: 'measure' }
  | { type: 'report' }
  | { type: 'exit' };

const gc = globalThis.gc as (() => void) | undefined;
let broker: RealtimeBroker | null = null;
let gateway: RealtimeGateway | null = null;
let publicChannel = '';
let publishing: Publishing | null = null;
let cpuStarted: NodeJS.CpuUsage | null = null;
let measuring = false;
const publicFanOutMs: number[] = [];

async function start(command: Start): Promise<void> {
  publicChannel = command.publicChannel;
  broker = command.redisUrl === null ? new InProcessPublisher() : new RedisBroker({ url: command.redisUrl, prefix: command.redisPrefix });
  // Listeners run in the order they were added: the gateway's fan-out runs between these two.
  let fanOutStarted = 0;
  broker.onPublication((publication) => {
    if (publication.channel === publicChannel) fanOutStarted = performance.now();
  });
  gateway = new RealtimeGateway({ broker, jwtSecret: command.jwtSecret, config: command.fanOutWindowMs === null ? {} : { fanOutWindowMs: command.fanOutWindowMs, chatFanOutWindowMs: command.fanOutWindowMs } });
  broker.onPublication((publication) => {
    if (measuring && publication.channel === publicChannel) publicFanOutMs.push(performance.now() - fanOutStarted);
  });
  if (broker instanceof RedisBroker) await broker.ready();
  const server = createServer((_request, response) => response.writeHead(404).end());
  gateway.attach(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  process.send?.({ type: 'listening', port: (server.address() as AddressInfo).port });
}

function memory(): { rss: number; heap: number } {
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed };
}

process.on('message', (command: Command) => {
  switch (command.type) {
    case 'start':
      void start(command);
      break;
    case 'memory':
      process.send?.({ type: 'memory', ...memory(), connections: gateway?.connectionCount ?? 0 });
      break;
    case 'publish':
      if (broker) publishing = startPublishing(broker, command);
      break;
    case 'measure':
      measuring = true;
      publishing?.startCounting();
      cpuStarted = process.cpuUsage();
      break;
    case 'report': {
      measuring = false;
      publishing?.stop();
      const cpu = process.cpuUsage(cpuStarted ?? undefined);
      process.send?.({
        type: 'report',
        cpuMicros: { user: cpu.user, system: cpu.system },
        publicFanOutMs,
        published: publishing?.published ?? 0,
        expectedDeliveries: publishing?.expectedDeliveries ?? 0,
        ...memory(),
      });
      break;
    }
    case 'exit':
      void gateway?.close().finally(() => process.exit(0));
      break;
  }
});
process.on('disconnect', () => process.exit(0));
