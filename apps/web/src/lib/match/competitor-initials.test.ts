import { describe, expect, it } from 'vitest';
import { competitorInitials } from './competitor-initials';

describe('competitorInitials', () => {
  it.each([
    ['Real Madrid', 'RM'],
    ['Arsenal', 'AR'],
    ['Paris Saint-Germain', 'PS'],
    ['FC Bayern München', 'FB'],
    ['  ', '?'],
    ['الأهلي', 'ال'],
    ['Team.Liquid', 'TL'],
  ])('%s → %s', (name, expected) => {
    expect(competitorInitials(name)).toBe(expected);
  });
});
