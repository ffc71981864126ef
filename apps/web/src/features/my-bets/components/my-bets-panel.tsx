'use client';

import { AUTH_STATUS } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useAuthUserId } from '@/lib/auth/use-auth-user-id';
import { openModal } from '@/lib/modals/modal-store';
import { useBetEvents, useMyBets } from '../hooks/use-my-bets';
import { BET_LIST_FILTERS, BET_RESULT_FILTERS, type BetListFilters } from '../lib/bet-list';
import { BetCard } from './bet-card';
import { CashedOutNotices } from './cashed-out-notices';
import styles from './my-bets.module.css';

interface FilterGroupProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  optionLabel: (option: T) => string;
  onChange: (option: T) => void;
}

/** A labelled group of toggle buttons (one pressed): keyboard-operable with Tab and Enter/Space. */
function FilterGroup<T extends string>({ label, options, value, optionLabel, onChange }: FilterGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.filters}>
      {options.map((option) => (
        <button key={option} type="button" aria-pressed={option === value} className={styles.filter} onClick={() => onChange(option)}>
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}

/**
 * The MY_BETS tab of the ticket panel (issue 6): the signed-in player's bets with the list and
 * result filters of spec core §3, bet details, live cashout, kept live by bet_changed and
 * bet_cashout_changed. A visitor gets a sign-in prompt.
 */
export function MyBetsPanel() {
  const t = useTranslations('MyBets');
  const locale = useLocale();
  const status = useAuthStore((state) => state.status);
  const userId = useAuthUserId();
  const [filters, setFilters] = useState<BetListFilters>({ status: 'all', result: 'all' });
  const headingId = useId();
  const query = useMyBets(userId, locale, filters);
  useBetEvents();

  if (status === AUTH_STATUS.unknown || status === AUTH_STATUS.pending) {
    return (
      <p role="status" className={styles.note}>
        {t('loading')}
      </p>
    );
  }
  if (userId === null) {
    return (
      <div className={styles.prompt}>
        <p>{t('signInPrompt')}</p>
        <button type="button" className="button" onClick={() => openModal('sign_in')}>
          {t('signIn')}
        </button>
      </div>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="my-bets">
      <h2 id={headingId} className="visually-hidden">
        {t('title')}
      </h2>
      <FilterGroup
        label={t('filterLabel')}
        options={BET_LIST_FILTERS}
        value={filters.status}
        optionLabel={(option) => t(`filter.${option}`)}
        onChange={(option) => setFilters({ status: option, result: option === 'open' ? 'all' : filters.result })}
      />
      {filters.status === 'open' ? null : (
        <FilterGroup
          label={t('resultFilterLabel')}
          options={BET_RESULT_FILTERS}
          value={filters.result}
          optionLabel={(option) => t(`resultFilter.${option}`)}
          onChange={(option) => setFilters({ ...filters, result: option })}
        />
      )}
      <CashedOutNotices openFilter={filters.status === 'open'} />
      {query.isPending ? (
        <p role="status" className={styles.note}>
          {t('loading')}
        </p>
      ) : query.isError ? (
        <div role="alert" className={styles.note}>
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : query.data.length === 0 ? (
        <p className={styles.note}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('listLabel', { count: query.data.length })}>
          {query.data.map((bet) => (
            <li key={bet.id}>
              <BetCard bet={bet} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default MyBetsPanel;
