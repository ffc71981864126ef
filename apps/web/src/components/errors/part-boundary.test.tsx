import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PartBoundary } from './part-boundary';

const reported = vi.hoisted(() => [] as unknown[]);
vi.mock('@/lib/errors/report-error-lazily', () => ({ reportErrorLazily: (error: unknown) => reported.push(error) }));

afterEach(() => {
  cleanup();
  reported.length = 0;
});

let broken = true;
function Slip() {
  if (broken) throw new Error('slip state is corrupt');
  return <p>Your bets</p>;
}

describe('PartBoundary', () => {
  it('shows the fallback for the broken part only, reports it, and retries', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <p>Match list</p>
        <PartBoundary part="ticket-panel">
          <Slip />
        </PartBoundary>
      </>,
    );
    expect(screen.getByText('Match list')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be shown.');
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ message: 'slip state is corrupt', part: 'ticket-panel' });

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Your bets')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
