import { AUTH_STATUS } from '@sportsbook/domain';
import { useAuthStore, type AuthState } from './auth-store';

/** The signed-in player's id, or null (visitor, or the profile is still loading). */
export function selectAuthUserId(state: Pick<AuthState, 'status' | 'profile'>): number | null {
  return state.status === AUTH_STATUS.loggedIn ? (state.profile?.id ?? null) : null;
}

/**
 * For the realtime client (private channel `$sportsbook:user:{locale}:{userId}`) and anything
 * else that follows who is signed in. Outside React: `getAuthUserId()` / `subscribeAuthUserId()`.
 */
export function useAuthUserId(): number | null {
  return useAuthStore(selectAuthUserId);
}

export function getAuthUserId(): number | null {
  return selectAuthUserId(useAuthStore.getState());
}

/** Calls `listener` whenever the signed-in user id changes; returns the unsubscribe function. */
export function subscribeAuthUserId(listener: (userId: number | null) => void): () => void {
  let previous = getAuthUserId();
  return useAuthStore.subscribe((state) => {
    const next = selectAuthUserId(state);
    if (next !== previous) {
      previous = next;
      listener(next);
    }
  });
}
