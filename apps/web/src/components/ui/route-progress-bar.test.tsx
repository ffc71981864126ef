import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceNavigation } from '@/lib/progress/navigation-start';
import { RouteProgressBar } from './route-progress-bar';

const route = vi.hoisted(() => ({ pathname: '/en', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

describe('RouteProgressBar (spec core §2: route changes start and finish the top bar)', () => {
  afterEach(() => {
    cleanup();
    route.pathname = '/en';
    vi.useRealTimers();
  });

  it('starts when code navigates (router.push / replace announce it) and completes when the new route renders', () => {
    vi.useFakeTimers();
    const { rerender } = render(<RouteProgressBar label="Loading" />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => {
      announceNavigation('/en/football');
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' }).getAttribute('aria-valuenow')).toBe('8');
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10');

    route.pathname = '/en/football';
    rerender(<RouteProgressBar label="Loading" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a navigation announced before the bar loaded, while it is still under way', () => {
    render(<RouteProgressBar label="Loading" pending={{ from: window.location.href }} />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('leaves an announced navigation alone once the page has already changed', () => {
    render(<RouteProgressBar label="Loading" pending={{ from: 'http://localhost/somewhere-else' }} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
