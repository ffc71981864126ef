import { describe, expect, it, vi } from 'vitest';
import { acceptsViewport, hostActionOf, parentOriginOf, throttleTrailing, visibleGaps } from './host-rules';

describe('host frame rules (spec promotions §4 "Iframe host integration")', () => {
  it('knows the parent only when its origin is allowed', () => {
    const allowed = ['https://casino.example', 'http://127.0.0.1:8080'];
    expect(parentOriginOf(allowed, ['https://casino.example'], '')).toBe('https://casino.example');
    expect(parentOriginOf(allowed, null, 'http://127.0.0.1:8080/lobby?x=1')).toBe('http://127.0.0.1:8080');
    expect(parentOriginOf(allowed, [], 'https://casino.example/sports')).toBe('https://casino.example');
    // The embedding origin wins over a referrer that happens to be allowed.
    expect(parentOriginOf(allowed, ['https://evil.example'], 'https://casino.example/')).toBeNull();
    expect(parentOriginOf(allowed, null, 'https://casino.example.evil.test/')).toBeNull();
    expect(parentOriginOf(allowed, null, '')).toBeNull();
    expect(parentOriginOf([], ['https://casino.example'], '')).toBeNull();
  });

  it('accepts a viewport only when content height + top + 100 reaches its bottom', () => {
    expect(acceptsViewport({ top: 0, height: 800 }, 700)).toBe(true);
    expect(acceptsViewport({ top: 0, height: 800 }, 699)).toBe(false);
    expect(acceptsViewport({ top: 50, height: 800 }, 650)).toBe(true);
    expect(acceptsViewport({ top: 50, height: 800 }, 649)).toBe(false);
    expect(acceptsViewport({ top: -2000, height: 800 }, 2700)).toBe(true);
    expect(acceptsViewport({ top: -2000, height: 800 }, 2699)).toBe(false);
  });

  it('turns the host viewport into the gaps fixed elements keep from the iframe edges', () => {
    // A 3000 px iframe, its top 1200 px above the host viewport of 800: the player sees 1200–2000.
    expect(visibleGaps({ top: -1200, height: 800 }, 3000)).toEqual({ top: 1200, bottom: 1000 });
    // Iframe starting 100 px down the viewport: its first 700 px are seen.
    expect(visibleGaps({ top: 100, height: 800 }, 3000)).toEqual({ top: 0, bottom: 2300 });
    // Scrolled to the end: the gaps stay inside the iframe.
    expect(visibleGaps({ top: -2900, height: 800 }, 3000)).toEqual({ top: 2900, bottom: 0 });
    expect(visibleGaps({ top: -5000, height: 800 }, 3000)).toEqual({ top: 3000, bottom: 0 });
  });

  it('hands sign-in, sign-up and deposit to the host, and nothing else', () => {
    expect(['sign_in', 'sign_up', 'deposit', 'forgot_password', 'phone_verification'].map(hostActionOf)).toEqual(['sign_in', 'sign_up', 'deposit', null, null]);
  });

  it('reports at most once per interval, the latest value winning', () => {
    vi.useFakeTimers();
    const report = vi.fn();
    const throttled = throttleTrailing(report, 100);
    throttled(1);
    expect(report.mock.calls).toEqual([[1]]);
    throttled(2);
    throttled(3);
    vi.advanceTimersByTime(99);
    expect(report.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    expect(report.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(500);
    throttled(4);
    expect(report.mock.calls).toEqual([[1], [3], [4]]);
    throttled(5);
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(report.mock.calls).toEqual([[1], [3], [4]]);
    vi.useRealTimers();
  });
});
