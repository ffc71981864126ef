import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlacementErrorText } from '@/features/betslip/lib/use-placement-error-text';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useQuickBetStore } from '@/lib/betslip/quick-bet-store';
import { renderWithProviders } from '@/test/render';
import { QuickBetFeedback } from '@/features/quick-bet/components/quick-bet-feedback';

/** As the ticket panel mounts it (the two features meet here): the slip's wording of a refused placement. */
function PanelFeedback() {
  return <QuickBetFeedback translate={usePlacementErrorText()} />;
}

function refused(details: unknown) {
  useQuickBetStore.setState({ feedback: { kind: 'error', messageKeys: ['error.place_bets.default'], details } });
  renderWithProviders(<PanelFeedback />);
  return screen.getByRole('alert');
}

describe('QuickBetFeedback words a limit\'s refusal as the bet slip does', () => {
  afterEach(() => {
    cleanup();
    useQuickBetStore.setState({ feedback: null });
  });

  it('SESSION_LIMIT_REACHED: the session-time limit and that a new sign-in starts a new session', () => {
    const alert = refused({ limit_id: 3, type: 'session', period: null, amount: 30, used: 30, resets_at: null });
    expect(alert.textContent).toContain('Your session time limit of 30 minutes is reached, so this session has ended. Sign in again to start a new session.');
    expect(alert.textContent).not.toContain('Your bet could not be placed');
  });

  it('ACTIVITY_LIMIT_REACHED: which activity limit and when it resets', () => {
    const alert = refused({ limit_id: 4, type: 'activity', period: 'day', amount: 60, used: 60, resets_at: '2026-11-28T00:00:00.000Z' });
    expect(alert.textContent).toContain('You have used up your daily activity limit of 60 minutes. You can play again from Nov 28, 2026, 12:00');
  });

  it('WAGER_LIMIT_EXCEEDED: the wager limit, what is left and when it resets, in the player\'s money', () => {
    useAuthStore.setState({ accounts: [{ currency: 'EUR', balance: 10_000, subunits: 100, fiat: true, active: true, availableToBetWithLockedCents: 10_000 }] });
    const alert = refused({ code: 153, message_key: 'error.place_bets.default', limit_id: 5, type: 'wager', period: 'week', amount: 1000, currency: 'EUR', used: 800, remaining: 200, resets_at: '2026-11-30T00:00:00.000Z' });
    expect(alert.textContent).toContain('This stake would exceed your weekly wager limit of €10.00 (€2.00 left). It resets on Nov 30, 2026');
  });

  it('another refusal keeps its message key\'s text', () => {
    const alert = refused({ code: 1, message_key: 'error.place_bets.default' });
    expect(alert.textContent).toContain('Your bet could not be placed. Please try again.');
    expect(alert.textContent).not.toContain('limit');
  });
});
