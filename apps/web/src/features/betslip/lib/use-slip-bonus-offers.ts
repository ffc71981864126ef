'use client';

import { toAvailableBonuses, type SlipOffersBody } from '@sportsbook/contracts/models';
import { NO_AVAILABLE_BONUSES, type Ticket } from '@sportsbook/domain';
import { useEffect, useMemo } from 'react';
import { isSignedIn, useAuthStore } from '@/lib/auth/auth-store';
import { offerBonuses } from '@/lib/betslip/slip-bonus';
import { fetchSlipOffers, slipOffersKey } from './slip-offers-request';

/** Wait after the last change of the slip before asking for offers (a burst of clicks asks once). */
export const SLIP_OFFERS_DELAY_MS = 300;

/**
 * Keeps each slip bet's bonus offers in step with the server (issue 20 "the offers that suit the
 * slip's bets (the server decides which apply)"): signed in, after each change of the bets'
 * types, currencies, selections or odds, the offers are asked again and handed to the slip's
 * reducer, which keeps, refreshes or replaces the chosen bonus. Signed out: no offers.
 */
export function useSlipBonusOffers(ticket: Pick<Ticket, 'bets'>): void {
  const signedIn = useAuthStore(isSignedIn);
  const key = useMemo(() => slipOffersKey(ticket.bets), [ticket.bets]);
  const count = ticket.bets.length;
  const offered = ticket.bets.some((bet) => bet.bonus !== null || bet.availableBonuses.comboboost !== null || bet.availableBonuses.freebet.length > 0);
  useEffect(() => {
    if (count === 0) return undefined;
    if (!signedIn) {
      // Signed out: the player's offers (and a chosen free bet's stake) go.
      if (offered) for (let index = 0; index < count; index += 1) offerBonuses(index, NO_AVAILABLE_BONUSES);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchSlipOffers(JSON.parse(key) as SlipOffersBody, controller.signal).then((answer) => {
        if (!answer || controller.signal.aborted) return;
        for (const offer of answer.data) offerBonuses(offer.bet_index, toAvailableBonuses(offer.bonuses));
      });
    }, SLIP_OFFERS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, signedIn, count, offered]);
}
