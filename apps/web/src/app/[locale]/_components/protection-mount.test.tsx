import type { FeatureFlag } from '@sportsbook/contracts/models';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { emitSiteConfigChanged } from '@/lib/site-config/site-config-events';
import { configWithFlags, renderWithFlags } from '@/test/site-flags';
import { ProtectionMount } from './protection-mount';

// The watchers themselves are tested in features/protection; here: which of them the mount runs.
vi.mock('@/features/protection/components/activity-tracking', () => ({ ActivityTracking: () => <span data-testid="activity-tracking" /> }));
vi.mock('@/features/protection/components/reality-check', () => ({ RealityCheck: () => <span data-testid="reality-check" /> }));

const mount = (features: Partial<Record<FeatureFlag, boolean>>) => renderWithFlags(<ProtectionMount />, features);

describe('ProtectionMount and the site flags', () => {
  beforeEach(() => useAuthStore.setState({ status: 'LOGGED_IN' }));
  afterEach(() => {
    cleanup();
    useAuthStore.setState({ status: 'PENDING' });
  });

  it('runs the activity tracking and the reality check of a signed-in player while activity_tracking is on', async () => {
    mount({ activity_tracking: true });
    expect(await screen.findByTestId('activity-tracking')).toBeTruthy();
    expect(screen.getByTestId('reality-check')).toBeTruthy();
  });

  it('runs no activity tracking while activity_tracking is off, and keeps the reality check (it also enforces a session limit already set)', async () => {
    mount({ activity_tracking: false, responsible_gambling: false });
    expect(await screen.findByTestId('reality-check')).toBeTruthy();
    expect(screen.queryByTestId('activity-tracking')).toBeNull();
  });

  it('starts and stops the tracking in an open page when the operator turns the flag on and off', async () => {
    mount({ activity_tracking: false });
    expect(await screen.findByTestId('reality-check')).toBeTruthy();
    expect(screen.queryByTestId('activity-tracking')).toBeNull();
    act(() => emitSiteConfigChanged(configWithFlags({ activity_tracking: true }, '2026-01-01T00:00:05.000Z')));
    expect(await screen.findByTestId('activity-tracking')).toBeTruthy();
    act(() => emitSiteConfigChanged(configWithFlags({ activity_tracking: false }, '2026-01-01T00:00:09.000Z')));
    expect(screen.queryByTestId('activity-tracking')).toBeNull();
  });

  it('runs neither for a visitor', () => {
    useAuthStore.setState({ status: 'NOT_LOGGED_IN' });
    mount({ activity_tracking: true });
    expect(screen.queryByTestId('activity-tracking')).toBeNull();
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });
});
