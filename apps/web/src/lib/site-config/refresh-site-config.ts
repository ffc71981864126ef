import { toSiteConfig, type SiteConfigDto } from '@sportsbook/contracts/models';
import { browserReader, sportsbookRequest } from '@/lib/api/api-client';
import { emitSiteConfigChanged } from './site-config-events';

/**
 * Reads the site configuration again (GET /site_config) and hands it to the page's store: after
 * the public channel was (re)subscribed without recovering what it missed, a change pushed
 * meanwhile is not lost. The store keeps whichever is newer.
 */
export async function refreshSiteConfig(): Promise<void> {
  const body = await sportsbookRequest('/site_config', browserReader<{ data: SiteConfigDto }>());
  emitSiteConfigChanged(toSiteConfig(body.data));
}
