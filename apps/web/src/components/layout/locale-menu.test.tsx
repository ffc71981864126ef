import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_STATUS } from '@sportsbook/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '@/lib/alerts/alert-store';
import { useAuthStore } from '@/lib/auth/auth-store';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => '/live', getPathname: ({ href, locale }: { href: string; locale: string }) => (locale === 'en' ? href : `/${locale}${href}`) }));
const updateLocale = vi.hoisted(() => vi.fn<(locale: string) => Promise<string>>());
vi.mock('@/lib/auth/player-settings', () => ({ updateLocale }));

const { LocaleMenu } = await import('./locale-menu');

// The homes the server renders before the menu opens.
const homes = { en: '/', ja: '/ja' };

function renderMenu() {
  renderWithProviders(
    <LocaleMenu failedText="The language could not be changed.">
      <summary>English</summary>
      <ul>
        <li><a href={homes.en} hrefLang="en">English</a></li>
        <li><a href={homes.ja} hrefLang="ja">日本語</a></li>
      </ul>
    </LocaleMenu>,
  );
  return screen.getByText('English', { selector: 'summary' }).closest('details')!;
}

afterEach(() => {
  cleanup();
  useAuthStore.setState({ status: AUTH_STATUS.notLoggedIn });
  useAlertStore.setState({ current: null });
  updateLocale.mockReset();
});

describe('LocaleMenu', () => {
  it('points every language at this page with its query when it opens, and closes on Escape', () => {
    window.history.replaceState(null, '', '/live?page=2#top');
    const details = renderMenu();
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(screen.getByRole('link', { name: '日本語' })).toHaveProperty('href', `${window.location.origin}/ja/live?page=2#top`);
    fireEvent.keyDown(details, { key: 'Escape' });
    expect(details.open).toBe(false);
  });

  it("asks the server first for a signed-in player, and says so when it refuses", async () => {
    useAuthStore.setState({ status: AUTH_STATUS.loggedIn });
    updateLocale.mockRejectedValue(new Error('refused'));
    const details = renderMenu();
    details.open = true;
    fireEvent.click(screen.getByRole('link', { name: '日本語' }));
    await waitFor(() => expect(useAlertStore.getState().current).toMatchObject({ kind: 'danger', title: 'The language could not be changed.' }));
    expect(updateLocale).toHaveBeenCalledWith('ja');
  });
});
