import { describe, expect, it } from 'vitest';
import { byPriority } from './priority';

describe('byPriority', () => {
  it('puts the lower priority number (the more important item) first', () => {
    const items = [{ key: 'lol', priority: 22 }, { key: 'football', priority: 1 }, { key: 'tennis', priority: 2 }];
    expect([...items].sort(byPriority).map((item) => item.key)).toEqual(['football', 'tennis', 'lol']);
  });
  it('leaves equal priorities to the caller', () => {
    expect(byPriority({ priority: 3 }, { priority: 3 })).toBe(0);
  });
});
