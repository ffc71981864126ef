import { createSingleBet, createTicket, type SlipBet, type SlipSelection, type Ticket } from '../src';

export const EUR = { currency: 'EUR', subunits: 100 };

/** A slip selection on match `matchId`, market 1 (1x2), with overridable fields. */
export function selection(id: string, overrides: Partial<SlipSelection> = {}): SlipSelection {
  const odds = overrides.odds ?? 2;
  return {
    id,
    type: 'match',
    matchId: Number(id.replace(/\D/g, '')) || 1,
    matchUrnId: `sr:match:${id}`,
    matchSlug: `match-${id}`,
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Home',
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    active: true,
    provider: 'betradar',
    sportKey: 'football',
    nameA: 'A',
    nameB: 'B',
    categoryName: 'England',
    matchStatus: 0,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
    ...overrides,
  };
}

export function bet(betType: SlipBet['betType'], selections: SlipSelection[], overrides: Partial<SlipBet> = {}): SlipBet {
  const [first] = selections;
  if (first === undefined) throw new Error('a bet needs a selection');
  return { ...createSingleBet(first, EUR), betType, selections, ...overrides };
}

export function ticketWith(bets: SlipBet[], overrides: Partial<Ticket> = {}): Ticket {
  return createTicket({ bets, selectedOutcomeIds: bets.flatMap((b) => b.selections.map((s) => s.id)), ...overrides });
}
