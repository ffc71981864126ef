'use client';

import { isOpenBet, type PlacedBet } from '@sportsbook/contracts/models';
import { formatExactMoney, formatOdds, systemLineCount } from '@sportsbook/domain';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';
import { betBonusSummary } from '../lib/bet-bonus';
import { shownOdds } from '../lib/bet-list';
import { CashoutControl } from './cashout-control';
import { SystemLines } from './system-lines';
import styles from './my-bets.module.css';

/** What each free-bet kind's line says (docs/bonuses.md "Free-bet payouts"). */
const BONUS_KEYS = {
  freebet: 'bonus.freebet',
  freebet_only_win: 'bonus.freebet',
  freebet_all_win: 'bonus.freebet',
  freebet_no_risk: 'bonus.freebet_no_risk',
} as const;

/** One bet of the list: summary, expandable selections, live cashout while open. */
export function BetCard({ bet }: { bet: PlacedBet }) {
  const t = useTranslations('MyBets');
  const locale = useLocale();
  const format = useFormatter();
  const oddsFormat = useOddsFormat();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const headingId = useId();
  const money = (value: number) => formatExactMoney({ value, currency: bet.currency, subunits: bet.subunits }, locale);
  const open = isOpenBet(bet);
  const { system } = bet;
  const lines = system ? systemLineCount(system) : 1;
  const typeLabel = system ? t('type.systemOf', { wins: system.winCount, total: system.totalCount, lines }) : t(`type.${bet.type}`);
  const bonus = betBonusSummary(bet);
  const outcomeLabel = open ? t(`status.${bet.status}`) : t(`result.${bet.result}`);

  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="bet-card" data-bet-id={bet.id}>
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardTitle}>
          {typeLabel} <span className={styles.ref}>{t('ref', { ref: bet.ref })}</span>
        </h3>
        <span className={open ? styles.badge : `${styles.badge} ${styles[`result_${bet.result}`] ?? ''}`} data-testid="bet-outcome">
          {outcomeLabel}
        </span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{system ? t('totalStake') : t('stake')}</dt>
          <dd data-testid="bet-stake">{system ? t('stakeOfLines', { total: money(bet.stake), lines, perLine: money(Math.floor(bet.stake / lines)) }) : money(bet.stake)}</dd>
        </div>
        {/* A system bet has no one price: its lines have theirs (issue 18 point 8). */}
        {system ? null : (
          <div>
            <dt>{t('odds')}</dt>
            <dd data-testid="bet-odds">{formatOdds(shownOdds(bet), oddsFormat)}</dd>
          </div>
        )}
        {open || bet.winAmount === null ? (
          <div>
            <dt>{system ? t('maxPotentialWin') : t('potentialWin')}</dt>
            <dd data-testid="bet-potential-win">{money(bet.potentialWinAmount)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('winAmount')}</dt>
            <dd data-testid="bet-win-amount">{money(bet.winAmount)}</dd>
          </div>
        )}
        {bonus ? (
          <div data-testid="bet-bonus">
            <dt>{t('bonus.label')}</dt>
            <dd>
              {bonus.type === 'comboboost'
                ? t('bonus.comboboost', { odds: formatOdds(bonus.boostedOdds, oddsFormat), added: money(bonus.added) })
                : t(BONUS_KEYS[bonus.type], { amount: money(bonus.stake) })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('placedAt')}</dt>
          <dd>
            <time dateTime={bet.createdAt}>{format.dateTime(new Date(bet.createdAt), 'shortDateAndTime')}</time>
          </dd>
        </div>
      </dl>
      {open ? <CashoutControl bet={bet} /> : null}
      <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded((value) => !value)}>
        {system ? t('showSystemDetails', { count: bet.selections.length, lines }) : t('showDetails', { count: bet.selections.length })}
      </button>
      {system && expanded ? <SystemLines bet={bet} system={system} /> : null}
      <ul id={detailsId} className={styles.selections} hidden={!expanded} aria-label={t('selectionsOf', { ref: bet.ref })}>
        {bet.selections.map((selection) => (
          <li key={selection.id} className={styles.selection}>
            <p className={styles.matchName}>
              {selection.match.nameA} – {selection.match.nameB}
            </p>
            <p className={styles.muted}>{selection.match.tournamentName}</p>
            <p>
              {selection.marketName}: <strong>{selection.outcomeName}</strong>{' '}
              <span className={styles.odds} data-testid="bet-selection-odds">
                {formatOdds(selection.odds, oddsFormat)}
              </span>
            </p>
            <p className={styles.selectionStatus}>{t(`selectionStatus.${selection.status}`)}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
