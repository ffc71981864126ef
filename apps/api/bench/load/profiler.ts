import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * A CPU profile of this process over the measured part of a bench only (not its set-up), written
 * to the file named by BENCH_CPU_PROFILE (open it in Chrome DevTools). Without that variable it
 * does nothing.
 */
export async function startProfiler(): Promise<{ stop(): Promise<void> }> {
  const path = process.env.BENCH_CPU_PROFILE;
  if (!path) return { stop: async () => undefined };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(path, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
