import { homeAndAway, type Match } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { FavouriteToggle } from '@/components/favourites/favourite-toggle';
import { CompetitorLogo } from '@/components/match/competitor-logo';
import { MatchLiveStatus } from './match-live-status';
import { MatchScore } from './match-score';
import styles from './match-header.module.css';

/**
 * Competitors with logos, score, clock and status (an outright: its name, end date and list of
 * competitors). What does not change while the page is open renders on the server only; the
 * status line and the score are client islands kept current by realtime (less first-load code).
 */
export function MatchHeader({ matchId, initialMatch: match }: { matchId: number; initialMatch: Match }) {
  const t = useTranslations('Match');
  const { home, away } = homeAndAway(match) ?? { home: null, away: null };

  return (
    <header className={styles.header} aria-labelledby="match-title">
      <p className={styles.meta}>
        <MatchLiveStatus matchId={matchId} initialMatch={match} />
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
          <MatchScore matchId={matchId} initialMatch={match} className={styles.center} />
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
