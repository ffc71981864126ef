#!/usr/bin/env node
// The API process of the end-to-end run, under a small supervisor so that a test can really stop
// the API process and start it again (issue 4: "killing and restarting the API makes the page
// reconnect and catch up"): same port, same DATA_DIR, same build of the web server in front.
//
// The API runs as a child (`node dist/server.mjs` in apps/api, built first when a source changed:
// what `npm run start -w @sportsbook/api` runs, without npm in between so the signal reaches the
// API itself). A control
// server on 127.0.0.1:E2E_API_CONTROL_PORT (default 4090) answers:
//   POST /stop   stop the API (SIGTERM, or ?signal=SIGKILL) and wait for it to exit
//   POST /start  start it again and wait until it answers HTTP
//   GET  /       {"running": true|false}
// Playwright's webServer stops the supervisor at the end; it stops the API with it.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'api');
const apiPort = process.env.API_PORT ?? '4000';
const controlPort = Number(process.env.E2E_API_CONTROL_PORT ?? '4090');
let child = null;

const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) process.exit(built.status ?? 1);

function startApi() {
  if (child) return;
  child = spawn(process.execPath, ['dist/server.mjs'], { cwd: apiDir, env: process.env, stdio: ['ignore', 'ignore', 'inherit'] });
  const started = child;
  started.on('exit', () => {
    if (child === started) child = null;
  });
}

function stopApi(signal = 'SIGTERM') {
  const running = child;
  if (!running) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', () => resolve());
    running.kill(signal);
  });
}

async function waitUntilUp(timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${apiPort}/sportsbook/v1/sports`);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const reply = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'POST' && url.pathname === '/stop') {
    const signal = url.searchParams.get('signal') === 'SIGKILL' ? 'SIGKILL' : 'SIGTERM';
    void stopApi(signal).then(() => reply(200, { running: false }));
  } else if (request.method === 'POST' && url.pathname === '/start') {
    startApi();
    void waitUntilUp().then((up) => reply(up ? 200 : 504, { running: up }));
  } else if (request.method === 'GET' && url.pathname === '/') {
    reply(200, { running: child !== null });
  } else {
    reply(404, { error: 'not found' });
  }
});
control.listen(controlPort, '127.0.0.1');

async function shutdown() {
  control.close();
  await stopApi('SIGTERM');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

startApi();
