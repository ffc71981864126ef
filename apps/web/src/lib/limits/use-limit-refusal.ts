'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { limitRefusalMessage } from './limit-refusal';

/** A form's `describe` for useSubmit: a limit's or an exclusion's refusal in the player's language, else null. */
export function useLimitRefusal(): (error: unknown) => string | null {
  const t = useTranslations('limits');
  const locale = useLocale();
  return useCallback(
    (error: unknown) => limitRefusalMessage(error, t, locale, (currency) => useAuthStore.getState().accounts.find((account) => account.currency === currency)?.subunits ?? 100),
    [t, locale],
  );
}
