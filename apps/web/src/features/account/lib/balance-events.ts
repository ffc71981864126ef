import { useAuthStore } from '@/lib/auth/auth-store';
import type { UserEvent } from '@/lib/live/events';

/**
 * `balance_changed` on the player's private channel (ARCHITECTURE §6) moves the header balance
 * at once, without refetching the accounts. Other private events are not this feature's.
 */
export function applyBalanceChanged(event: UserEvent): void {
  if (event.event_name !== 'balance_changed') return;
  const { currency, balance } = event.message;
  if (typeof currency !== 'string' || typeof balance !== 'number' || !Number.isInteger(balance)) return;
  useAuthStore.getState().setBalance(currency, balance);
}
