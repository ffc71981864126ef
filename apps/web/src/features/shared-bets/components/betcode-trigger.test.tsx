import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The address's search parameters, changed by the test as router.replace would.
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => search }));
// The lazily loaded restore, rendered directly: what matters is whether it stays mounted.
vi.mock('next/dynamic', () => ({
  default: () =>
    function BetcodeRestore({ code }: { code: string }) {
      return <p data-testid="restore">{code}</p>;
    },
}));

const { BetcodeTrigger } = await import('./betcode-trigger');

describe('BetcodeTrigger', () => {
  beforeEach(() => {
    search = new URLSearchParams();
  });
  afterEach(cleanup);

  it('renders nothing without a betcode', () => {
    render(<BetcodeTrigger />);
    expect(screen.queryByTestId('restore')).toBeNull();
  });

  it('keeps the restore (and its not-found dialog) mounted after the parameter is removed from the address', () => {
    search = new URLSearchParams('betcode=abcdefgh23');
    const { rerender } = render(<BetcodeTrigger />);
    expect(screen.getByTestId('restore').textContent).toBe('abcdefgh23');
    search = new URLSearchParams();
    act(() => rerender(<BetcodeTrigger />));
    expect(screen.getByTestId('restore').textContent).toBe('abcdefgh23');
  });

  it('restores a new code when another link is opened', () => {
    search = new URLSearchParams('betcode=abcdefgh23');
    const { rerender } = render(<BetcodeTrigger />);
    search = new URLSearchParams('betcode=zzzzzzzz77');
    act(() => rerender(<BetcodeTrigger />));
    expect(screen.getByTestId('restore').textContent).toBe('zzzzzzzz77');
  });
});
