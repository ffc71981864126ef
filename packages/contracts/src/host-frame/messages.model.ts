/**
 * The postMessage protocol between the sportsbook in an iframe and its host page (spec promotions
 * §4 "Iframe host integration"). Plain types and hand-written guards, no zod: both the web app's
 * browser code and the host SDK (packages/host-sdk) use them. Messages either way are accepted
 * only from an allowed origin; the receiver checks `event.origin` before these guards.
 */

/** Actions the host takes over inside the iframe when it listens for them. */
export const HOST_LISTENERS = ['sign_in', 'sign_up', 'deposit'] as const;
export type HostListener = (typeof HOST_LISTENERS)[number];

/** Host → sportsbook: the integration settings, sent once the sportsbook says it is initialised. */
export interface IframeIntegrationMessage {
  type: 'iframe_integration';
  payload: {
    /** Position fixed elements (slip button, modals) inside the host's visible viewport. */
    dynamicPositioning: boolean;
    listeners: HostListener[];
    /**
     * The host allows the sportsbook's player protection inside the iframe: the reality check and
     * activity tracking (spec promotions §5 "no in-iframe tracking, reality check … unless
     * allowed"). Absent or false: neither runs while embedded (the host runs its own).
     */
    playerProtection?: boolean;
  };
}

/**
 * Host → sportsbook: where the host's viewport is, in CSS pixels: `top` is the iframe's top edge
 * relative to the host viewport's top (negative once scrolled past), `height` the viewport's height.
 */
export interface ViewportMessage {
  type: 'viewport';
  payload: { top: number; height: number };
}

export type HostMessage = IframeIntegrationMessage | ViewportMessage;

/** Sportsbook → host: every message type carries this prefix (spec: "prefix sportsbook"). */
export const SPORTSBOOK_MESSAGE_PREFIX = 'sportsbook';

export interface SportsbookPayloads {
  'sign-in': Record<string, never>;
  'sign-up': Record<string, never>;
  deposit: Record<string, never>;
  /** A page was shown (first load and every navigation): its path and locale. */
  'page-loaded': { path: string; locale: string };
  /** The document's size changed (reported at most every 100 ms): the host sizes the iframe to it. */
  'page-size-changed': { width: number; height: number };
  /** The active account's balance in minor units. */
  'balance-changed': { balance: number; currency: string; subunits: number };
  'bet-slip-state-changed': { count: number; open: boolean };
  /** A match was opened from the home page's featured sections. */
  'top-event-clicked': { matchId: number };
  /** A modal opened inside the sportsbook (the host may scroll it into view). */
  'notify-modal-triggered': { name: string };
  initialized: { protocol: 1 };
  'notify-currency-changed': { currency: string };
}
export type SportsbookEvent = keyof SportsbookPayloads;

export const SPORTSBOOK_EVENTS = [
  'sign-in',
  'sign-up',
  'deposit',
  'page-loaded',
  'page-size-changed',
  'balance-changed',
  'bet-slip-state-changed',
  'top-event-clicked',
  'notify-modal-triggered',
  'initialized',
  'notify-currency-changed',
] as const satisfies readonly SportsbookEvent[];

export type SportsbookMessage = {
  [E in SportsbookEvent]: { type: `${typeof SPORTSBOOK_MESSAGE_PREFIX}-${E}`; payload: SportsbookPayloads[E] };
}[SportsbookEvent];

export function sportsbookMessage<E extends SportsbookEvent>(event: E, payload: SportsbookPayloads[E]): SportsbookMessage {
  return { type: `${SPORTSBOOK_MESSAGE_PREFIX}-${event}`, payload } as SportsbookMessage;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A well-formed host message (its origin is checked by the caller). */
export function isHostMessage(data: unknown): data is HostMessage {
  if (!isRecord(data) || !isRecord(data.payload)) return false;
  const { payload } = data;
  if (data.type === 'iframe_integration') {
    return typeof payload.dynamicPositioning === 'boolean'
      && Array.isArray(payload.listeners)
      && payload.listeners.every((listener) => (HOST_LISTENERS as readonly unknown[]).includes(listener))
      && (payload.playerProtection === undefined || typeof payload.playerProtection === 'boolean');
  }
  if (data.type === 'viewport') return isFiniteNumber(payload.top) && isFiniteNumber(payload.height) && payload.height >= 0;
  return false;
}

/** A well-formed sportsbook message by its type (payloads are the sportsbook's own). */
export function isSportsbookMessage(data: unknown): data is SportsbookMessage {
  if (!isRecord(data) || !isRecord(data.payload) || typeof data.type !== 'string') return false;
  const prefix = `${SPORTSBOOK_MESSAGE_PREFIX}-`;
  return data.type.startsWith(prefix) && (SPORTSBOOK_EVENTS as readonly string[]).includes(data.type.slice(prefix.length));
}
