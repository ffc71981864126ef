import { describe, expect, it } from 'vitest';
import { tennisPointLabel } from '../src';

// spec core §9 "Tennis scores above 40 show as advantage".
describe('tennis points', () => {
  it.each([
    [0, '0'],
    ['15', '15'],
    [30, '30'],
    ['40', '40'],
    [50, 'A'],
    ['41', 'A'],
    ['-', '-'],
  ])('%j → %s', (points, label) => {
    expect(tennisPointLabel(points)).toBe(label);
  });
});
