import { AUTH_STATUS } from '@sportsbook/domain';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useSelectedStore } from '@/lib/betslip/selected-store';
import { openModal, useModalStore } from '@/lib/modals/modal-store';
import { renderWithProviders } from '@/test/render';
import { HOST_FRAME_STORAGE_KEY, useHostFrameStore } from './host-frame-store';
import EmbeddedHostFrame from './embedded-host-frame';
import { HostFrameMount } from './host-frame-mount';

vi.mock('next/navigation', () => ({ usePathname: () => '/live' }));

const HOST = 'https://casino.example';
let parent: Window;
let posted: ReturnType<typeof vi.fn>;
const resizeCallbacks: (() => void)[] = [];

/** jsdom has no ResizeObserver: this one lets a test say when the layout changed. */
class TestResizeObserver {
  constructor(callback: () => void) {
    resizeCallbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

/** Puts the document in an iframe of `referrer`'s page: window.parent is another window. */
function embedIn(referrer: string) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  parent = frame.contentWindow!;
  posted = vi.fn();
  parent.postMessage = posted as never;
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

const fromHost = async (data: unknown, origin = HOST, source: Window = parent) => {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    await Promise.resolve();
  });
};
const sentTypes = () => posted.mock.calls.map(([message]) => (message as { type: string }).type);
const sent = (type: string): [unknown, unknown][] =>
  posted.mock.calls.filter(([message]) => (message as { type: string }).type === type).map(([message, origin]) => [(message as { payload: unknown }).payload, origin as unknown]);
const integrate = (listeners: string[], dynamicPositioning = true) => fromHost({ type: 'iframe_integration', payload: { dynamicPositioning, listeners } });

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', TestResizeObserver);
  resizeCallbacks.length = 0;
  window.sessionStorage.clear();
  useHostFrameStore.setState({ parentOrigin: null, integration: null, viewport: null });
  useModalStore.setState({ stack: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

describe('EmbeddedHostFrame (spec promotions §4 "Iframe host integration")', () => {
  it('does nothing outside an iframe, and nothing in the iframe of a page that is not allowed', () => {
    renderWithProviders(<HostFrameMount allowedOrigins={[HOST]} />);
    expect(useHostFrameStore.getState().parentOrigin).toBeNull();
    cleanup();

    embedIn('https://evil.example/page');
    renderWithProviders(<EmbeddedHostFrame allowedOrigins={[HOST]} />);
    expect(posted).not.toHaveBeenCalled();
    openModal('sign_in');
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['sign_in']);
  });

  it('loads the integration in the layout only inside an iframe', async () => {
    embedIn(`${HOST}/lobby`);
    renderWithProviders(<HostFrameMount allowedOrigins={[HOST]} />);
    await waitFor(() => expect(sentTypes()).toContain('sportsbook-initialized'));
  });

  it('says it is initialised and which page loaded, to the allowed origin only', () => {
    embedIn(`${HOST}/lobby`);
    renderWithProviders(<EmbeddedHostFrame allowedOrigins={[HOST, 'https://other.example']} />);
    expect(sentTypes().slice(0, 2)).toEqual(['sportsbook-initialized', 'sportsbook-page-loaded']);
    expect(sent('sportsbook-page-loaded')).toEqual([[{ path: '/live', locale: 'en' }, HOST]]);
    expect(posted.mock.calls.every(([, origin]) => origin === HOST)).toBe(true);
  });

  it('reports the page size at most every 100 ms, the latest size winning', () => {
    vi.useFakeTimers();
    embedIn(`${HOST}/lobby`);
    renderWithProviders(<EmbeddedHostFrame allowedOrigins={[HOST]} />);
    const root = document.documentElement;
    const resize = (height: number) => {
      Object.defineProperty(root, 'scrollHeight', { value: height, configurable: true });
      resizeCallbacks.forEach((callback) => callback());
    };
    resize(1000);
    resize(1100);
    resize(1200);
    expect(sent('sportsbook-page-size-changed').map(([payload]) => (payload as { height: number }).height)).toEqual([1000]);
    vi.advanceTimersByTime(100);
    expect(sent('sportsbook-page-size-changed').map(([payload]) => (payload as { height: number }).height)).toEqual([1000, 1200]);
    vi.useRealTimers();
  });

  it('takes the integration settings from the parent and its origin only, and keeps them for the session', async () => {
    embedIn(`${HOST}/lobby`);
    renderWithProviders(<EmbeddedHostFrame allowedOrigins={[HOST]} />);
    await integrate(['sign_in']);
    await fromHost({ type: 'iframe_integration', payload: { dynamicPositioning: false, listeners: ['sign_in', 'sign_up', 'deposit'] } }, 'https://evil.example');
    await fromHost({ type: 'iframe_integration', payload: { dynamicPositioning: false, listeners: ['sign_up'] } }, HOST, window);
    await fromHost({ type: 'iframe_integration', payload: { dynamicPositioning: 'no', listeners: [] } });
    expect(useHostFrameStore.getState().integration).toEqual({ dynamicPositioning: true, listeners: ['sign_in'] });
    expect(JSON.parse(window.sessionStorage.getItem(HOST_FRAME_STORAGE_KEY) ?? '{}')).toEqual({ integration: { dynamicPositioning: true, listeners: ['sign_in'] }, viewport: null });

    // A reload inside the iframe starts from what the session kept.
    cleanup();
    useHostFrameStore.setState({ parentOrigin: null, integration: null, viewport: null });
    renderWithProviders(<EmbeddedHostFrame allowedOrigins={[HOST]} />);
    expect(useHostFrameStore.getState().integration).toEqual({ dynamicPositioning: true, listeners: ['sign_in'] });
  });

  it('hands sign-in to a listening host and refuses what the host does not listen for', async () => {
    embedIn(`${HOST}/lobby`);
    renderWithProviders(<EmbeddedHostFrame allowedOrigins={[HOST]} />);
    await integrate(['sign_in']);
    act(() => openModal('sign_in'));
    act(() => openModal('sign_up'));
    act(() => openModal('deposit'));
    expect(sent('sportsbook-sign-in')).toEqual([[{}, HOST]]);
    expect(sentTypes()).not.toContain('sportsbook-sign-up');
    expect(sentTypes()).not.toContain('sportsbook-deposit');
    expect(useModalStore.getState().stack).toEqual([]);
    // The sportsbook's other modals are its own, and the host hears of them.
    act(() => openModal('forgot_password'));
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['forgot_password']);
    expect(sent('sportsbook-notify-modal-triggered')).toEqual([[{ name: 'forgot_password' }, HOST]]);
  });

  it('places fixed elements in the visible part of the host page, taking only viewports the rule accepts', async () => {
    embedIn(`${HOST}/lobby`);
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 3000, configurable: true });
    renderWithProviders(<EmbeddedHostFrame allowedOrigins={[HOST]} />);
    await integrate([]);
    await fromHost({ type: 'viewport', payload: { top: -1200, height: 800 } });
    const root = document.documentElement;
    expect(root.hasAttribute('data-host-viewport')).toBe(true);
    expect([root.style.getPropertyValue('--host-gap-top'), root.style.getPropertyValue('--host-gap-bottom')]).toEqual(['1200px', '1000px']);
    // 3000 + (-2200) + 100 < 1000: refused, the last viewport stays.
    await fromHost({ type: 'viewport', payload: { top: -2200, height: 1000 } });
    expect(useHostFrameStore.getState().viewport).toEqual({ top: -1200, height: 800 });
    // Without dynamic positioning nothing moves.
    await integrate([], false);
    expect(root.hasAttribute('data-host-viewport')).toBe(false);
    expect(root.style.getPropertyValue('--host-gap-top')).toBe('');
  });

  it('tells the host about balance, currency, the bet slip and featured matches opened', async () => {
    embedIn(`${HOST}/lobby`);
    renderWithProviders(<EmbeddedHostFrame allowedOrigins={[HOST]} />);
    act(() => {
      useAuthStore.setState({ status: AUTH_STATUS.loggedIn, currency: 'EUR', accounts: [{ currency: 'EUR', balance: 5000, subunits: 100, active: true }] as never });
    });
    act(() => useAuthStore.getState().setBalance('EUR', 4000));
    expect(sent('sportsbook-balance-changed').map(([payload]) => payload)).toEqual([
      { balance: 5000, currency: 'EUR', subunits: 100 },
      { balance: 4000, currency: 'EUR', subunits: 100 },
    ]);
    act(() => {
      useAuthStore.setState({ currency: 'USD', accounts: [...useAuthStore.getState().accounts, { currency: 'USD', balance: 700, subunits: 100, active: false }] as never });
    });
    expect(sent('sportsbook-notify-currency-changed')).toEqual([[{ currency: 'USD' }, HOST]]);

    act(() => useSelectedStore.setState({ selectedIds: ['a', 'b'], panelOpen: true }));
    expect(sent('sportsbook-bet-slip-state-changed')).toEqual([[{ count: 2, open: true }, HOST]]);

    document.body.insertAdjacentHTML('beforeend', '<section data-top-events><ul><li data-match-id="42"><a href="#m">Match</a></li></ul></section><ul><li data-match-id="7"><a href="#o">Other</a></li></ul>');
    act(() => (document.querySelector('a[href="#m"]') as HTMLAnchorElement).click());
    act(() => (document.querySelector('a[href="#o"]') as HTMLAnchorElement).click());
    expect(sent('sportsbook-top-event-clicked')).toEqual([[{ matchId: 42 }, HOST]]);
    useAuthStore.setState({ status: AUTH_STATUS.unknown, accounts: [], currency: 'EUR' });
    useSelectedStore.setState({ selectedIds: [], panelOpen: false });
  });
});
