import {
  isSportsbookMessage,
  type HostListener,
  type HostMessage,
  type SportsbookMessage,
} from '@sportsbook/contracts/models';

export type { HostListener, HostMessage, SportsbookMessage } from '@sportsbook/contracts/models';

export interface EmbedOptions {
  /** The iframe that shows the sportsbook. */
  iframe: HTMLIFrameElement;
  /** The sportsbook's origin (`https://sportsbook.example`): its messages only are read, ours go only there. */
  sportsbookOrigin: string;
  /** Handlers of the actions the host takes over; the sportsbook offers only those given. */
  onSignIn?: () => void;
  onSignUp?: () => void;
  onDeposit?: () => void;
  /** Keep the sportsbook's fixed elements inside the visible part of the host page (default true). */
  dynamicPositioning?: boolean;
  /**
   * Let the sportsbook run its reality check and activity tracking inside the iframe (default
   * false: the host runs its own player protection, spec promotions §5 "unless allowed").
   */
  playerProtection?: boolean;
  /** Size the iframe's height to the sportsbook's content (default true). */
  autoResize?: boolean;
  /** Every message of the sportsbook, after the SDK's own handling (page loads, balance, slip …). */
  onMessage?: (message: SportsbookMessage) => void;
  /** The host's window (tests pass their own; default `window`). */
  window?: Window;
}

export interface EmbeddedSportsbook {
  /** Sends where the host's viewport is now (the SDK does on scroll and resize itself). */
  sendViewport(): void;
  /** Stops listening. */
  destroy(): void;
}

/**
 * Embeds the sportsbook in a host page (spec promotions §4 "Iframe host integration"): answers
 * its `sportsbook-initialized` with the integration settings, keeps it told where the host's
 * viewport is, sizes the iframe to its content and calls the host's sign-in, sign-up and deposit
 * handlers when the player asks for them inside the iframe. Messages from any other origin than
 * `sportsbookOrigin`, or from another window than the iframe's, are ignored.
 */
export function embedSportsbook(options: EmbedOptions): EmbeddedSportsbook {
  const host = options.window ?? window;
  const { iframe, sportsbookOrigin } = options;
  const origin = new URL(sportsbookOrigin).origin;
  const dynamicPositioning = options.dynamicPositioning ?? true;
  const autoResize = options.autoResize ?? true;
  const playerProtection = options.playerProtection ?? false;
  const handlers: Record<HostListener, (() => void) | undefined> = { sign_in: options.onSignIn, sign_up: options.onSignUp, deposit: options.onDeposit };
  const listeners = (Object.keys(handlers) as HostListener[]).filter((listener) => handlers[listener] !== undefined);
  let initialized = false;
  let frame = 0;

  const post = (message: HostMessage) => iframe.contentWindow?.postMessage(message, origin);
  const sendViewport = () => {
    if (!initialized || !dynamicPositioning) return;
    post({ type: 'viewport', payload: { top: iframe.getBoundingClientRect().top, height: host.innerHeight } });
  };
  const onScrollOrResize = () => {
    if (frame !== 0) return;
    frame = host.requestAnimationFrame(() => {
      frame = 0;
      sendViewport();
    });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow || !isSportsbookMessage(event.data)) return;
    const message = event.data;
    switch (message.type) {
      case 'sportsbook-initialized':
        initialized = true;
        post({ type: 'iframe_integration', payload: { dynamicPositioning, listeners, playerProtection } });
        sendViewport();
        break;
      case 'sportsbook-page-size-changed':
        if (autoResize) iframe.style.height = `${Math.ceil(message.payload.height)}px`;
        sendViewport();
        break;
      case 'sportsbook-sign-in':
        handlers.sign_in?.();
        break;
      case 'sportsbook-sign-up':
        handlers.sign_up?.();
        break;
      case 'sportsbook-deposit':
        handlers.deposit?.();
        break;
      default:
        break;
    }
    options.onMessage?.(message);
  };

  host.addEventListener('message', onMessage);
  host.addEventListener('scroll', onScrollOrResize, { passive: true });
  host.addEventListener('resize', onScrollOrResize);
  return {
    sendViewport,
    destroy() {
      host.removeEventListener('message', onMessage);
      host.removeEventListener('scroll', onScrollOrResize);
      host.removeEventListener('resize', onScrollOrResize);
      if (frame !== 0) host.cancelAnimationFrame(frame);
    },
  };
}
