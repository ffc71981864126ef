import { describe, expect, it } from 'vitest';
import { parseMatchSort, isValidSearchQuery } from '../src';

describe('parseMatchSort', () => {
  it.each([
    ['start_time', [{ field: 'start_time', direction: 'asc' }]],
    ['-start_time', [{ field: 'start_time', direction: 'desc' }]],
    ['sport:desc,bets_count', [{ field: 'sport', direction: 'desc' }, { field: 'bets_count', direction: 'asc' }]],
  ])('parses %s', (input, expected) => {
    expect(parseMatchSort(input)).toEqual(expected);
  });

  it.each(['', 'kickoff', 'start_time:up', '-'])('refuses %j', (input) => {
    expect(parseMatchSort(input)).toBeNull();
  });
});

describe('isValidSearchQuery', () => {
  it.each([
    ['ab', false],
    ['abc', true],
    ['a'.repeat(50), true],
    ['a'.repeat(51), false],
  ])('%s → %s', (query, valid) => {
    expect(isValidSearchQuery(query)).toBe(valid);
  });
});
