import { describe, expect, it } from 'vitest';
import { isBettingEnabled, isProviderActive, isSelectionAvailable, markSelectionsAvailability } from './provider-status';

const statuses = [
  { provider: 'betradar' as const, active: true },
  { provider: 'oddin' as const, active: false },
];

describe('provider statuses', () => {
  it('knows which providers are active; an unknown one counts as active', () => {
    expect(isProviderActive(statuses, 'betradar')).toBe(true);
    expect(isProviderActive(statuses, 'oddin')).toBe(false);
    expect(isProviderActive(statuses, 'betconstruct')).toBe(true);
    expect(isProviderActive(null, 'oddin')).toBe(true);
  });

  it('enables betting only while at least one provider is active', () => {
    expect(isBettingEnabled(statuses)).toBe(true);
    expect(isBettingEnabled(statuses.map((status) => ({ ...status, active: false })))).toBe(false);
    expect(isBettingEnabled(null)).toBe(true);
    expect(isSelectionAvailable(statuses.map((status) => ({ ...status, active: false })), 'betconstruct')).toBe(false);
  });

  it('marks selections of inactive providers as not available, and back', () => {
    const selections = [
      { id: 'a', provider: 'betradar' as const, isNotAvailable: false },
      { id: 'b', provider: 'oddin' as const, isNotAvailable: false },
    ];
    const marked = markSelectionsAvailability(selections, statuses);
    expect(marked.map((selection) => selection.isNotAvailable)).toEqual([false, true]);
    expect(marked[0]).toBe(selections[0]);
    expect(markSelectionsAvailability(marked, statuses)).toBe(marked);
    const restored = markSelectionsAvailability(marked, [{ provider: 'oddin', active: true }]);
    expect(restored.map((selection) => selection.isNotAvailable)).toEqual([false, false]);
  });
});
