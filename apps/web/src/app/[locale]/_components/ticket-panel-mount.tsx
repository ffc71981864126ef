import { getSettings } from '@/features/settings/api/get-settings';
import { valueOrNull } from '@/lib/api/settle';
import { toBetLimits } from '@/lib/betslip/bet-limits';
import type { Locale } from '@/lib/i18n/routing';
import { TicketPanelRoot } from './ticket-panel-root';

/**
 * The ticket panel on every page (issue 6). The slip's settings come from GET /settings (read
 * once per render); isMyBetsVisible and the shared-bets flag come from the site configuration
 * (lib/site-config), live.
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
      }}
    />
  );
}
