'use client';

import type { Score } from '@sportsbook/contracts/models';
import { useLocale, useTranslations } from 'next-intl';
import { useMatchStatistics } from '../api/get-match-statistics';
import styles from './statistics-panel.module.css';

/** Score by period and match statistics, as a table (refreshed while live). */
export function StatisticsPanel({ matchId, live, home, away }: { matchId: number; live: boolean; home: string; away: string }) {
  const t = useTranslations('Match.statistics');
  const locale = useLocale();
  const { data: statistics } = useMatchStatistics(matchId, locale, live);
  if (!statistics) return <p className="muted">{t('none')}</p>;

  const rows: { key: string; label: string; score: Score }[] = [];
  if (statistics.totalScore) rows.push({ key: 'total', label: t('total'), score: statistics.totalScore });
  for (const period of statistics.periodScore) {
    rows.push({ key: period.periodKey, label: period.periodName, score: { home: period.homeScore, away: period.awayScore } });
  }
  if (statistics.corners) rows.push({ key: 'corners', label: t('corners'), score: statistics.corners });
  if (statistics.yellowCards) rows.push({ key: 'yellow', label: t('yellowCards'), score: statistics.yellowCards });
  if (statistics.redCards) rows.push({ key: 'red', label: t('redCards'), score: statistics.redCards });
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
