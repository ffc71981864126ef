import { BONUS_NOT_ACTIVATABLE, type BonusDto } from '@sportsbook/contracts/models';
import { ApiError } from '@/lib/api/api-error';

type BonusStatus = NonNullable<BonusDto['issued']>['computed_status'];

/** Why an activation failed, as a catalogue key of `Promotions` and its values (the player's language, never the server's English). */
export function activationErrorMessage(error: unknown): { key: 'activateRefused' | 'activateGone' | 'activateSignIn' | 'activateFailed'; status?: BonusStatus } {
  if (!(error instanceof ApiError)) return { key: 'activateFailed' };
  if (error.status === 401) return { key: 'activateSignIn' };
  if (error.status === 404) return { key: 'activateGone' };
  if (error.code === BONUS_NOT_ACTIVATABLE) {
    const status = (error.details as { status?: unknown } | undefined)?.status;
    return typeof status === 'string' ? { key: 'activateRefused', status: status as BonusStatus } : { key: 'activateRefused' };
  }
  return { key: 'activateFailed' };
}
