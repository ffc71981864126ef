import { describe, expect, it } from 'vitest';
import { aMatch, anOutright } from '@/test/fixtures';
import { sameSelectionMatch, selectionMatchOf } from './selection-model';

describe('selection model', () => {
  it('names a match selection by home and away, an outright selection by its name', () => {
    expect(selectionMatchOf(aMatch())).toMatchObject({ type: 'match', nameA: 'Arsenal', nameB: 'Chelsea' });
    expect(selectionMatchOf(anOutright())).toMatchObject({ type: 'season', nameA: 'Premier League - Winner', nameB: '' });
  });

  it('tells whether two versions of a match give the same selections', () => {
    expect(sameSelectionMatch(aMatch(), aMatch({ statistics: null }))).toBe(true);
    const renamed = aMatch({ competitors: { home: { id: 'sr:competitor:1', name: 'Arsenal FC', logo: null }, away: { id: 'sr:competitor:2', name: 'Chelsea', logo: null } } });
    expect(sameSelectionMatch(aMatch(), renamed)).toBe(false);
    expect(sameSelectionMatch(anOutright(), anOutright({ competitors: [] }))).toBe(true);
  });
});
