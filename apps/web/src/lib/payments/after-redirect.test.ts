import { describe, expect, it } from 'vitest';
import { safeAfterRedirect, takeAfterRedirect } from './after-redirect';

describe('the after-payment redirect parameter', () => {
  it('follows a path of this site only', () => {
    expect(safeAfterRedirect('/live')).toBe('/live');
    expect(safeAfterRedirect('/ar/football/x-12?tab=1#m')).toBe('/ar/football/x-12?tab=1#m');
    for (const unsafe of [null, '', 'live', '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/ x', `/${'a'.repeat(2_000)}`]) {
      expect(safeAfterRedirect(unsafe)).toBeNull();
    }
  });

  it('is read once and removed from the address, other parameters kept', () => {
    window.history.replaceState(null, '', '/profile/wallet/deposit?a=1&after_redirect=%2Flive&b=2#top');
    expect(takeAfterRedirect(window.location, window.history)).toBe('/live');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/profile/wallet/deposit?a=1&b=2#top');
    expect(takeAfterRedirect(window.location, window.history)).toBeNull();
    window.history.replaceState(null, '', '/profile/wallet/deposit?after_redirect=https%3A%2F%2Fevil.example');
    expect(takeAfterRedirect(window.location, window.history)).toBeNull();
    expect(window.location.search).toBe('');
  });
});
