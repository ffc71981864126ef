'use client';

import type { JackpotDto } from '@sportsbook/contracts/models';
import { formatExactMoney } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { fetchJackpotHits } from '../api/jackpots-api';
import { JACKPOT_HITS_REFRESH_MS } from '../lib/count-up';
import { CountingAmount, JACKPOTS_QUERY_ROOT, useActiveJackpots, useJackpot } from './jackpot-ticker';
import styles from './jackpots.module.css';

function JackpotCard({ jackpot: initial }: { jackpot: JackpotDto }) {
  const t = useTranslations('Jackpots');
  const locale = useLocale();
  const format = useFormatter();
  const jackpot = useJackpot(initial);
  const hits = useQuery({
    queryKey: [JACKPOTS_QUERY_ROOT, 'hits', jackpot.id],
    queryFn: () => fetchJackpotHits({ jackpotId: jackpot.id }),
    refetchInterval: JACKPOT_HITS_REFRESH_MS,
  });
  const money = (value: number) => formatExactMoney({ value, currency: jackpot.currency, subunits: jackpot.currency_subunits }, locale);
  const titleId = `jackpot-${jackpot.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="jackpot-card">
      <h3 id={titleId} className={styles.cardTitle}>
        {jackpot.name}
      </h3>
      <p className={styles.cardAmount}>
        <CountingAmount amount={jackpot.amount} currency={jackpot.currency} subunits={jackpot.currency_subunits} />
      </p>
      <p className="muted">
        {jackpot.min_odds === null ? t('terms', { stake: money(jackpot.min_stake) }) : t('termsWithOdds', { stake: money(jackpot.min_stake), odds: format.number(jackpot.min_odds, { minimumFractionDigits: 2, maximumFractionDigits: 3 }) })}
      </p>
      <h4 className={styles.subTitle}>{t('levels')}</h4>
      <dl className={styles.levels}>
        {jackpot.levels.map((level) => (
          <div key={level.code} className={styles.level}>
            <dt>{level.name}</dt>
            <dd>
              {money(level.pool_amount)}
              {level.state === 'active' ? null : <span className="muted"> {t('levelInactive')}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <h4 className={styles.subTitle}>{t('recentHits')}</h4>
      {hits.data && hits.data.length === 0 ? <p className="muted">{t('noHits')}</p> : null}
      {hits.data && hits.data.length > 0 ? (
        <ul className={styles.hits}>
          {hits.data.map((hit) => (
            <li key={hit.id}>
              {t('hitLine', { amount: money(hit.amount), level: hit.jackpot_level_name, player: hit.user_hash.slice(0, 6), when: format.dateTime(new Date(hit.created_at), 'dateAndTime') })}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** /promotions' jackpots: each active jackpot with its amount counting up, its levels, terms and latest wins. */
export function JackpotsSection() {
  const t = useTranslations('Jackpots');
  const jackpots = useActiveJackpots();
  if (jackpots.isError) return <p role="alert">{t('failedToLoad')}</p>;
  if (!jackpots.data || jackpots.data.length === 0) return null;
  return (
    <section aria-labelledby="promotions-jackpots" className="stack" data-testid="jackpots-section">
      <h2 id="promotions-jackpots">{t('title')}</h2>
      <div className={styles.grid}>
        {jackpots.data.map((jackpot) => (
          <JackpotCard key={jackpot.id} jackpot={jackpot} />
        ))}
      </div>
    </section>
  );
}
