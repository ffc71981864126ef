'use client';

import type { SearchResult } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { matchPath, sportChildPath } from '@/lib/routes/paths';
import styles from './search-box.module.css';

interface SearchResultsProps {
  query: string;
  result: SearchResult | undefined;
  isFetching: boolean;
  isError: boolean;
  onNavigate: () => void;
}

export function SearchResults({ query, result, isFetching, isError, onNavigate }: SearchResultsProps) {
  const t = useTranslations('Search');
  const count = result ? result.matches.length + result.tournaments.length : 0;
  return (
    <>
      <p className={styles.status} role="status" aria-live="polite">
        {isError ? t('failed') : isFetching && !result ? t('searching') : t('resultCount', { count })}
      </p>
      {result && count === 0 ? <p className={styles.empty}>{t('noResults', { query: query.trim() })}</p> : null}
      {result && result.tournaments.length > 0 ? (
        <section aria-label={t('leagues')}>
          <h2 className={styles.heading}>{t('leagues')}</h2>
          <ul>
            {result.tournaments.map((tournament) => (
              <li key={tournament.id}>
                <Link href={sportChildPath(tournament.sport.key, tournament.slug)} className={styles.item} onClick={onNavigate}>
                  <span>{tournament.name}</span>
                  <span className={styles.context}>{tournament.category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result && result.matches.length > 0 ? (
        <section aria-label={t('matches')}>
          <h2 className={styles.heading}>{t('matches')}</h2>
          <ul>
            {result.matches.map((match) => (
              <li key={match.matchId}>
                <Link href={matchPath(match)} className={styles.item} onClick={onNavigate}>
                  <span>{match.name}</span>
                  <span className={styles.context}>{match.tournament.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
