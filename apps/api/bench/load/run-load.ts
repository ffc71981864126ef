import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadSpec {
  /** Origin of the server under test, e.g. http://127.0.0.1:4321. */
  url: string;
  connections: number;
  durationSeconds: number;
  /** Open loop: this many requests per second, evenly paced, timed from when each was due (paced-load.ts; default: closed loop with autocannon). */
  overallRate?: number;
  /** Open loop only: seconds sent at the rate before the measured `durationSeconds` (warm-up, not timed). */
  warmupSeconds?: number;
  timeoutSeconds?: number;
  /** Sent round-robin, one per request. */
  requests: LoadRequest[];
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  answers2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU seconds the load generator's process used (start-up included), to see what the load itself cost the machine. */
  clientCpuSeconds: number;
}

const generator = fileURLToPath(new URL('./generator.ts', import.meta.url));

/**
 * Runs autocannon in a second process (so the load's own CPU is not charged to the server's event
 * loop) and answers its figures. Bounded: autocannon stops after `durationSeconds`.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const specPath = join(folder, 'spec.json');
  writeFileSync(specPath, JSON.stringify(spec));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', generator, specPath], { stdio: ['ignore', 'pipe', 'inherit'] });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`load generator exited with ${code}`))));
    });
    const line = output.trim().split('\n').at(-1) ?? '';
    return JSON.parse(line) as LoadResult;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
