import { getSettings } from '@/features/settings/api/get-settings';
import { valueOrNull } from '@/lib/api/settle';
import { toBetLimits } from '@/lib/betslip/bet-limits';
import type { Locale } from '@/lib/i18n/routing';
import { getServerEnv } from '@/lib/server-env';
import { TicketPanelRoot } from './ticket-panel-root';

/**
 * The ticket panel on every page (issue 6). The slip's settings come from GET /settings (read
 * once per render); the site config isMyBetsVisible from the web server env MY_BETS_VISIBLE
 * (default on: no site-config service exists yet).
 */
export async function TicketPanelMount({ locale }: { locale: Locale }) {
  const settings = await valueOrNull(getSettings(locale));
  return (
    <TicketPanelRoot
      settings={{
        stakes: settings?.stakes ?? [],
        oddsAcceptMode: settings?.oddsAcceptMode ?? 'NONE',
        multiSingleAvailableByProvider: settings?.multiSingleAvailableByProvider ?? {},
        betsLimits: toBetLimits(settings?.betsLimits),
        customBetEnabled: settings?.customBetEnabled ?? false,
        isMyBetsVisible: getServerEnv().MY_BETS_VISIBLE,
        isSharedBetsEnabled: getServerEnv().FEATURE_SHARED_BETS,
      }}
    />
  );
}
