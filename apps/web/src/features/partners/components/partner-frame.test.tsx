import { AUTH_STATUS } from '@sportsbook/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { renderWithProviders } from '@/test/render';
import { launchPartnerApp } from '../api/launch-partner-app';
import { PartnerFrame } from './partner-frame';

vi.mock('../api/launch-partner-app', () => ({ launchPartnerApp: vi.fn() }));
const launch = vi.mocked(launchPartnerApp);

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  useAuthStore.setState({ status: AUTH_STATUS.unknown, profile: null });
});

describe('PartnerFrame', () => {
  it('launches the app once the session is known and shows its game in a titled frame', async () => {
    launch.mockResolvedValue('/sportsbook/v1/partners/demo/racing?token=t');
    renderWithProviders(<PartnerFrame app="racing" title="Racing" />);
    expect(screen.getByRole('status').textContent).toBe('Opening the game…');
    expect(launch).not.toHaveBeenCalled();
    useAuthStore.setState({ status: AUTH_STATUS.notLoggedIn, profile: null });
    const frame = await screen.findByTitle('Racing');
    expect(frame.getAttribute('src')).toBe('/sportsbook/v1/partners/demo/racing?token=t');
    expect(launch).toHaveBeenCalledWith('racing');
    expect(launch).toHaveBeenCalledTimes(1);
  });

  it('says when the game could not be opened, and tries again on request', async () => {
    useAuthStore.setState({ status: AUTH_STATUS.loggedIn, profile: { id: 7 } as never });
    launch.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('/game');
    renderWithProviders(<PartnerFrame app="lotteries" title="Lotteries" />);
    expect((await screen.findByRole('alert')).textContent).toContain('The game could not be opened.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTitle('Lotteries')).getAttribute('src')).toBe('/game');
  });
});
