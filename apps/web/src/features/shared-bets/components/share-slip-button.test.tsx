import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetBetslipForTests } from '@/lib/betslip/betslip-store';
import { emitSiteConfigChanged } from '@/lib/site-config/site-config-events';
import { DEFAULT_SITE_CONFIG } from '@/lib/site-config/defaults';
import { SiteConfigProvider } from '@/lib/site-config/site-config-store';
import { renderWithProviders } from '@/test/render';
import { ShareSlipButton } from './share-slip-button';

describe('ShareSlipButton', () => {
  beforeEach(() => resetBetslipForTests());
  afterEach(() => cleanup());
  const withFlag = (sharedBets: boolean, updatedAt = '2026-01-01T00:00:00.000Z') => ({ ...DEFAULT_SITE_CONFIG, updatedAt, features: { ...DEFAULT_SITE_CONFIG.features, shared_bets: sharedBets } });

  it('shows the share button while the shared-bets feature is on (the default)', () => {
    renderWithProviders(<ShareSlipButton />);
    expect(screen.getByRole('button', { name: 'Share bets' })).toBeTruthy();
  });

  it('shows nothing when the site turned the shared-bets feature off', () => {
    const { container } = renderWithProviders(
      <SiteConfigProvider config={withFlag(false)}>
        <ShareSlipButton />
      </SiteConfigProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Share bets' })).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('goes when the operator turns the feature off in an open page, and comes back; an older push changes nothing', () => {
    renderWithProviders(
      <SiteConfigProvider config={withFlag(true)}>
        <ShareSlipButton />
      </SiteConfigProvider>,
    );
    expect(screen.getByRole('button', { name: 'Share bets' })).toBeTruthy();
    act(() => emitSiteConfigChanged(withFlag(false, '2026-01-01T00:00:05.000Z')));
    expect(screen.queryByRole('button', { name: 'Share bets' })).toBeNull();
    act(() => emitSiteConfigChanged(withFlag(true, '2025-12-31T00:00:00.000Z')));
    expect(screen.queryByRole('button', { name: 'Share bets' })).toBeNull();
    act(() => emitSiteConfigChanged(withFlag(true, '2026-01-01T00:00:09.000Z')));
    expect(screen.getByRole('button', { name: 'Share bets' })).toBeTruthy();
  });
});
