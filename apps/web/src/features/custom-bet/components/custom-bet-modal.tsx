'use client';

import { formatOdds } from '@sportsbook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { announcePolitely } from '@/lib/a11y/announcer-store';
import { ApiError } from '@/lib/api/api-error';
import { activeBetCurrency, dispatch } from '@/lib/betslip/betslip-store';
import { selectionIdOf } from '@/lib/betslip/selection-id';
import { setPanelOpen, setPanelTab } from '@/lib/betslip/selected-store';
import { toSlipSelectionOn, type SelectionMatch } from '@/lib/betslip/selection-model';
import { startBetslip } from '@/lib/betslip/slip-entry';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';
import { calculateCustomBet, fetchCustomMarkets, fetchCustomOdds } from '../api/custom-bet-api';
import { addablePrice, isSuspendedPick, marketKey, oddsByOutcome, outcomeKey, refusalMessages, togglePick, toWireSelections, type BuilderPick } from '../lib/builder';
import styles from './custom-bet.module.css';

export interface CustomBetModalProps {
  /** The match whose builder this is (a catalogue match or a slip selection's match half). */
  match: SelectionMatch;
  /** Slip selection ids to start from (the slip's custom bet and the outcome the player chose). */
  initialSelectionIds?: readonly string[];
  onClose: () => void;
}

/**
 * The bet builder of one match (spec core §2/§4, §7): its builder markets, outcome picks priced
 * together by POST /bets/custom/calculate (the price of adding each other outcome by
 * /custom/odds), the server's refusals, and "add to slip" (a custom_bet with its custom odds).
 */
export default function CustomBetModal({ match, initialSelectionIds = [], onClose }: CustomBetModalProps) {
  const t = useTranslations('CustomBet');
  const locale = useLocale();
  const oddsFormat = useOddsFormat();
  const [picks, setPicks] = useState<BuilderPick[]>([]);
  const [seeded, setSeeded] = useState(initialSelectionIds.length === 0);
  const [unmatched, setUnmatched] = useState(false);

  const marketsQuery = useQuery({ queryKey: ['custom-bet-markets', locale, match.matchId], queryFn: () => fetchCustomMarkets(match.matchId, locale) });
  const wire = useMemo(() => toWireSelections(match.matchId, picks), [match.matchId, picks]);
  const calculation = useQuery({
    queryKey: ['custom-bet-calculate', locale, wire],
    queryFn: () => calculateCustomBet(wire, locale),
    enabled: wire.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const addOdds = useQuery({
    queryKey: ['custom-bet-odds', locale, wire],
    queryFn: () => fetchCustomOdds(wire, locale),
    enabled: wire.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  // Opened from the slip: start from the custom bet's selections and then the chosen outcome (once
  // the markets are known; a later one replaces an earlier one of its market, as picking does);
  // say so when one of them is not offered in the builder.
  if (!seeded && marketsQuery.data) {
    const byId = new Map(
      marketsQuery.data.markets.flatMap((market) =>
        market.outcomes.map((outcome) => [selectionIdOf({ matchId: match.matchId, marketId: market.marketId, specifier: market.specifier, outcomeId: outcome.outcomeId }), { market, outcome }] as const),
      ),
    );
    const found = [...new Set(initialSelectionIds)].flatMap((id) => byId.get(id) ?? []);
    setSeeded(true);
    setPicks(found.reduce<BuilderPick[]>(togglePick, []));
    setUnmatched(found.length < new Set(initialSelectionIds).size);
  }

  const calc = wire.length > 0 ? calculation.data : undefined;
  const price = addablePrice(picks, calc);
  const refusals = refusalMessages(calc);
  const addPrices = wire.length > 0 ? oddsByOutcome(addOdds.data) : new Map<string, number | null>();
  const calcError = calculation.isError ? (calculation.error instanceof ApiError ? (calculation.error.localizedMessage ?? t('failed')) : t('failed')) : null;

  const addToSlip = () => {
    if (price === null) return;
    startBetslip();
    const selections = picks.map(({ market, outcome }) => toSlipSelectionOn(match, market, outcome));
    dispatch({ type: 'customBetPut', selections, customOdds: price, currency: activeBetCurrency() });
    setPanelTab('BET_SLIP');
    setPanelOpen(true);
    announcePolitely(t('added'));
    onClose();
  };

  let status = t('needMore');
  if (calcError) status = calcError;
  else if (picks.length >= 2 && calculation.isFetching) status = t('calculating');
  else if (refusals.length > 0) status = refusals.join(' ');
  else if (price !== null) status = t('odds', { odds: formatOdds(price, oddsFormat) });
  else if (picks.length >= 2 && calc && calc.odds === null) status = t('refused');

  return (
    <Dialog title={t('title')} onClose={onClose} closeLabel={t('close')} wide>
      <div className={styles.body} data-testid="custom-bet">
        <p className={styles.match}>{match.nameB ? t('match', { home: match.nameA, away: match.nameB }) : match.nameA}</p>
        {unmatched ? <p role="status">{t('notInBuilder')}</p> : null}
        {marketsQuery.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : marketsQuery.isError ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : marketsQuery.data.markets.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <div className={styles.markets} role="group" aria-label={t('marketsLabel')}>
            {marketsQuery.data.markets.map((market) => (
              <fieldset key={marketKey(market)} className={styles.market}>
                <legend className={styles.legend}>{market.name}</legend>
                <div className={styles.outcomes}>
                  {market.outcomes.map((outcome) => {
                    const pick = { market, outcome };
                    const selected = picks.some((item) => marketKey(item.market) === marketKey(market) && item.outcome.outcomeId === outcome.outcomeId);
                    const key = outcomeKey(market.marketId, market.specifier, outcome.outcomeId);
                    const combined = addPrices.get(key);
                    const blocked = !selected && (isSuspendedPick(pick) || (addPrices.has(key) && combined === null));
                    const shown = combined ?? outcome.odds;
                    return (
                      <button
                        key={outcome.outcomeId}
                        type="button"
                        className={styles.outcome}
                        aria-pressed={selected}
                        disabled={blocked}
                        onClick={() => setPicks((current) => togglePick(current, pick))}
                      >
                        <span>{outcome.name}</span>
                        <span className={styles.price}>{formatOdds(shown, oddsFormat)}</span>
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
        )}
        <div className={styles.footer}>
          <p className={styles.count}>{t('selected', { count: picks.length })}</p>
          {picks.length > 0 ? (
            <ul className={styles.picks}>
              {picks.map((pick) => (
                <li key={marketKey(pick.market)}>
                  {pick.market.name}: <strong>{pick.outcome.name}</strong>{' '}
                  <button type="button" className={styles.remove} aria-label={t('remove', { outcome: pick.outcome.name })} onClick={() => setPicks((current) => togglePick(current, pick))}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <p role="status" className={styles.status} data-testid="custom-bet-status">
            {status}
          </p>
          <button type="button" className={styles.add} disabled={price === null || calculation.isFetching} onClick={addToSlip}>
            {t('addToSlip')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
