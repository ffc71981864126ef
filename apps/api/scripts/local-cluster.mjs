#!/usr/bin/env node
// Two API nodes on one PostgreSQL database and one Redis, behind a failover TCP proxy: the
// multi-node set-up of the README on one machine, for the two-node end-to-end test (issue 19) and
// for trying a failover by hand.
//
//   proxy  127.0.0.1:CLUSTER_PROXY_PORT (4500)  → node a, or node b when a does not answer
//   nodes  127.0.0.1:CLUSTER_NODE_PORTS (4501,4502), built API (`node dist/server.mjs`)
//
// A fresh database (sportsbook_cluster_<pid>_<random>) is made on CLUSTER_DATABASE_URL's server and
// dropped at the end; Redis keys carry the database's name as their prefix. Both nodes share
// JWT_SECRET; whichever takes the advisory lock first leads the feed. A control server on
// 127.0.0.1:CLUSTER_CONTROL_PORT (4590) answers:
//   GET  /               {"database", "nodes": {"a": {"port", "running"}, "b": …}}
//   POST /kill?node=a    kill -9 that node and wait for it to exit
//   POST /start?node=a   start it again and wait until it answers HTTP
// SIGTERM or SIGINT stops both nodes and drops the database.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer as createTcpServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const proxyPort = Number(process.env.CLUSTER_PROXY_PORT ?? '4500');
const controlPort = Number(process.env.CLUSTER_CONTROL_PORT ?? '4590');
const nodePorts = (process.env.CLUSTER_NODE_PORTS ?? '4501,4502').split(',').map(Number);
const database = `sportsbook_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
const dataDir = join(apiDir, '..', '..', '.data', 'cluster', database);
const jwtSecret = randomBytes(32).toString('hex');

/** @type {Map<string, { port: number, child: import('node:child_process').ChildProcess | null }>} */
const nodes = new Map(nodePorts.map((port, index) => [String.fromCharCode(97 + index), { port, child: null }]));

function databaseUrl(name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(run) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Databases of earlier clusters whose supervisor is gone (killed before it could clean up). */
async function dropOrphans(client) {
  const { rows } = await client.query("select datname from pg_database where datname like 'sportsbook\\_cluster\\_%'");
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch (error) {
      alive = error.code !== 'ESRCH';
    }
    if (!alive) await client.query(`drop database if exists "${datname}" with (force)`);
  }
}

async function waitUntilUp(port, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function startNode(name) {
  const node = nodes.get(name);
  if (!node.child) {
    const child = spawn(process.execPath, ['dist/server.mjs'], {
      cwd: apiDir,
      env: {
        ...process.env,
        API_PORT: String(node.port),
        API_HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl(database),
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `${database}:`,
        JWT_SECRET: jwtSecret,
        DATA_DIR: join(dataDir, name),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    node.child = child;
    child.on('exit', () => {
      if (node.child === child) node.child = null;
    });
  }
  return waitUntilUp(node.port);
}

function stopNode(name, signal) {
  const node = nodes.get(name);
  const child = node.child;
  if (!child) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Each connection goes to the first node that accepts it, as a load balancer's failover pool does. */
const proxy = createTcpServer((client) => {
  client.on('error', () => undefined);
  const ports = [...nodes.values()].map((node) => node.port);
  const attempt = (index) => {
    if (index >= ports.length || client.destroyed) {
      client.destroy();
      return;
    }
    const upstream = connect(ports[index], '127.0.0.1');
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      client.pipe(upstream).on('error', () => undefined);
      upstream.pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
    upstream.on('error', () => {
      if (!connected) attempt(index + 1);
      else client.destroy();
    });
  };
  attempt(0);
});

const control = createHttpServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const reply = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const name = url.searchParams.get('node') ?? '';
  if (request.method === 'GET' && url.pathname === '/') {
    reply(200, { database, nodes: Object.fromEntries([...nodes].map(([key, node]) => [key, { port: node.port, running: node.child !== null }])) });
  } else if (!nodes.has(name)) {
    reply(404, { error: 'no such node' });
  } else if (request.method === 'POST' && url.pathname === '/kill') {
    void stopNode(name, 'SIGKILL').then(() => reply(200, { running: false }));
  } else if (request.method === 'POST' && url.pathname === '/start') {
    void startNode(name).then((up) => reply(up ? 200 : 504, { running: up }));
  } else {
    reply(404, { error: 'not found' });
  }
});

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  proxy.close();
  control.close();
  await Promise.all([...nodes.keys()].map((name) => stopNode(name, 'SIGTERM')));
  await admin((client) => client.query(`drop database if exists "${database}" with (force)`)).catch((error) => console.error(`cluster: could not drop ${database}: ${error.message}`));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) process.exit(built.status ?? 1);
await admin(async (client) => {
  await dropOrphans(client);
  await client.query(`create database "${database}"`);
});
// One after the other: the first applies the migrations, the second finds them applied.
for (const name of nodes.keys()) {
  if (!(await startNode(name))) {
    console.error(`cluster: node ${name} did not start`);
    await shutdown(1);
  }
}
proxy.listen(proxyPort, '127.0.0.1');
control.listen(controlPort, '127.0.0.1');
console.log(`cluster: ${database}, proxy on ${proxyPort}, nodes ${nodePorts.join(', ')}, control on ${controlPort}`);
