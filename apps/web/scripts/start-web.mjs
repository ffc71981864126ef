#!/usr/bin/env node
// Starts the production server (`next start`, with scripts/hide-upstream.mjs preloaded) on
// WEB_PORT (default 3000) and HOSTNAME (default 0.0.0.0). Run `next build` first. The lone reader
// of these two variables outside src/lib/env.ts, because it runs before Next.js loads the app.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = createRequire(join(appDir, 'package.json')).resolve('next/dist/bin/next');
const port = process.env.WEB_PORT ?? '3000';
const hostname = process.env.WEB_HOSTNAME ?? '0.0.0.0';

// hide-upstream.mjs: API answers proxied through src/proxy.ts do not name API_URL (x-middleware-rewrite).
const hideUpstream = pathToFileURL(join(appDir, 'scripts', 'hide-upstream.mjs')).href;

const child = spawn(process.execPath, ['--import', hideUpstream, nextBin, 'start', '--port', port, '--hostname', hostname], {
  cwd: appDir,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
