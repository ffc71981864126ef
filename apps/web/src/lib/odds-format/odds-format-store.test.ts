import { beforeEach, describe, expect, it } from 'vitest';
import { ODDS_FORMAT_STORAGE_KEY, rehydrateOddsFormat, restoreOddsFormat, useOddsFormatStore } from './odds-format-store';

describe('restoreOddsFormat', () => {
  it.each([
    [{ format: 'american' }, 'american'],
    [{ format: 'malaysian' }, 'malaysian'],
    [{ format: 'klingon' }, 'decimal'],
    [null, 'decimal'],
    ['american', 'decimal'],
  ])('%j → %s', (persisted, expected) => {
    expect(restoreOddsFormat(persisted)).toBe(expected);
  });
});

describe('useOddsFormatStore', () => {
  beforeEach(() => localStorage.clear());

  it('persists the selected format under the odds type key', () => {
    useOddsFormatStore.getState().setFormat('hongkong');
    const stored = JSON.parse(localStorage.getItem(ODDS_FORMAT_STORAGE_KEY) ?? '{}') as { state: { format: string } };
    expect(stored.state.format).toBe('hongkong');
  });

  it('restores the stored format on rehydrate', () => {
    localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, JSON.stringify({ state: { format: 'percent' }, version: 0 }));
    rehydrateOddsFormat();
    expect(useOddsFormatStore.getState().format).toBe('percent');
  });
});
