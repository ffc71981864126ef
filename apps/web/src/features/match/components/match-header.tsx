'use client';

import { homeAndAway, type Match } from '@sportsbook/contracts/models';
import { MATCH_STATUS, type MatchStatus } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { FavouriteToggle } from '@/components/favourites/favourite-toggle';
import { CompetitorLogo } from '@/components/match/competitor-logo';
import { LiveClock } from '@/components/match/live-clock';
import { isHalfTime } from '@/lib/match/match-clock';
import { tennisGamePoints } from '@/lib/match/tennis-points';
import { useMatchChannel } from '@/lib/realtime/use-match-channel';
import { useMatch } from '../api/get-match';
import styles from './match-header.module.css';

const STATUS_KEYS = {
  [MATCH_STATUS.prematch]: 'prematch',
  [MATCH_STATUS.live]: 'live',
  [MATCH_STATUS.stopped]: 'stopped',
  [MATCH_STATUS.closed]: 'closed',
  [MATCH_STATUS.finished]: 'finished',
  [MATCH_STATUS.notCovered]: 'notCovered',
} as const satisfies Record<MatchStatus, string>;

/**
 * Competitors with logos, score, clock and status (an outright: its name, end date and list of
 * competitors); kept current by realtime while the page is open.
 */
export function MatchHeader({ matchId, initialMatch }: { matchId: number; initialMatch: Match }) {
  const t = useTranslations('Match');
  const tStatus = useTranslations('Status');
  const locale = useLocale();
  const { data } = useMatch(matchId, locale);
  // The match's own realtime channel while its page is open.
  useMatchChannel(matchId);
  const match = data ?? initialMatch;
  const score = match.statistics?.totalScore;
  const clock = match.statistics?.clock;
  const { home, away } = homeAndAway(match) ?? { home: null, away: null };
  const showScore = score && match.status !== MATCH_STATUS.prematch;
  const halfTime = isHalfTime(match.statistics, match.stage);
  const gamePoints = tennisGamePoints(match);

  return (
    <header className={styles.header} aria-labelledby="match-title">
      <p className={styles.meta}>
        <span className={styles.status} data-live={match.isLive}>
          {tStatus(STATUS_KEYS[match.status])}
        </span>
        {match.isLive && clock?.matchTime ? (
          <span aria-label={halfTime ? t('halfTimeLabel') : t('clock', { time: clock.matchTime })}>
            <LiveClock matchTime={clock.matchTime} stopped={clock.stopped} halfTime={halfTime} className={styles.clock} />
          </span>
        ) : null}
        {match.isLive ? null : (
          <time dateTime={match.startTime}>{t('startsAt', { time: t('startTime', { time: new Date(match.startTime) }) })}</time>
        )}
        {match.type !== 'match' && match.endDate ? (
          <time dateTime={match.endDate}>{t('endsAt', { time: t('startTime', { time: new Date(match.endDate) }) })}</time>
        ) : null}
        <FavouriteToggle type="matches" id={match.matchId} name={match.name} className={styles.favourite} />
      </p>
      {home && away ? (
        <div className={styles.board}>
          <div className={styles.team}>
            <CompetitorLogo name={home.name} logo={home.logo} alt={t('logoAlt', { team: home.name })} size="lg" />
            <span className={styles.teamName}>{home.name}</span>
          </div>
          <div className={styles.center} aria-live="polite" aria-atomic="true">
            {showScore ? (
              <span className={styles.score} aria-label={t('score', { home: score.home, away: score.away })} data-testid="match-score">
                <span dir="ltr">
                  {score.home} : {score.away}
                </span>
              </span>
            ) : null}
            {showScore && gamePoints ? (
              <span className={styles.gamePoints} aria-label={t('gamePoints', gamePoints)} data-testid="game-points">
                <span dir="ltr">
                  {gamePoints.home} : {gamePoints.away}
                </span>
              </span>
            ) : null}
            {showScore ? null : (
              <span className={styles.versus}>{t('versus')}</span>
            )}
          </div>
          <div className={styles.team}>
            <CompetitorLogo name={away.name} logo={away.logo} alt={t('logoAlt', { team: away.name })} size="lg" />
            <span className={styles.teamName}>{away.name}</span>
          </div>
        </div>
      ) : null}
      <h1 id="match-title" className={home && away ? 'visually-hidden' : styles.title}>
        {match.name}
      </h1>
      {match.type !== 'match' && match.competitors.length > 0 ? (
        <div>
          <h2 id="outright-competitors" className={styles.competitorsTitle}>
            {t('competitors')}
          </h2>
          <ul className={styles.competitors} aria-labelledby="outright-competitors">
            {match.competitors.map((competitor) => (
              <li key={competitor.id} className={styles.competitor}>
                <CompetitorLogo name={competitor.name} logo={competitor.logo} alt={t('logoAlt', { team: competitor.name })} size="sm" />
                <span>{competitor.name}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {match.stadium && match.city ? <p className={styles.venue}>{t('venue', { stadium: match.stadium, city: match.city })}</p> : null}
    </header>
  );
}
