import { openClients, LoadStats, type LoadClient, type LoadTarget } from './realtime-clients';

/**
 * The load side of bench/realtime.ts, in its own process (forked with an IPC channel): N raw
 * Centrifuge-protocol clients over node:net (bench/realtime-clients.ts), each connecting with a
 * visitor token and subscribed to the public channel and one match channel. Between `measure`
 * and `report` it counts publications, their delivery latency and this process's CPU time.
 */
interface Start extends LoadTarget {
  type: 'start';
  connections: number;
  concurrency: number;
}
type Command = Start | { type: 'measure' } | { type: 'report' } | { type: 'exit' };

const stats = new LoadStats();
let clients: LoadClient[] = [];
let cpuStarted: NodeJS.CpuUsage | null = null;

async function start(command: Start): Promise<void> {
  clients = await openClients(command, command.connections, command.concurrency, stats, () => {
    process.send?.({ type: 'progress', connected: stats.connected, failed: stats.failed });
  });
  process.send?.({ type: 'connected', connected: stats.connected, failed: stats.failed, failures: stats.failures });
}

process.on('message', (command: Command) => {
  switch (command.type) {
    case 'start':
      void start(command);
      break;
    case 'measure':
      stats.startMeasuring();
      cpuStarted = process.cpuUsage();
      break;
    case 'report': {
      stats.measuring = false;
      const cpu = process.cpuUsage(cpuStarted ?? undefined);
      process.send?.({
        type: 'report',
        received: stats.received,
        open: clients.filter((client) => client.open).length,
        closedAfterConnect: stats.closedAfterConnect,
        closeCodes: stats.closeCodes,
        unsubscribes: stats.unsubscribes,
        pings: stats.pings,
        p50: stats.latency.percentile(0.5),
        p99: stats.latency.percentile(0.99),
        max: stats.latency.max,
        clientCpuMicros: { user: cpu.user, system: cpu.system },
        clientRssBytes: process.memoryUsage().rss,
      });
      break;
    }
    case 'exit':
      for (const client of clients) client.destroy();
      process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
