import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAlert, showAlert, useAlertStore } from '@/lib/alerts/alert-store';
import { renderWithProviders } from '@/test/render';
import { AlertHost } from './alert-host';

// jsdom has no PointerEvent: a MouseEvent with a pointer id carries clientX the same way.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}

// The alert card is a lazy chunk: the first alert waits for it once; the tests below then run with
// fake timers and see each alert at once, as a page does after its idle-time fetch of the card.
beforeAll(async () => {
  useAlertStore.setState({ current: null });
  renderWithProviders(<AlertHost />);
  act(() => void showAlert({ kind: 'info', title: 'First alert' }));
  expect((await screen.findByTestId('alert')).textContent).toContain('First alert');
  cleanup();
});

beforeEach(() => {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
  vi.useFakeTimers();
  useAlertStore.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Drags the alert sideways by `share` of its (stubbed) 400 px width; answers where it was before letting go. */
function drag(share: number): string {
  const alert = screen.getByTestId('alert');
  alert.getBoundingClientRect = () => ({ width: 400, height: 60, x: 0, y: 0, top: 0, left: 0, right: 400, bottom: 60, toJSON: () => ({}) });
  fireEvent.pointerDown(alert, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(alert, { clientX: 100 + 400 * share, pointerId: 1 });
  const moved = alert.style.transform;
  fireEvent.pointerUp(alert, { clientX: 100 + 400 * share, pointerId: 1 });
  return moved;
}

describe('AlertHost (spec promotions §4 "Alerts")', () => {
  it('shows one alert at a time: a new one dismisses the previous', () => {
    renderWithProviders(<AlertHost />);
    act(() => void showAlert({ kind: 'success', title: 'Deposit received', description: '€20.00 is on your balance.' }));
    expect(screen.getByRole('status').textContent).toContain('Deposit received');
    act(() => void showAlert({ kind: 'danger', title: 'Payment declined' }));
    expect(screen.getAllByTestId('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Payment declined');
    expect(screen.queryByText('Deposit received')).toBeNull();
  });

  it('closes itself after 5000 ms, but not while the player holds it', () => {
    renderWithProviders(<AlertHost />);
    act(() => void showAlert({ kind: 'info', title: 'Odds changed' }));
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByTestId('alert')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('alert')).toBeNull();

    act(() => void showAlert({ kind: 'info', title: 'Held' }));
    fireEvent.mouseEnter(screen.getByTestId('alert'));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('alert')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByTestId('alert'));
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByTestId('alert')).toBeNull();
  });

  it('closes by its button, and by a drag past 80 % of its width (a shorter one springs back)', () => {
    renderWithProviders(<AlertHost />);
    act(() => void showAlert({ kind: 'warning', title: 'One' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('alert')).toBeNull();

    act(() => void showAlert({ kind: 'warning', title: 'Two' }));
    expect(drag(0.5)).toBe('translateX(200px)');
    expect(screen.getByTestId('alert').style.transform).toBe('');
    expect(drag(-0.85)).toBe('translateX(-340px)');
    expect(screen.queryByTestId('alert')).toBeNull();
  });

  it('raises the connection alert when the browser goes offline and takes it back online', () => {
    renderWithProviders(<AlertHost />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alert').textContent).toContain('No connection');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('alert')).toBeNull();
    // Online again does not take away an alert about something else.
    act(() => void showAlert({ kind: 'info', title: 'Other' }));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status').textContent).toContain('Other');
  });

  it('leaves a newer alert alone when an older one is dismissed', () => {
    const first = showAlert({ kind: 'info', title: 'First' });
    showAlert({ kind: 'info', title: 'Second' });
    dismissAlert(first);
    expect(useAlertStore.getState().current?.title).toBe('Second');
  });
});
