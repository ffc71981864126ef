import { LIMIT_ERROR_CODES, type ExclusionDetails, type LimitExceededDetails, type TimeLimitDetails } from '@sportsbook/contracts/models';
import { formatMoney } from '@sportsbook/domain';
import { ApiError } from '@/lib/api/api-error';
import { dateTimeOptions } from '@/lib/i18n/date-time-formats';

/** next-intl's translator of the `limits` namespace, as far as this module uses it. */
type Translate = (
  key: 'refused.deposit' | 'refused.wager' | 'refused.loss' | 'refused.excluded' | 'refused.excludedIndefinitely' | 'refused.session' | 'refused.activity',
  values: Record<string, string | number>,
) => string;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function exceededDetails(details: unknown): LimitExceededDetails | null {
  if (!isRecord(details)) return null;
  const { type, amount, remaining, currency, period, resets_at: resetsAt } = details;
  if (typeof amount !== 'number' || typeof remaining !== 'number' || typeof currency !== 'string' || typeof resetsAt !== 'string') return null;
  if (period !== 'day' && period !== 'week' && period !== 'month') return null;
  if (type !== 'deposit' && type !== 'wager' && type !== 'loss') return null;
  return details as unknown as LimitExceededDetails;
}

const dateTimeIn = (locale: string) => (iso: string) => new Intl.DateTimeFormat(locale, dateTimeOptions(locale, 'dateAndTime')).format(new Date(iso));

/**
 * The player's message for a refusal's details naming an amount limit (deposit, wager, loss): which
 * limit, what is left and when it resets; null when the details name none (the bet slip passes the
 * placement error's details, which carry the limit's beside the placement's).
 */
export function limitExceededMessage(rawDetails: unknown, t: Translate, locale: string, subunitsOf: (currency: string) => number): string | null {
  const details = exceededDetails(rawDetails);
  if (!details) return null;
  const money = (value: number) => formatMoney({ value, currency: details.currency, subunits: subunitsOf(details.currency) }, locale);
  return t(`refused.${details.type}`, { period: details.period, limit: money(details.amount), remaining: money(details.remaining), resetsAt: dateTimeIn(locale)(details.resets_at) });
}

function timeLimitDetails(details: unknown): TimeLimitDetails | null {
  if (!isRecord(details) || (details.type !== 'session' && details.type !== 'activity') || typeof details.amount !== 'number') return null;
  return details as unknown as TimeLimitDetails;
}

/**
 * The player's message for a refusal's details naming a session-time limit (the session ended:
 * sign in again) or an activity limit (used up until its period resets); null when they name none.
 */
export function timeLimitMessage(rawDetails: unknown, t: Translate, locale: string): string | null {
  const details = timeLimitDetails(rawDetails);
  if (!details) return null;
  if (details.type === 'session') return t('refused.session', { amount: details.amount });
  return t('refused.activity', { period: details.period ?? 'day', amount: details.amount, resetsAt: details.resets_at ? dateTimeIn(locale)(details.resets_at) : '' });
}

function exclusionDetails(details: unknown): ExclusionDetails | null {
  if (!isRecord(details) || (details.type !== 'time_out' && details.type !== 'self_exclusion')) return null;
  return { type: details.type, until: typeof details.until === 'string' ? details.until : null };
}

/**
 * The player's message for a refusal by a responsible-gambling limit, in their language: which limit
 * and when it resets (or when the exclusion ends; a session-time or activity limit's SESSION_LIMIT_REACHED
 * and ACTIVITY_LIMIT_REACHED of placement, the session info and sign-in); null for any other error (spec promotions §8; issue 21).
 */
export function limitRefusalMessage(error: unknown, t: Translate, locale: string, subunitsOf: (currency: string) => number): string | null {
  if (!(error instanceof ApiError)) return null;
  const dateTime = dateTimeIn(locale);
  if (error.code === LIMIT_ERROR_CODES.depositLimitExceeded || error.code === LIMIT_ERROR_CODES.wagerLimitExceeded || error.code === LIMIT_ERROR_CODES.lossLimitExceeded) {
    return limitExceededMessage(error.details, t, locale, subunitsOf);
  }
  if (error.code === LIMIT_ERROR_CODES.sessionLimitReached || error.code === LIMIT_ERROR_CODES.activityLimitReached) {
    return timeLimitMessage(error.details, t, locale);
  }
  if (error.code === LIMIT_ERROR_CODES.playerExcluded) {
    const details = exclusionDetails(error.details);
    if (!details) return null;
    return details.until ? t('refused.excluded', { type: details.type, until: dateTime(details.until) }) : t('refused.excludedIndefinitely', { type: details.type });
  }
  return null;
}
