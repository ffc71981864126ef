import { describe, expect, it } from 'vitest';
import { parseCpuTicks, startStealMeter, stealPercent } from '../bench/load/cpu-steal';

describe('bench steal meter', () => {
  it('reads the machine line of /proc/stat and gives the stolen share of the ticks between two readings', () => {
    const before = parseCpuTicks('cpu  100 0 50 800 10 0 5 35 0 0\ncpu0 50 0 25 400 5 0 2 18 0 0\n');
    const after = parseCpuTicks('cpu  300 0 100 1300 10 0 15 75 0 0\ncpu0 150 0 50 650 5 0 7 38 0 0\n');
    expect(before).toEqual({ total: 1000, steal: 35 });
    expect(after).toEqual({ total: 1800, steal: 75 });
    expect(stealPercent(before!, after!)).toBe(5);
    expect(stealPercent(after!, after!)).toBeNull();
    expect(parseCpuTicks('intr 1 2 3')).toBeNull();
  });

  it('measures this machine (a share between 0 and 100), or answers null without /proc/stat', () => {
    const stop = startStealMeter();
    let spin = 0;
    for (const until = Date.now() + 30; Date.now() < until;) spin += 1;
    const share = stop();
    expect(spin).toBeGreaterThan(0);
    if (share !== null) {
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(100);
    }
  });
});
