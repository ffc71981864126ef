import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetBetslipForTests } from '@/lib/betslip/betslip-store';
import { DEFAULT_SLIP_SETTINGS, setSlipSettings } from '@/lib/betslip/slip-settings';
import { renderWithProviders } from '@/test/render';
import { ShareSlipButton } from './share-slip-button';

describe('ShareSlipButton', () => {
  beforeEach(() => resetBetslipForTests());
  afterEach(() => {
    cleanup();
    setSlipSettings(DEFAULT_SLIP_SETTINGS);
  });

  it('shows the share button while the shared-bets feature is on (the default)', () => {
    renderWithProviders(<ShareSlipButton />);
    expect(screen.getByRole('button', { name: 'Share bets' })).toBeTruthy();
  });

  it('shows nothing when the site turned the shared-bets feature off', () => {
    setSlipSettings({ ...DEFAULT_SLIP_SETTINGS, isSharedBetsEnabled: false });
    const { container } = renderWithProviders(<ShareSlipButton />);
    expect(screen.queryByRole('button', { name: 'Share bets' })).toBeNull();
    expect(container.textContent).toBe('');
  });
});
