import type { Provider, SportType } from '@sportsbook/domain';
import type { SiteConfig } from '@sportsbook/contracts/models';

/**
 * Spec core §5: match updates are shown only when the provider check by sport type passes — the
 * match's provider is one the site configuration lists for its sport type (`sportTypeProviders`).
 * A sport type the configuration does not list is not gated.
 */
export function showsMatchUpdates(config: Pick<SiteConfig, 'sportTypeProviders'>, sportType: SportType, provider: Provider): boolean {
  const providers = config.sportTypeProviders[sportType];
  return providers === undefined || providers.includes(provider);
}
