'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/** Looks like a message key (error.place_bets.default), not a text the server already localised. */
export function isMessageKey(text: string): boolean {
  return /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/i.test(text);
}

/**
 * Turns a domain / server message key into text (spec core §8): a known key from the catalogue
 * (Betslip.keys.*), a server-localised message as is, an unknown key as the default placement error.
 */
export function useMessageText(): (key: string) => string {
  const t = useTranslations('Betslip');
  return useCallback(
    (key: string) => {
      const path = `keys.${key}`;
      if (isMessageKey(key) && t.has(path as never)) return t(path as never);
      if (isMessageKey(key) || key === '') return t('keys.error.place_bets.default');
      return key;
    },
    [t],
  );
}
