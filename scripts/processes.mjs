// Small process helpers shared by `npm start`, `npm run dev` and `npm run bench`.
import { spawn } from 'node:child_process';

/**
 * Starts a child whose output is prefixed with its name, in its own process group so that
 * `stop(child)` reaches the servers npm starts under it, not only npm.
 */
export function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  const prefix = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) target.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Stops a child started by `run` and everything it started. */
export function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function runToEnd(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Polls a URL until it answers 2xx, or fails after the timeout. */
export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops every child on Ctrl-C / SIGTERM, and all of them when one dies. */
export function superviseTogether(children) {
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) stop(child);
    setTimeout(() => process.exit(code), 5_000).unref();
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
  return stopAll;
}
