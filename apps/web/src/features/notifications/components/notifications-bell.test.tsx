import { AUTH_STATUS } from '@sportsbook/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useSelectedStore } from '@/lib/betslip/selected-store';
import { emitUserEvent } from '@/lib/realtime/user-events';
import { renderWithProviders } from '@/test/render';
import { fetchNotificationsPage, fetchUnreadCount, markAllNotificationsRead, markNotificationsRead } from '../api/notifications-api';
import { notificationDto } from '../test/fixtures';
import { NotificationsBell } from './notifications-bell';

vi.mock('../api/notifications-api', () => ({
  NOTIFICATIONS_PAGE_SIZE: 2,
  fetchNotificationsPage: vi.fn(),
  fetchUnreadCount: vi.fn(),
  markNotificationsRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
}));
const fetchPage = vi.mocked(fetchNotificationsPage);
const fetchCount = vi.mocked(fetchUnreadCount);
const markRead = vi.mocked(markNotificationsRead);
const markAll = vi.mocked(markAllNotificationsRead);

function signIn(id = 7) {
  useAuthStore.setState({ status: AUTH_STATUS.loggedIn, profile: { id } as never });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useAuthStore.setState({ status: AUTH_STATUS.unknown, profile: null });
});

describe('NotificationsBell', () => {
  it('shows nothing to a visitor and asks nothing', () => {
    useAuthStore.setState({ status: AUTH_STATUS.notLoggedIn, profile: null });
    renderWithProviders(<NotificationsBell />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchCount).not.toHaveBeenCalled();
  });

  it('shows the unread count, opens the list page by page, marks one read on open and all read', async () => {
    signIn();
    fetchCount.mockResolvedValue(2);
    fetchPage.mockImplementation(async (page) => (page === 1
      ? { data: [notificationDto(3), notificationDto(2)], pagination: { total: 3, page: 1, limit: 2, last_page: 2 } }
      : { data: [notificationDto(1, true)], pagination: { total: 3, page: 2, limit: 2, last_page: 2 } }));
    markRead.mockResolvedValue(1);
    markAll.mockResolvedValue(0);
    renderWithProviders(<NotificationsBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notifications-badge').textContent).toBe('2');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');

    const list = await screen.findByRole('list', { name: '2 notifications' });
    const items = within(list).getAllByRole('button', { name: /^(Unread: )?Title/ });
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Unread: Title 3'), expect.stringContaining('Unread: Title 2')]);
    expect(fetchPage).toHaveBeenLastCalledWith(1, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('list', { name: '3 notifications' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    // Opening one marks it read, at once and on the server; the server's count follows.
    fireEvent.click(within(screen.getByRole('list')).getAllByRole('button', { name: /^(Unread: )?Title/ })[0]!);
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledWith([3]));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(screen.getByRole('list')).getAllByRole('button', { name: /^(Unread: )?Title/ })[0]!.textContent).not.toContain('Unread');

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await vi.waitFor(() => expect(markAll).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    expect(within(screen.getByRole('list')).getAllByRole('button', { name: /^(Unread: )?Title/ }).every((item) => !item.textContent?.includes('Unread'))).toBe(true);

    // Escape closes the panel and gives focus back to the bell.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications, none unread' }));
  });

  it("shows a bet's notification in MY_BETS: the ticket panel opens on that tab, the bell's panel closes", async () => {
    signIn();
    fetchCount.mockResolvedValue(1);
    fetchPage.mockResolvedValue({ data: [notificationDto(5)], pagination: { total: 1, page: 1, limit: 2, last_page: 1 } });
    markRead.mockResolvedValue(0);
    useSelectedStore.setState({ panelOpen: false, tab: 'BET_SLIP' });
    renderWithProviders(<NotificationsBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show in my bets: Title 5' }));
    expect(useSelectedStore.getState()).toMatchObject({ panelOpen: true, tab: 'MY_BETS' });
    expect(screen.queryByRole('list')).toBeNull();
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledWith([5]));
    useSelectedStore.setState({ panelOpen: false, tab: 'BET_SLIP' });
  });

  it('follows the private channel, and signing out clears the cached list and count', async () => {
    signIn();
    fetchCount.mockResolvedValue(0);
    fetchPage.mockResolvedValue({ data: [notificationDto(1, true)], pagination: { total: 1, page: 1, limit: 2, last_page: 1 } });
    const { queryClient } = renderWithProviders(<NotificationsBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    await screen.findByRole('list', { name: '1 notification' });

    act(() => {
      emitUserEvent({ event_name: 'notification', message: { notification: notificationDto(2) } });
      emitUserEvent({ event_name: 'unread_counters_changed', message: { unread: 1 } });
    });
    expect(await screen.findByRole('list', { name: '2 notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(screen.getByTestId('notifications-badge').textContent).toBe('1');

    act(() => useAuthStore.setState({ status: AUTH_STATUS.notLoggedIn, profile: null }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(queryClient.getQueriesData({ queryKey: ['notifications'] })).toEqual([]);
  });
});
