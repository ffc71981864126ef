import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceNavigation, NAVIGATION_START_EVENT } from './navigation-start';

describe('announceNavigation', () => {
  const heard = vi.fn();
  window.addEventListener(NAVIGATION_START_EVENT, heard);
  afterEach(() => heard.mockClear());
  const from = new URL('https://book.example/en/football?tab=live#top');

  it('announces a change of path or query', () => {
    expect(announceNavigation('/en/tennis', from)).toBe(true);
    expect(announceNavigation('/en/football?tab=today', from)).toBe(true);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('stays quiet for the same route, a hash change or another origin', () => {
    expect(announceNavigation('/en/football?tab=live', from)).toBe(false);
    expect(announceNavigation('/en/football?tab=live#markets', from)).toBe(false);
    expect(announceNavigation('https://elsewhere.example/en', from)).toBe(false);
    expect(heard).not.toHaveBeenCalled();
  });
});
