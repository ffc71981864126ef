import type { ChatMessageDto, CountersDto, MarketDto, MatchDto, MatchTrackerDto, PredictionTallyDto, SiteConfigDto } from '@sportsbook/contracts/models';
import type { ProviderStatus } from './provider-status';

/**
 * Realtime publications the browser reads (ARCHITECTURE §6, spec promotions §3): every one is
 * {event_name, message}. Types only: the server validated them with the contract's zod schemas
 * before publishing, and zod stays out of the browser.
 */
export type PublicEvent =
  | { event_name: 'match_changed'; message: { match: MatchDto } }
  | { event_name: 'match_status_changed'; message: { match: MatchDto } }
  | { event_name: 'markets_changed'; message: { match_id: number; markets: MarketDto[] } }
  | { event_name: 'provider_status_changed'; message: { provider_statuses: ProviderStatus[] } }
  | { event_name: 'counters_changed'; message: { counters: CountersDto } }
  | { event_name: 'vote_changed'; message: PredictionTallyDto }
  | { event_name: 'site_config_changed'; message: { site_config: SiteConfigDto } }
  | { event_name: 'tournament_pool_changed'; message: { tournament_id: number; currency: string; participants: number; farmed_total: number } }
  | { event_name: 'chat_message'; message: ChatMessageDto }
  | { event_name: 'chat_message_deleted'; message: { id: number; match_id: number } }
  | { event_name: 'match_tracker'; message: { tracker: MatchTrackerDto } };

/** A private ($sportsbook:user:…) publication: balance_changed, notification, bet_changed … */
export interface UserEvent {
  event_name: string;
  message: Record<string, unknown>;
}

/** The envelope check every publication passes before it is applied (anything else is ignored). */
export function isPublication(data: unknown): data is { event_name: string; message: Record<string, unknown> } {
  if (typeof data !== 'object' || data === null) return false;
  const { event_name: name, message } = data as Record<string, unknown>;
  return typeof name === 'string' && typeof message === 'object' && message !== null;
}
