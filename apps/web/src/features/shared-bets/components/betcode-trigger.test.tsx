import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The address's search parameters, changed by the test as router.replace would.
let search = new URLSearchParams();
const replace = vi.fn();
const router = { replace };
vi.mock('next/navigation', () => ({ useSearchParams: () => search, useRouter: () => router }));
// The lazily loaded restore, stubbed: what matters is whether it stays mounted.
vi.mock('./betcode-restore', () => ({
  default: function BetcodeRestore({ code }: { code: string }) {
    return <p data-testid="restore">{code}</p>;
  },
}));

const { BetcodeTrigger } = await import('./betcode-trigger');
const { SiteConfigProvider } = await import('@/lib/site-config/site-config-store');
const { DEFAULT_SITE_CONFIG } = await import('@/lib/site-config/defaults');
const Trigger = () => (
  <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
    <BetcodeTrigger />
  </SiteConfigProvider>
);
const featureOff = { ...DEFAULT_SITE_CONFIG, features: { ...DEFAULT_SITE_CONFIG.features, shared_bets: false } };
const TriggerWithFeatureOff = () => (
  <SiteConfigProvider config={featureOff}>
    <BetcodeTrigger />
  </SiteConfigProvider>
);

describe('BetcodeTrigger', () => {
  beforeEach(() => {
    search = new URLSearchParams();
    replace.mockClear();
  });
  afterEach(cleanup);

  it('renders nothing without a betcode', () => {
    render(<Trigger />);
    expect(screen.queryByTestId('restore')).toBeNull();
  });

  it('keeps the restore (and its not-found dialog) mounted after the parameter is removed from the address', async () => {
    search = new URLSearchParams('betcode=abcdefgh23');
    const { rerender } = render(<Trigger />);
    expect((await screen.findByTestId('restore')).textContent).toBe('abcdefgh23');
    search = new URLSearchParams();
    act(() => rerender(<Trigger />));
    expect(screen.getByTestId('restore').textContent).toBe('abcdefgh23');
  });

  it('restores a new code when another link is opened', async () => {
    search = new URLSearchParams('betcode=abcdefgh23');
    const { rerender } = render(<Trigger />);
    search = new URLSearchParams('betcode=zzzzzzzz77');
    act(() => rerender(<Trigger />));
    expect((await screen.findByTestId('restore')).textContent).toBe('zzzzzzzz77');
  });

  it('with the shared-bets feature off only removes the parameter: nothing is restored', async () => {
    window.history.replaceState(null, '', '/en/soccer?sport=1&betcode=abcdefgh23#markets');
    search = new URLSearchParams('sport=1&betcode=abcdefgh23');
    render(<TriggerWithFeatureOff />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/soccer?sport=1#markets', { scroll: false }));
    expect(replace).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('restore')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('with the feature off does nothing without a betcode', async () => {
    render(<TriggerWithFeatureOff />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(replace).not.toHaveBeenCalled();
  });
});
