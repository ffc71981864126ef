'use client';

import type { Score } from '@sportsbook/contracts/models';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { shellLazy } from '@/lib/client-only/shell-lazy';
import { useMatchStatistics } from '../api/get-match-statistics';
import { getMatchTrackerQueryOptions } from '../api/get-match-tracker';
import styles from './statistics-panel.module.css';

// The live tracker (its field, timeline, bars and query) is a chunk of its own, rendered inline
// with no Suspense boundary (shellLazy: a boundary would be painted empty, then filled) from the
// data the match view prefetched.
const MatchTracker = shellLazy(() => import('./match-tracker'));

/** The live tracker (a live match), then the score by period and the match statistics as a table (refreshed while live). */
export function StatisticsPanel({ matchId, live, home, away }: { matchId: number; live: boolean; home: string; away: string }) {
  return (
    <>
      {live ? <MatchTracker matchId={matchId} live={live} home={home} away={away} /> : null}
      <ScoreTable matchId={matchId} live={live} home={home} away={away} />
    </>
  );
}

function ScoreTable({ matchId, live, home, away }: { matchId: number; live: boolean; home: string; away: string }) {
  const t = useTranslations('Match.statistics');
  const locale = useLocale();
  const { data: statistics } = useMatchStatistics(matchId, locale, live);
  // Counts that the live tracker above already compares with its bars are not repeated here.
  const { data: tracker } = useQuery({ ...getMatchTrackerQueryOptions(matchId, locale), enabled: live });
  const inTracker = new Set(live ? tracker?.statistics.map((statistic) => statistic.key) : []);
  if (!statistics) return <p className="muted">{t('none')}</p>;

  const rows: { key: string; label: string; score: Score }[] = [];
  if (statistics.totalScore) rows.push({ key: 'total', label: t('total'), score: statistics.totalScore });
  for (const period of statistics.periodScore) {
    rows.push({ key: period.periodKey, label: period.periodName, score: { home: period.homeScore, away: period.awayScore } });
  }
  if (statistics.corners && !inTracker.has('corners')) rows.push({ key: 'corners', label: t('corners'), score: statistics.corners });
  if (statistics.yellowCards && !inTracker.has('yellow_cards')) rows.push({ key: 'yellow', label: t('yellowCards'), score: statistics.yellowCards });
  if (statistics.redCards && !inTracker.has('red_cards')) rows.push({ key: 'red', label: t('redCards'), score: statistics.redCards });
  if (rows.length === 0) return <p className="muted">{t('none')}</p>;

  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('period')}</th>
          <th scope="col">{home}</th>
          <th scope="col">{away}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.score.home}</td>
            <td>{row.score.away}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
