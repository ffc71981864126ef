import { AUTH_STATUS } from '@sportsbook/domain';
import type { ChatMessageDto } from '@sportsbook/contracts/models';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { useAuthStore } from '@/lib/auth/auth-store';
import { applyPublicEvent } from '@/lib/live/apply-event';
import { useRealtimeInterest } from '@/lib/realtime/realtime-interest';
import { renderWithProviders } from '@/test/render';
import { fetchChat, postChat } from '../api/match-chat-api';
import type * as ChatApi from '../api/match-chat-api';
import ChatPanel from './chat-panel';

vi.mock('../api/match-chat-api', async (importOriginal) => ({
  ...(await importOriginal<typeof ChatApi>()),
  fetchChat: vi.fn(),
  postChat: vi.fn(),
}));
const read = vi.mocked(fetchChat);
const send = vi.mocked(postChat);

const message = (id: number, text: string, author: string | null = 'ana'): ChatMessageDto => ({ id, match_id: 42, user_id: 7, author, text, created_at: '2025-03-01T12:00:00.000Z' });
const texts = () => within(screen.getByRole('log', { name: 'Chat messages' })).queryAllByTestId('chat-message').map((item) => item.querySelector('p')?.textContent);

beforeEach(() => useAuthStore.setState({ status: AUTH_STATUS.loggedIn, profile: { id: 7 } as never }));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  useAuthStore.setState({ status: AUTH_STATUS.unknown, profile: null });
});

describe('ChatPanel (docs/chat.md)', () => {
  it('shows the history in a polite log, markup and links as plain text, and follows the chat channel while open', async () => {
    read.mockResolvedValue([message(1, '<b>bold</b> https://example.com'), message(2, 'hi', null)]);
    const { queryClient, unmount } = renderWithProviders(<ChatPanel matchId={42} />);
    await waitFor(() => expect(texts()).toEqual(['<b>bold</b> https://example.com', 'hi']));
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.querySelector('a, b')).toBeNull();
    expect(screen.getByText('Player 7')).toBeTruthy();
    expect(useRealtimeInterest.getState().chats.get(42)).toBe(1);

    applyPublicEvent(queryClient, 'en', { event_name: 'chat_message', message: message(3, 'live one') });
    await waitFor(() => expect(texts()).toEqual(['<b>bold</b> https://example.com', 'hi', 'live one']));
    applyPublicEvent(queryClient, 'en', { event_name: 'chat_message_deleted', message: { id: 1, match_id: 42 } });
    await waitFor(() => expect(texts()).toEqual(['hi', 'live one']));
    unmount();
    expect(useRealtimeInterest.getState().chats.has(42)).toBe(false);
  });

  it('posts from the labelled input, clears it, and says why a post was refused', async () => {
    read.mockResolvedValue([]);
    send.mockResolvedValueOnce(message(5, 'hello'));
    renderWithProviders(<ChatPanel matchId={42} />);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    const input = screen.getByLabelText('Your message');
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(texts()).toEqual(['hello']));
    expect(send).toHaveBeenCalledWith(42, 'hello');
    expect((input as HTMLInputElement).value).toBe('');

    send.mockRejectedValueOnce(new ApiError(403, '/sportsbook/v1/matches/42/chat', { error: { code: 'CHAT_MUTED', message: 'muted' } }));
    fireEvent.change(input, { target: { value: 'again' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('chat-status').textContent).toBe('You have been muted and cannot post in the chat.'));
    expect((input as HTMLInputElement).value).toBe('again');

    send.mockRejectedValueOnce(new ApiError(429, '/sportsbook/v1/matches/42/chat', { error: { code: 'RATE_LIMITED', message: 'slow down', details: { retry_after_seconds: 4 } } }));
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('chat-status').textContent).toBe('You are posting too fast. Try again in 4 s.'));
  });

  it('counts the characters left and does not send an over-long message', async () => {
    read.mockResolvedValue([]);
    renderWithProviders(<ChatPanel matchId={42} />);
    const input = await screen.findByLabelText('Your message');
    expect(screen.getByText('280 characters left')).toBeTruthy();
    fireEvent.change(input, { target: { value: '⚽'.repeat(281) } });
    expect(screen.getByText('1 character too many')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(input.closest('form')!);
    expect(send).not.toHaveBeenCalled();
  });
});
