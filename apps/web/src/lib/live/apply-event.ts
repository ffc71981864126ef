import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { MatchesQueryInput } from '@sportsbook/contracts';
import { matchWinnerPredictionId, type ChatMessageDto, type MatchTrackerDto, toMarket, toMatch, toPredictionTally, toSiteConfig, type Market, type Match, type Prediction, type Statistics } from '@sportsbook/contracts/models';
import { showsMatchUpdates } from '@/lib/site-config/match-updates';
import { emitSiteConfigChanged } from '@/lib/site-config/site-config-events';
import { getSiteConfig } from '@/lib/site-config/site-config-store';
import { queryKeys } from '@/lib/query/query-keys';
import { withChatMessage, withoutChatMessage } from './chat-messages';
import { isPublication, type PublicEvent } from './events';
import { mergeMarkets } from './merge-markets';
import { applyMarketsToMatch, mergeMatch, mergeStatistics } from './merge-match';
import { patchMatchList, patchMatchListMarkets, type MatchesPageData } from './patch-match-list';
import { useProviderStatusStore } from './provider-status-store';

/**
 * Applies one public or match-channel publication to the TanStack Query cache with
 * setQueryData (ARCHITECTURE §8): only queries already in the cache are touched, and an update
 * that changes nothing leaves the cached object as it was. Returns whether it was understood.
 */
export function applyPublicEvent(queryClient: QueryClient, locale: string, data: unknown): boolean {
  if (!isPublication(data)) return false;
  const event = data as PublicEvent;
  switch (event.event_name) {
    case 'match_changed':
    case 'match_status_changed':
      applyMatch(queryClient, locale, toMatch(event.message.match));
      return true;
    case 'markets_changed':
      applyMarkets(queryClient, locale, event.message.match_id, event.message.markets.map(toMarket));
      return true;
    case 'provider_status_changed':
      useProviderStatusStore.getState().setStatuses(event.message.provider_statuses);
      return true;
    case 'site_config_changed':
      emitSiteConfigChanged(toSiteConfig(event.message.site_config));
      return true;
    case 'counters_changed':
      // Counters are rendered by the server (sidebar); no client query holds them yet.
      return true;
    case 'vote_changed': {
      const tally = toPredictionTally(event.message);
      queryClient.setQueryData<Prediction>(queryKeys.prediction(tally.predictionId), (previous) => previous && { ...previous, answers: tally.answers, total: tally.total });
      return true;
    }
    case 'tournament_pool_changed':
      // A leaderboard moved: the tournaments on screen read their rating again (only queries in the cache).
      void queryClient.invalidateQueries({ queryKey: queryKeys.promoTournaments() });
      return true;
    case 'chat_message':
      queryClient.setQueryData<readonly ChatMessageDto[]>(queryKeys.chat(event.message.match_id), (previous) => previous && withChatMessage(previous, event.message));
      return true;
    case 'chat_message_deleted':
      queryClient.setQueryData<readonly ChatMessageDto[]>(queryKeys.chat(event.message.match_id), (previous) => previous && withoutChatMessage(previous, event.message.id));
      return true;
    case 'match_tracker': {
      // A whole snapshot: replaces an open tracker unless a newer one is already shown.
      const { tracker } = event.message;
      queryClient.setQueryData<MatchTrackerDto | null>(queryKeys.matchTracker(tracker.match_id), (previous) =>
        previous === undefined || (previous && (previous.events[0]?.id ?? 0) > (tracker.events[0]?.id ?? 0)) ? previous : tracker,
      );
      return true;
    }
    default:
      return false;
  }
}

function applyMatch(queryClient: QueryClient, locale: string, match: Match): void {
  const config = getSiteConfig();
  if (config && !showsMatchUpdates(config, match.sport.type, match.provider)) return;
  queryClient.setQueryData<Match>(queryKeys.match(locale, match.matchId), (previous) => previous && mergeMatch(previous, match));
  queryClient.setQueryData<Statistics | null>(queryKeys.matchStatistics(locale, match.matchId), (previous) =>
    previous === undefined ? undefined : mergeStatistics(previous, match.statistics),
  );
  const refetch: QueryKey[] = [];
  for (const [key, page] of queryClient.getQueriesData<MatchesPageData>({ queryKey: queryKeys.matchesRoot(locale) })) {
    if (!page) continue;
    const query = (key[2] ?? {}) as MatchesQueryInput;
    const patch = patchMatchList(page, match, query);
    if (patch.page !== page) queryClient.setQueryData(key, patch.page);
    if (patch.refetch) refetch.push(key);
  }
  for (const key of refetch) void queryClient.invalidateQueries({ queryKey: key, exact: true });
}

function applyMarkets(queryClient: QueryClient, locale: string, matchId: number, markets: Market[]): void {
  const known = queryClient.getQueryData<Match>(queryKeys.match(locale, matchId));
  const config = getSiteConfig();
  if (known && config && !showsMatchUpdates(config, known.sport.type, known.provider)) return;
  queryClient.setQueryData<Market[]>(queryKeys.matchMarkets(locale, matchId), (previous) => previous && mergeMarkets(previous, markets));
  queryClient.setQueryData<Match>(queryKeys.match(locale, matchId), (previous) => previous && applyMarketsToMatch(previous, markets));
  for (const [key, page] of queryClient.getQueriesData<MatchesPageData>({ queryKey: queryKeys.matchesRoot(locale) })) {
    if (!page) continue;
    const next = patchMatchListMarkets(page, matchId, markets);
    if (next !== page) queryClient.setQueryData(key, next);
  }
}

/** Everything a public channel of `locale` feeds: what to refetch when missed publications cannot be recovered. */
export function publicChannelQueryKeys(locale: string): QueryKey[] {
  return [queryKeys.matchesRoot(locale), ['match', locale], ['match-markets', locale], ['match-statistics', locale]];
}

/** What a match's chat channel feeds. */
export function chatChannelQueryKeys(matchId: number): QueryKey[] {
  return [queryKeys.chat(matchId)];
}

/** What a match channel feeds. */
export function matchChannelQueryKeys(locale: string, matchId: number): QueryKey[] {
  return [
    queryKeys.match(locale, matchId), queryKeys.matchMarkets(locale, matchId), queryKeys.matchStatistics(locale, matchId),
    queryKeys.prediction(matchWinnerPredictionId(matchId)), queryKeys.matchTracker(matchId),
  ];
}
