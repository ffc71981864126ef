import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components read (useTranslations in 'use client' modules).
 * Only these are serialised into the page for the browser; server components read the rest on
 * the server. Add a namespace here when a client component starts using it
 * (client-messages.test.ts checks the list against the code).
 */
export const CLIENT_NAMESPACES = [
  'Layout',
  'OddsFormat',
  'Search',
  'Listing',
  'Status',
  'Odds',
  'Match',
  'MarketGroups',
  'Pages',
  'page',
  'auth',
  'account',
  'modals',
  'realtime',
  'MyBets',
  'SharedBets',
  'CustomBet',
  'Betslip',
  'QuickBet',
  'Favourites',
  'Notifications',
  'Alerts',
  'limits',
  'realityCheck',
  'Promotions',
  'Prediction',
  'spi',
  'SideEffects',
  'Jackpots',
  'Hunting',
  'Tournaments',
  'Lootboxes',
] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of CLIENT_NAMESPACES) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
