'use client';

import {
  BET_TYPE,
  betLineCount,
  checkBetLimits,
  formatExactMoney,
  formatOdds,
  isFreebetBonus,
  padRecommendedStakes,
  selectBetTotalOdds,
  selectHasPendingChanges,
  selectIsMultiSingle,
  selectionRestriction,
  selectTotalStake,
  slipSelections,
  stakePerLine,
  TICKET_STATE,
  toLimitedBet,
  type LimitViolation,
  type SlipBet,
  type Ticket,
} from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';
import { acceptChanges, clearSlip, removeSelection, setCollapsed, setStake, useBetslipStore, useTicket } from '@/lib/betslip/betslip-store';
import { betLimits, canSubmit, isCustomBetTooSmall, oddsAcceptMode, placeBets } from '@/lib/betslip/placement';
import { useSlipSettings } from '@/lib/betslip/slip-settings';
import { useSelectionAnnouncements } from '@/lib/live/use-selection-announcements';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';
import { useMessageText } from '../lib/use-message-text';
import { usePlacementErrorText } from '../lib/use-placement-error-text';
import { conflictsBySelection, slipConflicts } from '../lib/slip-conflicts';
import { useSlipBonusOffers } from '../lib/use-slip-bonus-offers';
import { BetTypeSwitcher } from './bet-type-switcher';
import { BonusPicker } from './bonus-picker';
import { BoostedOdds, slipPotentialWin } from './boosted-odds';
import { PlacementResult } from './placement-result';
import { SelectionConflicts } from './selection-conflicts';
import { SelectionItem } from './selection-item';
import { StakeInput } from './stake-input';
import { SystemTypePicker } from './system-type-picker';
import styles from './betslip.module.css';

/** The first limit problem of the slip: per bet for multi-singles, else for the whole set (spec core §5). */
export function slipLimitViolation(bets: readonly SlipBet[], multiSingle: boolean): LimitViolation | null {
  const limits = betLimits();
  if (multiSingle) {
    for (const bet of bets) {
      const violation = checkBetLimits([toLimitedBet(bet)], limits);
      if (violation) return violation;
    }
    return null;
  }
  return checkBetLimits(bets.map(toLimitedBet), limits);
}

function useRecommendedStakes(): number[] {
  const userStakes = useAuthStore((state) => state.settings?.stakes);
  const siteStakes = useSlipSettings((state) => state.stakes);
  return useMemo(() => padRecommendedStakes(userStakes?.some((stake) => stake > 0) ? userStakes : siteStakes), [userStakes, siteStakes]);
}

/** The BET_SLIP tab: selections, bet type, stakes, potential win, messages and the place button. */
export function Betslip() {
  const ticket = useTicket();
  const t = useTranslations('Betslip');
  const selections = useMemo(() => slipSelections(ticket), [ticket]);
  useSelectionAnnouncements(selections);
  useSlipBonusOffers(ticket);

  if (ticket.ticketState === TICKET_STATE.success) return <PlacementResult />;
  if (ticket.bets.length === 0) {
    return (
      <p className={styles.empty} data-testid="slip-empty">
        {t('empty')}
      </p>
    );
  }
  return <SlipForm ticket={ticket} />;
}

function SlipForm({ ticket }: { ticket: Ticket }) {
  const t = useTranslations('Betslip');
  const locale = useLocale();
  const selections = useMemo(() => slipSelections(ticket), [ticket]);
  const text = useMessageText();
  const errorText = usePlacementErrorText();
  const format = useOddsFormat();
  const recommended = useRecommendedStakes();
  const errorRef = useRef<HTMLDivElement>(null);
  const busy = ticket.inProgress;
  const multiSingle = selectIsMultiSingle(ticket);
  const pending = selectHasPendingChanges(ticket);
  const violation = slipLimitViolation(ticket.bets, multiSingle);
  const restriction = ticket.bets.map((bet) => selectionRestriction(bet)).find((value) => value !== null) ?? null;
  const conflicts = slipConflicts(ticket);
  const conflictMarks = conflictsBySelection(conflicts?.conflicts ?? []);
  const stakeMissing = ticket.bets.some((bet) => bet.stake <= 0);
  const customTooSmall = ticket.bets.some(isCustomBetTooSmall);
  const submittable = canSubmit(ticket.bets) && restriction === null;
  const showError = ticket.ticketState === TICKET_STATE.error;
  const collapsed = useBetslipStore((state) => state.collapsed);
  const formId = useId();
  const listIds = ticket.bets.map((_, index) => `${formId}-selections-${index}`).join(' ');
  const conflictsId = `${formId}-conflicts`;
  const money = (bet: SlipBet, value: number) => formatExactMoney({ value, currency: bet.currency, subunits: bet.subunits }, locale);
  // A system bet's stake is entered per line (domain system-stake); the slip shows its lines and total.
  const stakeLabel = (bet: SlipBet, several: boolean) => {
    if (bet.betType === BET_TYPE.system) return t('stakePerLineLabel', { currency: bet.currency });
    return several ? t('stakeFor', { outcome: bet.selections[0]?.outcomeName ?? '', currency: bet.currency }) : t('stakeLabel', { currency: bet.currency });
  };

  useEffect(() => {
    if (showError) errorRef.current?.focus();
  }, [showError]);

  return (
    <form
      className={styles.slip}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (submittable && !busy) void placeBets(locale);
      }}
    >
      {showError ? (
        <div ref={errorRef} tabIndex={-1} className={styles.errorBox} role="alert" data-testid="slip-error">
          <p className={styles.errorTitle}>{t('errorTitle')}</p>
          <p>{errorText(ticket.error.message, ticket.error.payload)}</p>
        </div>
      ) : null}
      {ticket.ticketState === TICKET_STATE.oddsChanged || pending ? (
        <div className={styles.changed} role="status" data-testid="odds-changed">
          <p>{t('oddsChanged')}</p>
          <button type="button" className={styles.accept} onClick={acceptChanges} disabled={busy} data-testid="accept-changes">
            {t('acceptChanges')}
          </button>
        </div>
      ) : null}

      <BetTypeSwitcher ticket={ticket} disabled={busy} conflictsId={conflicts ? conflictsId : undefined} />

      {/* The "betslip toggle" (local storage): long slips fold their selection lists away. */}
      <button type="button" className={styles.toggle} aria-expanded={!collapsed} aria-controls={listIds} onClick={() => setCollapsed(!collapsed)} data-testid="slip-toggle">
        {collapsed ? t('showSelections') : t('hideSelections')}
      </button>

      {ticket.bets.map((bet, index) => (
        <section key={bet.selections[0]?.id ?? index} className={styles.bet} aria-label={t(`betType.${bet.betType}`)}>
          <ul id={`${formId}-selections-${index}`} className={styles.selections} aria-label={t('selectionsLabel')} hidden={collapsed}>
            {bet.selections.map((selection) => (
              <SelectionItem
                key={selection.id}
                selection={selection}
                message={ticket.error.messagesByBet[selection.id]}
                conflicts={conflictMarks.get(selection.id)}
                disabled={busy}
                onRemove={removeSelection}
              />
            ))}
          </ul>
          {bet.betType === BET_TYPE.system ? <SystemTypePicker bet={bet} systemTypes={ticket.systemTypes} disabled={busy} /> : null}
          <BonusPicker bet={bet} betIndex={index} disabled={busy} />
          <StakeInput
            label={stakeLabel(bet, multiSingle)}
            stake={stakePerLine(bet)}
            currency={bet.currency}
            subunits={bet.subunits}
            recommended={recommended}
            disabled={busy || isFreebetBonus(bet.bonus)}
            testId={`stake-${index}`}
            onChange={(stake, source) => setStake(index, stake, source)}
          />
          {bet.betType === BET_TYPE.system ? (
            <p className={styles.hint} data-testid={`per-line-note-${index}`}>
              {t('perLineNote', { lines: betLineCount(bet), perLine: money(bet, stakePerLine(bet)), total: money(bet, bet.stake) })}
            </p>
          ) : null}
          <dl className={styles.summary}>
            {bet.betType === BET_TYPE.system ? (
              <>
                <dt>{t('lines')}</dt>
                <dd data-testid={`lines-${index}`}>{betLineCount(bet)}</dd>
                <dt>{t('totalStake')}</dt>
                <dd data-testid={`total-stake-${index}`}>{money(bet, bet.stake)}</dd>
              </>
            ) : null}
            {bet.betType !== BET_TYPE.system ? (
              <>
                <dt>{t('totalOdds')}</dt>
                <dd dir="ltr" data-testid={`total-odds-${index}`}>
                  {formatOdds(selectBetTotalOdds(bet) / 1000, format)}
                </dd>
              </>
            ) : null}
            <BoostedOdds bet={bet} index={index} />
            <dt>{bet.betType === BET_TYPE.system ? t('maxPotentialWin') : t('potentialWin')}</dt>
            <dd data-testid={`potential-win-${index}`}>{money(bet, slipPotentialWin(bet))}</dd>
          </dl>
        </section>
      ))}

      {multiSingle ? (
        <p className={styles.total}>
          {t('totalStake')}: {formatExactMoney({ value: selectTotalStake(ticket), currency: ticket.bets[0]?.currency ?? 'EUR', subunits: ticket.bets[0]?.subunits ?? 100 }, locale)}
        </p>
      ) : null}

      {conflicts ? <SelectionConflicts id={conflictsId} conflicts={conflicts} selections={selections} /> : null}
      {customTooSmall ? (
        <p className={styles.blocking} data-testid="custom-bet-min">
          {t('customBetMinSelections')}
        </p>
      ) : null}
      {violation ? (
        violation.action === 'reject' ? (
          <p className={styles.blocking} data-testid="limit-error">
            {text(violation.messageKeys[0] ?? '')}
          </p>
        ) : (
          <div className={styles.warning} data-testid="limit-warning">
            <p className={styles.warningTitle}>{text(violation.messageKeys[0] ?? '')}</p>
            {violation.messageKeys[1] ? <p>{text(violation.messageKeys[1])}</p> : null}
          </div>
        )
      ) : null}
      <p className={styles.hint}>{stakeMissing ? t('stakeRequired') : pending ? t('resolveChanges') : t('acceptModeHint', { mode: oddsAcceptMode() })}</p>

      <div className={styles.actions}>
        <button type="button" className={styles.clear} onClick={clearSlip} disabled={busy}>
          {t('clearAll')}
        </button>
        <button type="submit" className={styles.place} aria-disabled={!submittable || busy} data-testid="place-bet">
          {busy ? t('placing') : t('place')}
        </button>
      </div>
    </form>
  );
}
