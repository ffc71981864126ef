import type { FeatureFlag } from '@sportsbook/contracts/models';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { emitSiteConfigChanged } from '@/lib/site-config/site-config-events';
import { configWithFlags, renderWithFlags } from '@/test/site-flags';
import { getLimits } from '../api/limits-api';
import { LimitsPanel } from './limits-panel';

vi.mock('@/lib/i18n/navigation', () => import('@/test/navigation-mock'));
vi.mock('../api/limits-api', async (importOriginal) => ({ ...(await importOriginal<object>()), getLimits: vi.fn(async () => []) }));

const mount = (features: Partial<Record<FeatureFlag, boolean>>) => renderWithFlags(<LimitsPanel />, features);

describe('LimitsPanel and the site flags', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'LOGGED_IN' });
    vi.mocked(getLimits).mockClear();
  });
  afterEach(() => {
    cleanup();
    useAuthStore.setState({ status: 'PENDING' });
  });

  it('offers every limit, the activity limits included, while both flags are on', async () => {
    mount({ responsible_gambling: true, activity_tracking: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Deposit limits' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Session time limit' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Activity limits' })).toBeTruthy();
  });

  it('offers no activity limit while activity_tracking is off', async () => {
    mount({ responsible_gambling: true, activity_tracking: false });
    expect(await screen.findByRole('heading', { level: 2, name: 'Session time limit' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Activity limits' })).toBeNull();
  });

  it('shows no limit section and reads no limits while responsible_gambling is off, and they come back with the flag', async () => {
    mount({ responsible_gambling: false, activity_tracking: true });
    expect(screen.getByText(/This site does not offer limits here/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(getLimits).not.toHaveBeenCalled();
    act(() => emitSiteConfigChanged(configWithFlags({ responsible_gambling: true, activity_tracking: true }, '2026-01-01T00:00:05.000Z')));
    expect(await screen.findByRole('heading', { level: 2, name: 'Deposit limits' })).toBeTruthy();
    expect(getLimits).toHaveBeenCalledTimes(1);
  });
});
