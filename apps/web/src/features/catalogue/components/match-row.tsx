'use client';

import { homeAndAway, type Match } from '@sportsbook/contracts/models';
import { MARKET_STATUS } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { FavouriteToggle } from '@/components/favourites/favourite-toggle';
import { CompetitorLogo } from '@/components/match/competitor-logo';
import { LiveClock } from '@/components/match/live-clock';
import { OddsButton } from '@/components/odds/odds-button';
import { Link } from '@/lib/i18n/navigation';
import { useSelectionAvailable } from '@/lib/live/provider-status-store';
import { isHalfTime } from '@/lib/match/match-clock';
import { tennisGamePoints } from '@/lib/match/tennis-points';
import { matchPath } from '@/lib/routes/paths';
import { startLabelKey, type StartLabels } from '../lib/start-labels';
import styles from './match-row.module.css';

/**
 * One match in a listing: who plays, when or how it stands, and the main market's prices.
 * Memoized: realtime patches a listing one match at a time (lib/live/patch-match-list keeps the
 * other matches' objects), so only the changed match's row renders again.
 */
export const MatchRow = memo(function MatchRow({ match, startLabels }: { match: Match; startLabels?: StartLabels | undefined }) {
  const t = useTranslations('Listing');
  const tMatch = useTranslations('Match');
  const tStatus = useTranslations('Status');
  const href = matchPath(match);
  const { home, away } = homeAndAway(match) ?? { home: null, away: null };
  const score = match.statistics?.totalScore;
  const clock = match.statistics?.clock;
  const market = match.mainMarket;
  const marketSuspended = market ? market.status !== MARKET_STATUS.allowed : true;
  const extraMarkets = Math.max(0, match.availableMarketsCount - 1);
  const available = useSelectionAvailable(match.provider);
  const gamePoints = tennisGamePoints(match);

  return (
    <li className={styles.row} data-testid="match-row" data-live={match.isLive} data-match-id={match.matchId}>
      <div className={styles.when}>
        {match.isLive ? (
          <>
            <span className={styles.live}>{tStatus('live')}</span>
            {clock?.matchTime ? <LiveClock matchTime={clock.matchTime} stopped={clock.stopped} halfTime={isHalfTime(match.statistics, match.stage)} className={styles.clock} /> : null}
          </>
        ) : (
          <time dateTime={match.startTime} className={styles.time}>
            {startLabels?.[startLabelKey(match)] ?? tMatch('startTime', { time: new Date(match.startTime) })}
          </time>
        )}
        <FavouriteToggle type="matches" id={match.matchId} name={match.name} className={styles.favourite} />
      </div>
      <Link href={href} className={styles.teams}>
        {home && away ? (
          <>
            <TeamLine name={home.name} logo={home.logo} score={score?.home} points={gamePoints?.home} />
            <TeamLine name={away.name} logo={away.logo} score={score?.away} points={gamePoints?.away} />
          </>
        ) : (
          <span className={styles.team}>{match.name}</span>
        )}
      </Link>
      <div className={styles.odds}>
        {market && market.outcomes.length > 0 ? (
          market.outcomes.map((outcome) => (
            <OddsButton
              key={outcome.outcomeId}
              outcomeName={outcome.name}
              odds={outcome.odds}
              suspended={marketSuspended || !outcome.active}
              unavailable={!available}
              nameVisibility={market.outcomes.length <= 3 ? 'wide' : 'never'}
              selection={{ match, market, outcome }}
            />
          ))
        ) : (
          <span className={styles.noOdds}>{t('noOdds')}</span>
        )}
      </div>
      {extraMarkets > 0 ? (
        <Link href={href} className={styles.more} aria-label={t('moreMarketsLabel', { count: extraMarkets, match: match.name })}>
          {t('moreMarkets', { count: extraMarkets })}
        </Link>
      ) : (
        <span className={styles.more} />
      )}
    </li>
  );
});

/** A competitor's line: name, score and, in a live tennis match, the points of the game in play. */
function TeamLine({ name, logo, score, points }: { name: string; logo: string | null; score: number | undefined; points?: string | undefined }) {
  return (
    <span className={styles.team}>
      <CompetitorLogo name={name} logo={logo} alt="" />
      <span className={styles.teamName}>{name}</span>
      {score === undefined ? null : <span className={styles.score}>{score}</span>}
      {points === undefined ? null : (
        <span className={styles.points} data-testid="game-points">
          {points}
        </span>
      )}
    </span>
  );
}
