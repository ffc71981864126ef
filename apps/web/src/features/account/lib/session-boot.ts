import { openModal } from '@/lib/modals/modal-store';
import { readUrlTrigger } from '@/lib/modals/url-triggers';
import { onUserCatchUp, onUserEvent, onUserSessionEnded } from '@/lib/realtime/user-events';
import { applyBalanceChanged } from './balance-events';
import { watchDepositGate } from './deposit-gate';
import { loadProfile, refreshAccounts, registerUnauthorizedHandler, type ProfileLoadOptions } from './session';

/** Opens the modal the address asks for and removes the fragment or single-use token from it. */
export function applyUrlTrigger(): void {
  const handleTokens = !/\/users\//.test(window.location.pathname);
  const trigger = readUrlTrigger(window.location.href, { handleTokens });
  if (!trigger) return;
  if (trigger.replaceWith !== null) window.history.replaceState(window.history.state, '', trigger.replaceWith);
  openModal(trigger.modal, trigger.props);
}

/**
 * Starts the page's session: the 401 handler, the profile load (UNKNOWN → PENDING →
 * LOGGED_IN / NOT_LOGGED_IN), live balances from the private channel (read again when it
 * subscribes without recovery), the end of the session told by realtime, the deposit gate (missing
 * profile fields first) and the URL triggers (also on later fragment changes). A page served
 * without a session cookie loads as a visitor's (`visitor`: no player calls).
 * Returns the cleanup.
 */
export function bootSession(locale: string, options: ProfileLoadOptions = {}): () => void {
  const unregister = registerUnauthorizedHandler();
  const stopBalanceEvents = onUserEvent(applyBalanceChanged);
  // Balances that moved before the private channel was (re)subscribed are read again.
  const stopBalanceCatchUp = onUserCatchUp(() => void refreshAccounts());
  // The realtime connection was closed because the session ended: a signed-in read answers 401,
  // which signs the page out (the realtime client then reconnects as a visitor).
  const stopSessionEnded = onUserSessionEnded(() => void refreshAccounts());
  const stopDepositGate = watchDepositGate();
  void loadProfile(locale, options);
  applyUrlTrigger();
  window.addEventListener('hashchange', applyUrlTrigger);
  return () => {
    unregister();
    stopBalanceEvents();
    stopBalanceCatchUp();
    stopSessionEnded();
    stopDepositGate();
    window.removeEventListener('hashchange', applyUrlTrigger);
  };
}
