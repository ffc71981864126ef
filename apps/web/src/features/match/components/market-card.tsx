'use client';

import type { Market, Match } from '@sportsbook/contracts/models';
import { MARKET_STATUS } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { memo, useMemo, type CSSProperties } from 'react';
import { OddsButton } from '@/components/odds/odds-button';
import { sameSelectionMatch } from '@/lib/betslip/selection-model';
import { marketLayout } from '@/lib/match/market-layout';
import styles from './market-card.module.css';

interface MarketCardProps {
  market: Market;
  match?: Match | undefined;
  unavailable?: boolean;
}

/**
 * One market with its outcomes; a suspended market is marked and its prices are locked. Memoized:
 * a live match's markets are refetched and patched often, and the query keeps the objects of the
 * markets that did not change, so only the card of a moved market renders again; a new score or
 * clock of the match changes none of its selections, so it renders no card again either.
 */
export const MarketCard = memo(function MarketCard({ market, match, unavailable = false }: MarketCardProps) {
  const t = useTranslations('Odds');
  const suspended = market.status !== MARKET_STATUS.allowed;
  // Laid out by outcome count and label length (lib/match/market-layout): no label is ever cut.
  const layout = useMemo(() => marketLayout(market.outcomes.map((outcome) => outcome.name)), [market.outcomes]);
  return (
    <section className={styles.card} data-suspended={suspended} data-testid="market">
      <h3 className={styles.title}>
        <span>{market.name}</span>
        {suspended ? <span className={styles.badge}>{t('suspended')}</span> : null}
      </h3>
      <ul className={styles.outcomes} data-layout={layout.kind} data-columns={layout.kind === 'columns' ? layout.columns : 3}>
        {market.outcomes.map((outcome, index) => (
          <li key={outcome.outcomeId} style={layout.kind === 'scores' ? scoreCell(layout.placements[index]) : undefined}>
            <OddsButton
              stacked={layout.kind === 'scores' || layout.columns === 3}
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
}, sameCard);

/** A correct-score cell: its column (home wins, draws, away wins) and row; 0 is the full-width row below. */
function scoreCell(placement: { column: number; row: number } | undefined): CSSProperties | undefined {
  if (!placement) return undefined;
  return { gridColumn: placement.column === 0 ? '1 / -1' : placement.column, gridRow: placement.row };
}

function sameCard(before: MarketCardProps, after: MarketCardProps): boolean {
  const matches = before.match === after.match || (before.match !== undefined && after.match !== undefined && sameSelectionMatch(before.match, after.match));
  return before.market === after.market && before.unavailable === after.unavailable && matches;
}
