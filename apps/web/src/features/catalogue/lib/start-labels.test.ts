import { describe, expect, it } from 'vitest';
import { aMatch } from '@/test/fixtures';
import { buildStartLabels, startLabelKey } from './start-labels';

describe('start labels formatted on the server', () => {
  it('labels the matches that show a start time, keyed by match and start time', () => {
    const prematch = { ...aMatch(), matchId: 1, isLive: false, startTime: '2026-11-22T18:30:00.000Z' };
    const live = { ...aMatch(), matchId: 2, isLive: true };
    const labels = buildStartLabels([prematch, live], (time) => time.toISOString());
    expect(labels).toEqual({ [startLabelKey(prematch)]: '2026-11-22T18:30:00.000Z' });
  });

  it('misses a match whose start time moved, so the browser formats it', () => {
    const prematch = { ...aMatch(), matchId: 1, isLive: false, startTime: '2026-11-22T18:30:00.000Z' };
    const labels = buildStartLabels([prematch], () => '18:30');
    expect(labels[startLabelKey({ ...prematch, startTime: '2026-11-22T19:00:00.000Z' })]).toBeUndefined();
  });
});
