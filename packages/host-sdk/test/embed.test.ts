import { sportsbookMessage } from '@sportsbook/contracts/models';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedSportsbook } from '../src/index';

const ORIGIN = 'https://sportsbook.example';

function setUp(options: Partial<Parameters<typeof embedSportsbook>[0]> = {}) {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const frameWindow = iframe.contentWindow!;
  const posted = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
  const embedded = embedSportsbook({ iframe, sportsbookOrigin: `${ORIGIN}/en`, ...options });
  const receive = (message: unknown, from: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: from.origin ?? ORIGIN, source: from.source === undefined ? frameWindow : from.source }));
  return { iframe, posted, embedded, receive };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('embedSportsbook (host side of spec promotions §4 "Iframe host integration")', () => {
  it('answers initialized with the integration settings and the viewport, to the sportsbook origin only', () => {
    const { posted, receive } = setUp({ onSignIn: () => undefined, onDeposit: () => undefined });
    receive(sportsbookMessage('initialized', { protocol: 1 }));
    expect(posted.mock.calls[0]).toEqual([{ type: 'iframe_integration', payload: { dynamicPositioning: true, listeners: ['sign_in', 'deposit'], playerProtection: false } }, ORIGIN]);
    expect(posted.mock.calls[1]?.[0]).toMatchObject({ type: 'viewport', payload: { top: 0, height: window.innerHeight } });
    expect(posted.mock.calls[1]?.[1]).toBe(ORIGIN);
  });

  it('allows the sportsbook\'s reality check and activity tracking only when asked to', () => {
    const { posted, receive } = setUp({ playerProtection: true });
    receive(sportsbookMessage('initialized', { protocol: 1 }));
    expect(posted.mock.calls[0]?.[0]).toMatchObject({ type: 'iframe_integration', payload: { playerProtection: true } });
  });

  it('sends no viewport without dynamic positioning', () => {
    const { posted, receive, embedded } = setUp({ dynamicPositioning: false });
    receive(sportsbookMessage('initialized', { protocol: 1 }));
    embedded.sendViewport();
    expect(posted.mock.calls.map(([message]) => (message as { type: string }).type)).toEqual(['iframe_integration']);
  });

  it('ignores messages of another origin, of another window and of unknown types', () => {
    const onSignIn = vi.fn();
    const onMessage = vi.fn();
    const { posted, receive } = setUp({ onSignIn, onMessage });
    receive(sportsbookMessage('initialized', { protocol: 1 }), { origin: 'https://evil.example' });
    receive(sportsbookMessage('sign-in', {}), { source: window });
    receive({ type: 'sportsbook-withdraw', payload: {} });
    expect(posted).not.toHaveBeenCalled();
    expect(onSignIn).not.toHaveBeenCalled();
    expect(onMessage).not.toHaveBeenCalled();
  });

  it("calls the host's handlers, sizes the iframe and passes every message on", () => {
    const onSignIn = vi.fn();
    const onSignUp = vi.fn();
    const onDeposit = vi.fn();
    const onMessage = vi.fn();
    const { iframe, receive } = setUp({ onSignIn, onSignUp, onDeposit, onMessage });
    receive(sportsbookMessage('sign-in', {}));
    receive(sportsbookMessage('sign-up', {}));
    receive(sportsbookMessage('deposit', {}));
    receive(sportsbookMessage('page-size-changed', { width: 1024, height: 2400.4 }));
    expect([onSignIn, onSignUp, onDeposit].map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1]);
    expect(iframe.style.height).toBe('2401px');
    expect(onMessage).toHaveBeenCalledTimes(4);
    expect(onMessage).toHaveBeenLastCalledWith({ type: 'sportsbook-page-size-changed', payload: { width: 1024, height: 2400.4 } });
  });

  it('leaves the iframe height alone without autoResize, and stops listening when destroyed', () => {
    const onMessage = vi.fn();
    const { iframe, receive, embedded } = setUp({ autoResize: false, onMessage });
    receive(sportsbookMessage('page-size-changed', { width: 1024, height: 900 }));
    expect(iframe.style.height).toBe('');
    embedded.destroy();
    receive(sportsbookMessage('balance-changed', { balance: 100, currency: 'EUR', subunits: 100 }));
    expect(onMessage).toHaveBeenCalledTimes(1);
  });
});
