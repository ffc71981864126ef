import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CONNECTION_STATE, useRealtimeConnection } from '@/lib/realtime/connection-store';
import { setConnectionStatus } from '@/lib/realtime/connection-status';
import { renderWithProviders } from '@/test/render';
import { ConnectionIndicator } from './connection-indicator';

afterEach(() => {
  cleanup();
  useRealtimeConnection.setState(INITIAL_CONNECTION_STATE);
});

describe('ConnectionIndicator', () => {
  it('says nothing before the client starts and while connected', () => {
    renderWithProviders(<ConnectionIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    expect(status.dataset.state).toBe('idle');
    act(() => setConnectionStatus('connected'));
    expect(status.textContent).toBe('');
    expect(status.dataset.state).toBe('connected');
  });

  it('is never silent when the connection is lost, and clears when it is back', () => {
    renderWithProviders(<ConnectionIndicator />);
    const status = screen.getByRole('status');
    act(() => setConnectionStatus('connected'));
    act(() => setConnectionStatus('connecting'));
    expect(status.textContent).toContain('Reconnecting to live updates');
    expect(status.dataset.stale).toBe('true');
    act(() => setConnectionStatus('disconnected'));
    expect(status.textContent).toContain('Live updates are disconnected');
    act(() => setConnectionStatus('connected'));
    expect(status.textContent).toBe('');
  });

  it('stays silent while the first connection is made, for at most the request timeout', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<ConnectionIndicator />);
      const status = screen.getByRole('status');
      act(() => setConnectionStatus('connecting'));
      expect(status.textContent).toBe('');
      expect(status.dataset.stale).toBe('false');
      act(() => {
        vi.advanceTimersByTime(4_999);
      });
      expect(status.textContent).toBe('');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(status.textContent).toContain('Connecting to live updates');
      expect(status.dataset.stale).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a reload when realtime stopped for good (unauthorized)', () => {
    renderWithProviders(<ConnectionIndicator />);
    act(() => setConnectionStatus('disconnected', { stopped: true }));
    expect(screen.getByRole('status').textContent).toContain('Live updates have stopped');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
