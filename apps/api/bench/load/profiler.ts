import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * A CPU profile of this process over one measured phase of a bench (not its set-up), written to
 * `<BENCH_CPU_PROFILE>.<phase>.cpuprofile` (open it in Chrome DevTools). Without that variable it
 * does nothing.
 */
export async function startProfiler(phase: string): Promise<{ stop(): Promise<void> }> {
  const prefix = process.env.BENCH_CPU_PROFILE;
  if (!prefix) return { stop: async () => undefined };
  const path = `${prefix}.${phase}.cpuprofile`;
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
