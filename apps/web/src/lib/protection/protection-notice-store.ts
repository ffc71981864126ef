import { create } from 'zustand';

/**
 * The player-protection notice on screen (spec promotions §2): the out-of-session modal (a
 * session-time limit ended the session) or the activity-limit modal (the activity limit of the
 * period is used up). Both sign the player out, so the notice lives outside the signed-in
 * features: the locale layout's ProtectionMount shows it after the player is signed out.
 */
export type ProtectionNotice = 'out_of_session' | 'activity_limit';

export const useProtectionNoticeStore = create<{ notice: ProtectionNotice | null }>()(() => ({ notice: null }));

export function showProtectionNotice(notice: ProtectionNotice): void {
  useProtectionNoticeStore.setState({ notice });
}

export function closeProtectionNotice(): void {
  useProtectionNoticeStore.setState({ notice: null });
}
