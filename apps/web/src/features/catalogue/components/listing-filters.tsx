import type { Sport } from '@sportsbook/contracts/models';
import { getTranslations } from 'next-intl/server';
import { LISTING_SORTS, TIME_WINDOWS, type ListingParams } from '../lib/listing-params';
import styles from './listing-filters.module.css';

interface ListingFiltersProps {
  params: ListingParams;
  /** Which filters the page offers. */
  show: { time?: boolean; date?: boolean; sort?: boolean; sport?: boolean; bettable?: boolean };
  sports?: Sport[];
}

/** Listing filters as a plain GET form: works without JavaScript and keeps the address shareable. */
export async function ListingFilters({ params, show, sports = [] }: ListingFiltersProps) {
  const t = await getTranslations('Listing');
  return (
    <form method="get" className={styles.form} aria-label={t('filters')}>
      {show.sport ? (
        <label className={styles.field}>
          <span>{t('sport')}</span>
          {/* The value is the API's sport key as it is (toMatchesQuery). */}
          <select name="sport" defaultValue={params.sport ?? ''}>
            <option value="">{t('allSports')}</option>
            {sports.map((sport) => (
              <option key={sport.id} value={sport.key}>
                {sport.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {show.time ? (
        <label className={styles.field}>
          <span>{t('time')}</span>
          <select name="time" defaultValue={params.time}>
            {TIME_WINDOWS.map((window) => (
              <option key={window} value={window}>
                {t(`timeOptions.${window}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {show.date ? (
        <label className={styles.field}>
          <span>{t('date')}</span>
          <input type="date" name="date" defaultValue={params.date ?? ''} />
        </label>
      ) : null}
      {show.sort ? (
        <label className={styles.field}>
          <span>{t('sortBy')}</span>
          <select name="sortBy" defaultValue={params.sortBy}>
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sortOptions.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {show.bettable ? (
        <label className={styles.check}>
          <input type="checkbox" name="isBettable" value="true" defaultChecked={params.isBettable === 'true'} />
          <span>{t('isBettable')}</span>
        </label>
      ) : null}
      <button type="submit" className="button">
        {t('apply')}
      </button>
    </form>
  );
}
