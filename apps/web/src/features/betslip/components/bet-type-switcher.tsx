'use client';

import { BET_TYPE, betTypeSwitchRefusal, slipSelections, SWITCH_REFUSAL, type BetType, type SwitchRefusal, type Ticket } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { setBetType } from '@/lib/betslip/betslip-store';
import { useSlipSettings } from '@/lib/betslip/slip-settings';
import styles from './betslip.module.css';

const SWITCHABLE: readonly BetType[] = [BET_TYPE.single, BET_TYPE.combo, BET_TYPE.system];

/**
 * Single / combo / system. A refused switch (domain rules) is not silently disabled: the button
 * stays focusable (aria-disabled) and says why in a polite status line. A type that cannot be
 * placed with these selections (their conflicts, issue 18 point 7) says so at once, without a
 * press, and points to the named conflicts (`conflictsId`).
 */
export function BetTypeSwitcher({ ticket, disabled, conflictsId }: { ticket: Ticket; disabled: boolean; conflictsId?: string | undefined }) {
  const t = useTranslations('Betslip');
  const availability = useSlipSettings((state) => state.multiSingleAvailableByProvider);
  const [reason, setReason] = useState<SwitchRefusal | null>(null);
  const reasonId = useId();
  const current = ticket.bets[0]?.betType ?? BET_TYPE.single;
  const count = slipSelections(ticket).length;
  if (current === BET_TYPE.customBet) return <p className={styles.betTypeCustom}>{t('betType.custom_bet')}</p>;
  const refusals = new Map(SWITCHABLE.map((type) => [type, type === current ? null : betTypeSwitchRefusal(ticket, type, availability)]));
  const unplaceable = SWITCHABLE.filter((type) => refusals.get(type) === SWITCH_REFUSAL.conflictingSelections);
  const unplaceableId = `${reasonId}-unplaceable`;
  return (
    <div className={styles.betTypes}>
      <div role="group" aria-label={t('betTypeLabel')} aria-describedby={reasonId} className={styles.betTypeGroup}>
        {SWITCHABLE.map((type) => {
          const refusal = refusals.get(type) ?? null;
          const conflicting = refusal === SWITCH_REFUSAL.conflictingSelections;
          return (
            <button
              key={type}
              type="button"
              className={styles.betType}
              aria-pressed={type === current}
              aria-disabled={disabled || refusal !== null}
              aria-describedby={conflicting ? [unplaceableId, conflictsId].filter(Boolean).join(' ') : undefined}
              data-unplaceable={conflicting || undefined}
              data-testid={`bet-type-${type}`}
              onClick={() => {
                if (disabled || type === current) return;
                setReason(setBetType(type));
              }}
            >
              {t(`betType.${type}`)}
            </button>
          );
        })}
      </div>
      {unplaceable.length > 0 ? (
        <p id={unplaceableId} className={styles.unplaceable} data-testid="bet-types-unplaceable">
          {t('conflicts.unplaceable', { types: unplaceable.map((type) => t(`betType.${type}`)).join(', '), count: unplaceable.length })}
        </p>
      ) : null}
      <p id={reasonId} role="status" className={styles.reason}>
        {reason ? t(`refusal.${reason}`, { count }) : ''}
      </p>
    </div>
  );
}
