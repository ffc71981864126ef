import { sportsbookMessage, type SportsbookEvent, type SportsbookPayloads } from '@sportsbook/contracts/models';
import { useHostFrameStore } from './host-frame-store';
import { hostActionOf } from './host-rules';

/** True inside an allowed host page's iframe. */
export function isEmbedded(): boolean {
  return useHostFrameStore.getState().parentOrigin !== null;
}

/** Posts a `sportsbook-…` message to the parent, and only to its allowed origin; nothing when not embedded. */
export function postToHost<E extends SportsbookEvent>(event: E, payload: SportsbookPayloads[E]): void {
  const { parentOrigin } = useHostFrameStore.getState();
  if (parentOrigin === null || typeof window === 'undefined' || window.parent === window) return;
  window.parent.postMessage(sportsbookMessage(event, payload), parentOrigin);
}

/** Whether the embedded sportsbook may offer `modal` (sign-in, sign-up, deposit need the host's listener). */
export function hostAllows(modal: string, state = useHostFrameStore.getState()): boolean {
  const action = hostActionOf(modal);
  if (state.parentOrigin === null || action === null) return true;
  return state.integration?.listeners.includes(action) ?? false;
}

/**
 * Sign-in, sign-up and deposit inside the iframe belong to the host (spec promotions §4): with
 * its listener they are sent to it, without one they are refused. True when the modal is the
 * host's (the caller then opens nothing); false when the sportsbook opens it itself.
 */
export function delegateToHost(modal: string): boolean {
  const action = hostActionOf(modal);
  if (!isEmbedded() || action === null) return false;
  if (hostAllows(modal)) postToHost(action === 'sign_in' ? 'sign-in' : action === 'sign_up' ? 'sign-up' : 'deposit', {});
  return true;
}
