/**
 * Actions of the slip reducer, a discriminated union by `type`. Each action carries the settings
 * it needs so that the reducer stays a pure `(ticket, action) → ticket`.
 */
import type { AvailableBonuses, SlipBonus } from '../bonuses/bonus-types';
import type { SystemType } from '../calculations/system-bets';
import type { Provider } from '../catalogue/statuses';
import type { RateTable } from '../money/exchange-rates';
import type { MultiSingleAvailability } from './bet-type-rules';
import type { MarketUpdate } from './market-update';
import type { RefusedSelection } from './placement-refusal';
import type { BetCurrency } from './slip-factories';
import type { BetType, OddsAcceptMode, PlacedBetResult, SlipBet, SlipSelection, StakeSource, TicketError } from './slip-types';

export type SlipAction =
  | { type: 'selectionAdded'; selection: SlipSelection; currency: BetCurrency; multiSingleAvailableByProvider: MultiSingleAvailability }
  | { type: 'selectionRemoved'; selectionId: string }
  | { type: 'customBetPut'; selections: SlipSelection[]; customOdds: number; currency: BetCurrency }
  | { type: 'betTypeSwitched'; betType: BetType; systemType?: SystemType; multiSingleAvailableByProvider: MultiSingleAvailability }
  | { type: 'systemTypeChosen'; systemType: SystemType }
  | { type: 'systemTypesLoaded'; systemTypes: SystemType[] }
  /** `stake`: minor units as entered, per line for a system bet (its total is lines × stake, system-stake). */
  | { type: 'stakeChanged'; betIndex: number; stake: number; stakeSource: StakeSource }
  | { type: 'marketUpdated'; market: MarketUpdate; oddsAcceptMode: OddsAcceptMode }
  | { type: 'oddsChangesAccepted' }
  | { type: 'providerStatusesChanged'; activeByProvider: Readonly<Partial<Record<Provider, boolean>>> }
  | { type: 'placementStarted' }
  | { type: 'placementSucceeded'; placed: PlacedBetResult[] }
  /** `refused`: the selections the server named (with the player's mode), applied to the slip first. */
  | { type: 'placementFailed'; error: TicketError; refused?: { selections: readonly RefusedSelection[]; oddsAcceptMode: OddsAcceptMode } }
  | { type: 'ticketReset' }
  | { type: 'currencyChanged'; currency: BetCurrency }
  /**
   * Bets put on the slip (session restore, shared bets), their stakes converted into `currency`
   * with `rates`. `currency` null: the active currency is not known yet (page load, before the
   * profile): the bets keep their stored currency until `activeCurrencyKnown`.
   */
  | { type: 'betsRestored'; bets: SlipBet[]; currency: BetCurrency | null; rates: RateTable }
  /** The player's active currency is known (profile loaded): bets in another currency are converted (not a currency change). */
  | { type: 'activeCurrencyKnown'; currency: BetCurrency; rates: RateTable }
  | { type: 'bonusesOffered'; betIndex: number; available: AvailableBonuses }
  | { type: 'bonusChosen'; betIndex: number; bonus: SlipBonus }
  | { type: 'bonusRemoved'; betIndex: number }
  | { type: 'slipCleared' };
