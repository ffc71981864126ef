import { describe, expect, it } from 'vitest';
import { diffSelections } from './selection-changes';

const selection = { id: 's1', outcomeName: 'Arsenal', odds: 2.5 };

describe('diffSelections', () => {
  it('reports odds moving up and down', () => {
    expect(diffSelections([selection], [{ ...selection, odds: 2.7 }])).toEqual([{ kind: 'oddsUp', outcome: 'Arsenal', from: 2.5, to: 2.7 }]);
    expect(diffSelections([selection], [{ ...selection, odds: 2.1 }])).toEqual([{ kind: 'oddsDown', outcome: 'Arsenal', from: 2.5, to: 2.1 }]);
  });

  it('reports suspension, unavailability and coming back', () => {
    expect(diffSelections([selection], [{ ...selection, isSuspended: true }])).toEqual([{ kind: 'suspended', outcome: 'Arsenal' }]);
    expect(diffSelections([selection], [{ ...selection, isNotAvailable: true }])).toEqual([{ kind: 'unavailable', outcome: 'Arsenal' }]);
    expect(diffSelections([{ ...selection, isSuspended: true }], [{ ...selection, odds: 2.4 }])).toEqual([
      { kind: 'resumed', outcome: 'Arsenal', odds: 2.4 },
    ]);
  });

  it('says nothing for unchanged, added or removed selections', () => {
    expect(diffSelections([selection], [{ ...selection }])).toEqual([]);
    expect(diffSelections([], [selection])).toEqual([]);
    expect(diffSelections([selection], [])).toEqual([]);
  });
});
