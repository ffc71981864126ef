import { readFileSync } from 'node:fs';

/** The machine's CPU ticks so far, from the first line of /proc/stat. */
export interface CpuTicks {
  total: number;
  steal: number;
}

/**
 * The share of the machine's CPU time taken by the hypervisor for other guests ("steal") between
 * start and the returned reading, in %: on a shared virtual machine a bench's figures mean little
 * when it is high. Null where /proc/stat is not readable.
 */
export function startStealMeter(): () => number | null {
  const before = readCpuTicks();
  return () => {
    const after = readCpuTicks();
    return before && after ? stealPercent(before, after) : null;
  };
}

/** Parses /proc/stat's `cpu` line: user nice system idle iowait irq softirq steal (guest time is within user). */
export function parseCpuTicks(procStat: string): CpuTicks | null {
  const line = procStat.split('\n').find((entry) => entry.startsWith('cpu '));
  const fields = line?.trim().split(/\s+/).slice(1, 9).map(Number) ?? [];
  if (fields.length < 8 || fields.some((value) => !Number.isFinite(value))) return null;
  return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
}

export function stealPercent(before: CpuTicks, after: CpuTicks): number | null {
  const total = after.total - before.total;
  return total > 0 ? Number((((after.steal - before.steal) / total) * 100).toFixed(1)) : null;
}

function readCpuTicks(): CpuTicks | null {
  try {
    return parseCpuTicks(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}
