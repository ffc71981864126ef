import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { providersWrapper } from '@/test/providers-wrapper';
import { OddsButton } from './odds-button';
import { ODDS_MOVE_MS } from './use-odds-movement';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OddsButton movement', () => {
  it('marks a price that went up, in its accessible name too, then calms down', () => {
    vi.useFakeTimers();
    const { rerender } = render(<OddsButton outcomeName="Arsenal" odds={2.5} suspended={false} />, { wrapper: providersWrapper() });
    const button = screen.getByRole('button');
    expect(button.dataset.move).toBeUndefined();
    expect(button.getAttribute('aria-label')).toBe('Arsenal 2.50');

    rerender(<OddsButton outcomeName="Arsenal" odds={2.75} suspended={false} />);
    expect(button.dataset.move).toBe('up');
    expect(button.getAttribute('aria-label')).toBe('Arsenal 2.75, rising');
    // The arrow is a graphic (its colour need not meet text contrast), pointing up.
    expect(button.querySelector('svg path')?.getAttribute('d')).toBe('M4 1l4 6H0z');

    act(() => {
      vi.advanceTimersByTime(ODDS_MOVE_MS + 10);
    });
    expect(button.dataset.move).toBeUndefined();
    expect(button.getAttribute('aria-label')).toBe('Arsenal 2.75');
  });

  it('marks a price that went down', () => {
    const { rerender } = render(<OddsButton outcomeName="Draw" odds={3.2} suspended={false} />, { wrapper: providersWrapper() });
    rerender(<OddsButton outcomeName="Draw" odds={3.1} suspended={false} />);
    const button = screen.getByRole('button');
    expect(button.dataset.move).toBe('down');
    expect(button.getAttribute('aria-label')).toBe('Draw 3.10, falling');
  });

  it('locks an outcome whose provider is not available', () => {
    render(<OddsButton outcomeName="Draw" odds={3.2} suspended={false} unavailable />, { wrapper: providersWrapper() });
    const button = screen.getByRole('button');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Draw, not available');
  });
});
