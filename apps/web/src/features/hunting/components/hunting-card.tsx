'use client';

import type { HuntingDto } from '@sportsbook/contracts/models';
import { formatExactMoney } from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { listsInvalidatedByActivation, promotionKeys } from '@/lib/query/promotion-keys';
import { activateHunting, boostFreebet } from '../api/hunting-api';
import { pointsTowardsNext } from '../lib/hunting-view';
import styles from './hunting.module.css';

/** The /promotions list of the player's bonuses (features/bonuses): a boost changes a free bet's amount there. */
const BONUS_LIST_ROOT = 'promotions';

type Feedback = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string };

/**
 * One hunting (spec promotions §3 "Hunting … farming_stats"): its terms, the player's farming
 * stats as the server computed them, the points towards the next free bet, Activate while it
 * waits (§4: activating a hunting refreshes the hunting list and invalidates the tournament list)
 * and a Boost for each farmed free bet the points left over can raise (POST /bonuses/{id}/boost).
 */
export function HuntingCard({ hunting, signedIn }: { hunting: HuntingDto; signedIn: boolean }) {
  const t = useTranslations('Hunting');
  const statusText = useTranslations('Promotions');
  const locale = useLocale();
  const format = useFormatter();
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'idle' });
  const money = (value: number) => formatExactMoney({ value, currency: hunting.currency, subunits: 100 }, locale);
  const stats = hunting.farming_stats;
  const towards = pointsTowardsNext(hunting);
  const titleId = `hunting-${hunting.id}`;

  const refresh = async (keys: (readonly string[])[]) => {
    for (const key of keys) await queryClient.invalidateQueries({ queryKey: [...key] });
  };
  const activate = () => {
    setFeedback({ kind: 'busy' });
    activateHunting(hunting.id, locale).then(
      () => {
        setFeedback({ kind: 'done', message: t('activated') });
        void refresh(listsInvalidatedByActivation('hunting'));
      },
      () => setFeedback({ kind: 'error', message: t('activateFailed') }),
    );
  };
  const boost = (freebetId: string) => {
    setFeedback({ kind: 'busy' });
    boostFreebet(freebetId, locale).then(
      (boosted) => {
        setFeedback({ kind: 'done', message: t('boosted', { amount: money(boosted.amount) }) });
        void refresh([promotionKeys.huntings, [BONUS_LIST_ROOT]]);
      },
      () => setFeedback({ kind: 'error', message: t('boostFailed') }),
    );
  };

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="hunting-card">
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>{hunting.name}</h3>
        <span data-testid="hunting-status">{statusText(`status.${hunting.computed_status}`)}</span>
      </div>
      <p className="muted">
        {t('terms', { stake: money(hunting.stake_per_point), minStake: money(hunting.min_stake), points: hunting.points_per_freebet, freebet: money(hunting.freebet_amount) })}
        {hunting.min_odds === null ? null : ` ${t('minOdds', { odds: format.number(hunting.min_odds, { minimumFractionDigits: 2, maximumFractionDigits: 3 }) })}`}
        {hunting.farm_once_per_event ? ` ${t('oncePerEvent')}` : null}
      </p>
      {hunting.issued ? (
        <>
          <label className="muted" htmlFor={`${titleId}-meter`}>{t('towardsNext')}</label>
          <progress id={`${titleId}-meter`} className={styles.meter} value={towards.value} max={towards.max} />
          <p aria-live="polite" data-testid="hunting-progress">{t('pointsOf', { points: towards.value, of: towards.max })}</p>
          <dl className={styles.facts}>
            <div><dt>{t('points')}</dt><dd data-testid="hunting-points">{stats.points}</dd></div>
            <div><dt>{t('availablePoints')}</dt><dd>{stats.available_points}</dd></div>
            <div><dt>{t('potentialPoints')}</dt><dd data-testid="hunting-potential">{stats.potential_points}</dd></div>
            <div><dt>{t('betsCount')}</dt><dd data-testid="hunting-bets">{stats.bets_count}</dd></div>
            <div><dt>{t('avgStake')}</dt><dd>{money(stats.avg_stake)}</dd></div>
            <div><dt>{t('potentialFreebet')}</dt><dd>{money(stats.potential_freebet_amount)}</dd></div>
            {hunting.pool_left === null ? null : <div><dt>{t('poolLeft')}</dt><dd>{money(hunting.pool_left)}</dd></div>}
          </dl>
        </>
      ) : null}
      {signedIn ? (
        <div className={styles.actions}>
          {hunting.computed_status === 'available' ? (
            <button type="button" className="button" onClick={activate} disabled={feedback.kind === 'busy'} aria-busy={feedback.kind === 'busy'} data-testid="hunting-activate">
              {t('activate')}
            </button>
          ) : null}
          {stats.available_points > 0
            ? hunting.freebets_to_boost.map((id) => (
              <button key={id} type="button" className="button" onClick={() => boost(id)} disabled={feedback.kind === 'busy'} data-testid="hunting-boost">
                {t('boost', { points: stats.available_points })}
              </button>
            ))
            : null}
        </div>
      ) : null}
      <p role="status" className={styles.feedback}>{feedback.kind === 'done' ? feedback.message : ''}</p>
      {feedback.kind === 'error' ? <p role="alert" className={styles.feedback}>{feedback.message}</p> : null}
    </article>
  );
}
