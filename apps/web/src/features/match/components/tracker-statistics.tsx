'use client';

import type { MatchTrackerDto } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { homeShare } from '../lib/tracker-view';
import styles from './match-tracker.module.css';

/** The widget statistics (spec core §3): a table, each row with a bar comparing the sides. */
export function TrackerStatistics({ tracker, home, away }: { tracker: MatchTrackerDto; home: string; away: string }) {
  const t = useTranslations('Match.tracker');
  const rows = [
    ...(tracker.possession ? [{ key: 'possession', label: t('possession'), home: tracker.possession.home, away: tracker.possession.away, percent: true }] : []),
    ...tracker.statistics.map((entry) => ({ key: entry.key, label: t(`stats.${entry.key}`), home: entry.home, away: entry.away, percent: false })),
  ];
  return (
    <table className={styles.statistics} data-testid="tracker-statistics">
      <caption className="visually-hidden">{t('statistics')}</caption>
      <thead>
        <tr>
          <th scope="col">{home}</th>
          <th scope="col"><span className="visually-hidden">{t('statistic')}</span></th>
          <th scope="col">{away}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-statistic={row.key}>
            <td>{row.percent ? t('percent', { value: row.home }) : row.home}</td>
            <th scope="row">
              {row.label}
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.homeBar} style={{ inlineSize: `${row.percent ? row.home : homeShare(row.home, row.away)}%` }} />
              </span>
            </th>
            <td>{row.percent ? t('percent', { value: row.away }) : row.away}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
