import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

/**
 * The floor under the realtime fan-out (`node --import tsx apps/api/bench/loopback-floor.ts`): the
 * CPU time of a bare node:net write of one small frame to each of N loopback TCP sockets, with no
 * gateway, no WebSocket library and no reader competing for the CPUs (the client ends do not read,
 * so what is measured is the writer's own cost: Node's stream layer and the kernel's loopback TCP,
 * which also runs the receiving side's TCP processing in the writer's context).
 * Settings (env): FLOOR_SOCKETS (5000: both ends of each socket are in this process, which keeps it under the usual 20,000 open files), FLOOR_ROUNDS (20), FLOOR_BYTES (300).
 */
const count = Number(process.env['FLOOR_SOCKETS'] ?? 5_000);
const rounds = Number(process.env['FLOOR_ROUNDS'] ?? 20);
const frame = Buffer.alloc(Number(process.env['FLOOR_BYTES'] ?? 300), 0x61);
const CONNECT_CONCURRENCY = 200;

const accepted: Socket[] = [];
const server = createServer((socket) => {
  socket.setNoDelay(true);
  accepted.push(socket);
});
server.listen({ port: 0, host: '127.0.0.1', backlog: 4_096 });
await once(server, 'listening');
const address = server.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;

const clients: Socket[] = [];
let next = 0;
const opener = async (): Promise<void> => {
  while (next < count) {
    next += 1;
    // Never read: what the writer sends stays in the kernel's receive buffers.
    const socket = connect({ port, host: '127.0.0.1' });
    socket.pause();
    clients.push(socket);
    await once(socket, 'connect');
  }
};
await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, opener));
while (accepted.length < count) await new Promise((resolve) => setTimeout(resolve, 10));

const fanOutMs: number[] = [];
const cpuStarted = process.cpuUsage();
for (let round = 0; round < rounds; round += 1) {
  const started = performance.now();
  for (const socket of accepted) socket.write(frame);
  fanOutMs.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const cpu = process.cpuUsage(cpuStarted);
const writes = rounds * count;
fanOutMs.sort((a, b) => a - b);
const round2 = (value: number): number => Math.round(value * 100) / 100;
const result = {
  bench: 'loopback-floor',
  sockets: count,
  rounds,
  frame_bytes: frame.length,
  cpu_us_per_write: { total: round2((cpu.user + cpu.system) / writes), user: round2(cpu.user / writes), system: round2(cpu.system / writes) },
  fan_out_ms: { p50: round2(fanOutMs[Math.floor(rounds / 2)] ?? Number.NaN), max: round2(fanOutMs.at(-1) ?? Number.NaN) },
};
console.log(`bare node:net write of ${frame.length} bytes to ${count} loopback sockets: ${result.cpu_us_per_write.total} µs of CPU per write ` +
  `(${result.cpu_us_per_write.user} user + ${result.cpu_us_per_write.system} system); one fan-out ${result.fan_out_ms.p50} ms (median; max ${result.fan_out_ms.max} ms)`);
console.log(JSON.stringify(result));
for (const socket of [...clients, ...accepted]) socket.destroy();
server.close();
process.exit(0);
