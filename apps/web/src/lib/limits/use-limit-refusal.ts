'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { limitExceededMessage, limitRefusalMessage, timeLimitMessage } from './limit-refusal';

const subunitsOf = (currency: string) => useAuthStore.getState().accounts.find((account) => account.currency === currency)?.subunits ?? 100;

/** A form's `describe` for useSubmit: a limit's or an exclusion's refusal in the player's language, else null. */
export function useLimitRefusal(): (error: unknown) => string | null {
  const t = useTranslations('limits');
  const locale = useLocale();
  return useCallback(
    (error: unknown) => limitRefusalMessage(error, t, locale, subunitsOf),
    [t, locale],
  );
}

/** A refusal's details (a placement error's payload) naming a deposit, wager, loss, session-time or activity limit, in the player's language; else null. */
export function useLimitDetailsText(): (details: unknown) => string | null {
  const t = useTranslations('limits');
  const locale = useLocale();
  return useCallback((details: unknown) => limitExceededMessage(details, t, locale, subunitsOf) ?? timeLimitMessage(details, t, locale), [t, locale]);
}
