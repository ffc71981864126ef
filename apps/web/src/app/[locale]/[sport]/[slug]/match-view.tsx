import { homeAndAway, marketsResponseSchema, matchTrackerResponseSchema, statisticsResponseSchema, type Match } from '@sportsbook/contracts';
import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { getMatchQueryOptions } from '@/features/match/api/get-match';
import { getMatchMarketsQueryOptions } from '@/features/match/api/get-match-markets';
import { getMatchStatisticsQueryOptions } from '@/features/match/api/get-match-statistics';
import { getMatchTrackerQueryOptions } from '@/features/match/api/get-match-tracker';
import { MatchHeader } from '@/features/match/components/match-header';
import { MatchMarkets } from '@/features/match/components/match-markets';
import { MatchSideTabs } from '@/features/match/components/match-side-tabs';
import { MatchPredictionSlot } from '@/features/predictions/components/match-prediction-slot';
import { CustomBetEntry } from '@/features/custom-bet/components/custom-bet-entry';
import { getSettings } from '@/features/settings/api/get-settings';
import { valueOrNull } from '@/lib/api/settle';
import { serverReader } from '@/lib/api/server-reader';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { getServerQueryClient } from '@/lib/query/get-server-query-client';
import { matchPath, sportChildPath, sportPath } from '@/lib/routes/paths';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { alternateLinks } from '@/lib/seo/alternate-links';
import { sportsEventJsonLd } from '@/lib/seo/sports-event-json-ld';
import { getServerEnv } from '@/lib/server-env';
import styles from './match-view.module.css';
// The open STATISTICS tab (score table and live tracker) is rendered in the shell but its code is
// lazy chunks: their styles come with the page's (a server component's CSS costs no JavaScript),
// not later with the chunks, when the tab would grow under the reader (issue 18, layout shift).
import '@/features/match/components/statistics-panel.module.css';
import '@/features/match/components/match-tracker.module.css';

/** The match page: header, all markets by group, and the side tabs; first paint has the data. */
export async function MatchView({ match, locale }: { match: Match; locale: Locale }) {
  const t = await getTranslations('Match');
  const queryClient = getServerQueryClient();
  queryClient.setQueryData(getMatchQueryOptions(match.matchId, locale).queryKey, match);
  await Promise.all([
    queryClient.prefetchQuery(getMatchMarketsQueryOptions(match.matchId, locale, serverReader(marketsResponseSchema))),
    queryClient.prefetchQuery(getMatchStatisticsQueryOptions(match.matchId, locale, serverReader(statisticsResponseSchema))),
    // The live tracker heads the open STATISTICS tab: in the first paint, not filled in after it.
    match.status === 1 ? queryClient.prefetchQuery(getMatchTrackerQueryOptions(match.matchId, locale, serverReader(matchTrackerResponseSchema))) : null,
  ]);
  // Bet builder entry (issue 6) when the site enables custom bets and the match is prematch or live.
  const customBetEnabled = (await valueOrNull(getSettings(locale)))?.customBetEnabled === true && (match.status === 0 || match.status === 1);
  const sides = homeAndAway(match);
  const home = sides?.home.name ?? '';
  const away = sides?.away.name ?? '';
  // The prediction card loads after the page: beside the markets (under the side tabs) when there
  // is room, else below them; never above the markets, which it would push down as it appears.
  const prediction = (placement: string | undefined) =>
    match.type === 'match' && home && away ? <MatchPredictionSlot matchId={match.matchId} home={home} away={away} className={placement} /> : null;

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      {/* The data layer's page key (spec core §2): the path alone does not tell a match from a league. */}
      <span hidden data-page-key="match" />
      {/* schema.org SportsEvent for search engines: server-rendered data, no JavaScript. */}
      <JsonLdScript data={sportsEventJsonLd(match, new URL(alternateLinks(matchPath(match), locale).canonical, getServerEnv().SITE_URL).href)} />
      <nav aria-label={t('breadcrumbs')}>
        <ol className={styles.breadcrumbs}>
          <li>
            <Link href={sportPath(match.sport.key)}>{match.sport.name}</Link>
          </li>
          <li>
            <Link href={sportChildPath(match.sport.key, match.tournament.category.slug)}>{match.tournament.category.name}</Link>
          </li>
          <li>
            <Link href={sportChildPath(match.sport.key, match.tournament.slug)}>{match.tournament.name}</Link>
          </li>
        </ol>
      </nav>
      <MatchHeader matchId={match.matchId} initialMatch={match} />
      <div className={styles.room}>
        <div className={styles.layout}>
          {/* The side tabs come first in the document, as they show first where the room is narrow: a
              browser paints a long page as it arrives, and markets painted before them would move down. */}
          <aside aria-label={t('sideTabs')} className={styles.side}>
            <MatchSideTabs matchId={match.matchId} live={match.isLive} hasVideo={match.hasVideo} home={home} away={away} />
            {prediction(styles.besideMarkets)}
          </aside>
          <section aria-labelledby="match-markets" className={styles.markets}>
            <h2 id="match-markets">{t('markets')}</h2>
            {customBetEnabled ? <CustomBetEntry match={match} /> : null}
            <MatchMarkets matchId={match.matchId} live={match.isLive} />
            {prediction(styles.belowMarkets)}
          </section>
        </div>
      </div>
    </HydrationBoundary>
  );
}
