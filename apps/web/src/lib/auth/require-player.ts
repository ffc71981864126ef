import { useModalStore } from '@/lib/modals/modal-store';
import { onProfileLoaded } from './auth-store';
import { getAuthUserId } from './use-auth-user-id';

/**
 * Runs a player's action once the session is known (spec core §4): at once when it is, and a click
 * made while the profile is still loading waits for it instead of taking a signed-in player for a
 * visitor. A visitor is asked to sign in instead.
 */
export function whenPlayer(action: (userId: number) => void): void {
  onProfileLoaded(() => {
    const userId = getAuthUserId();
    if (userId === null) useModalStore.getState().open('sign_in');
    else action(userId);
  });
}
