import { describe, expect, it } from 'vitest';
import { loyaltyProgress } from './loyalty';

const group = (id: number, minPoints: number, maxPoints: number | null) => ({ id, name: `G${id}`, status: 'active', writeable: false, minPoints, maxPoints });
const groups = [group(2, 100, 499), group(1, 0, 99), group(3, 500, null)];

describe('loyalty progress', () => {
  it('finds the group of the points and the way to the next', () => {
    expect(loyaltyProgress(50, groups)).toMatchObject({ group: { id: 1 }, next: { id: 2 }, ratio: 0.5 });
    expect(loyaltyProgress(300, groups)).toMatchObject({ group: { id: 2 }, next: { id: 3 }, ratio: 0.5 });
  });
  it('is full at the top group and empty without groups', () => {
    expect(loyaltyProgress(9000, groups)).toMatchObject({ group: { id: 3 }, next: null, ratio: 1 });
    expect(loyaltyProgress(0, [])).toEqual({ group: null, next: null, ratio: 0 });
  });
});
