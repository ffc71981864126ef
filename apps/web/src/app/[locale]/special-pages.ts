import type { SystemSettings } from '@sportsbook/contracts/models';
import { notFound } from 'next/navigation';
import { getSettings } from '@/features/settings/api/get-settings';
import { valueOrNull } from '@/lib/api/settle';
import { STATIC_PATHS } from '@/lib/routes/paths';

/** Pages that exist only when the system settings enable their provider (spec core §3). */
export const SPECIAL_PAGES = {
  racing: { href: STATIC_PATHS.racing, isEnabled: (settings: SystemSettings) => settings.isHorseRacingEnabled },
  lotteries: { href: STATIC_PATHS.lotteries, isEnabled: (settings: SystemSettings) => settings.isLotteryEnabled },
  premiumCricket: { href: STATIC_PATHS.premiumCricket, isEnabled: (settings: SystemSettings) => settings.isPremiumCricketEnabled },
  virtualGamingArena: {
    href: STATIC_PATHS.virtualGamingArena,
    isEnabled: (settings: SystemSettings) => settings.isVirtualGamingArenaEnabled,
  },
} as const;
export type SpecialPage = keyof typeof SPECIAL_PAGES;

export function enabledSpecialPages(settings: SystemSettings): { key: SpecialPage; href: string }[] {
  return (Object.keys(SPECIAL_PAGES) as SpecialPage[])
    .filter((key) => SPECIAL_PAGES[key].isEnabled(settings))
    .map((key) => ({ key, href: SPECIAL_PAGES[key].href }));
}

/** Not found unless the settings enable the page (an unreachable settings call hides it too). */
export async function requireSpecialPage(page: SpecialPage, locale: string): Promise<void> {
  const settings = await valueOrNull(getSettings(locale));
  if (!settings || !SPECIAL_PAGES[page].isEnabled(settings)) notFound();
}
