import { ApiError } from '@/lib/api/api-error';

/** The auth text a delayed sign-in is worded with. */
type AuthTexts = (key: 'signInDelayed', values: { seconds: number }) => string;

/**
 * A sign-in refused for now (429 after failed attempts: the account's progressive delay, or the
 * address's rate limit) in the player's language, with how long to wait (Retry-After in
 * details.retry_after_seconds, at least 1 s). Null for any other error.
 */
export function signInDelayMessage(error: unknown, t: AuthTexts): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const details = typeof error.details === 'object' && error.details !== null ? (error.details as { retry_after_seconds?: unknown }) : {};
  const seconds = typeof details.retry_after_seconds === 'number' && details.retry_after_seconds > 0 ? Math.ceil(details.retry_after_seconds) : 60;
  return t('signInDelayed', { seconds });
}
