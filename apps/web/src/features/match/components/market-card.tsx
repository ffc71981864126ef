'use client';

import type { Market, Match } from '@sportsbook/contracts/models';
import { MARKET_STATUS } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { OddsButton } from '@/components/odds/odds-button';
import styles from './market-card.module.css';

/**
 * One market with its outcomes; a suspended market is marked and its prices are locked. Memoized:
 * a live match's markets are refetched and patched often, and the query keeps the objects of the
 * markets that did not change, so only the card of a moved market renders again.
 */
export const MarketCard = memo(function MarketCard({ market, match, unavailable = false }: { market: Market; match?: Match | undefined; unavailable?: boolean }) {
  const t = useTranslations('Odds');
  const suspended = market.status !== MARKET_STATUS.allowed;
  const columns = market.outcomes.length === 2 || market.outcomes.length === 4 ? 2 : 3;
  return (
    <section className={styles.card} data-suspended={suspended} data-testid="market">
      <h3 className={styles.title}>
        <span>{market.name}</span>
        {suspended ? <span className={styles.badge}>{t('suspended')}</span> : null}
      </h3>
      <ul className={styles.outcomes} data-columns={columns}>
        {market.outcomes.map((outcome) => (
          <li key={outcome.outcomeId}>
            <OddsButton
              outcomeName={outcome.name}
              odds={outcome.odds}
              suspended={suspended || !outcome.active}
              unavailable={unavailable}
              selection={match ? { match, market, outcome } : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
