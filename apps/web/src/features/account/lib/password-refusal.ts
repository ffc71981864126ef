import { ApiError } from '@/lib/api/api-error';

/** The auth texts a weak-password refusal is worded with. */
type AuthTexts = (key: 'weakPasswordLogin' | 'weakPasswordGuessable') => string;

/**
 * A refused new password (422 WEAK_PASSWORD, details.reason) in the player's language: it is the
 * login itself, or too easy to guess, with what to do instead. Null for any other error.
 */
export function passwordRefusalMessage(error: unknown, t: AuthTexts): string | null {
  if (!(error instanceof ApiError) || error.code !== 'WEAK_PASSWORD') return null;
  const reason = typeof error.details === 'object' && error.details !== null ? (error.details as { reason?: unknown }).reason : undefined;
  return reason === 'same_as_login' ? t('weakPasswordLogin') : t('weakPasswordGuessable');
}
