import {
  ACCOUNT_ERROR_CODES,
  CHANNELS,
  ERROR_CODES,
  PLACEMENT_ERRORS,
  type BetDto,
  type BetListQuery,
  type MaxStakeBody,
  type PaginationDto,
  type PlaceBetsBody,
  type PlacementErrorDetails,
  type ProviderStatusDto,
} from '@sportsbook/contracts';
import {
  BET_TYPE,
  canPlaceBets,
  checkBetLimits,
  floorToWholeLines,
  isBlockingViolation,
  isMaxStakeSupported,
  oddsToThousandths,
  potentialWin,
  systemMaxProfit,
  systemPayout,
  systemStakeSplit,
  thousandthsToOdds,
  totalOddsThousandths,
  type OddsAcceptMode,
  type Provider,
} from '@sportsbook/domain';
import { OutcomeUnknown } from '../../db/outcome';
import type { Clock } from '../../feed/clock';
import { HttpError } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import { SYSTEM_SETTINGS } from '../settings/system-settings';
import { currencyOf } from '../wallet/currencies';
import type { BalanceChange } from '../wallet/repository';
import { domainLimits, liveDelayMs, type BetsConfig } from './config';
import { evaluatePlacement, betTypeProblem, systemStakeProblem, type EvaluatedBet, type PlacementRefusal } from './placement';
import { selectionKeyOf, type BookOutcome, type PlacementContext, type PlacementContextRequest, type PlacingPlayer, type SelectionKey } from './placement-context';
import { bonusRefusal } from './bonus-refusal';
import { betLimitRefusal } from './limit-refusal';
import { decideBonuses, issuedIdOf, type PlacedBonus, type PlacementBonusFacts } from './placement-bonus';
import type { BetsRepository, NewBet } from './repository';

/**
 * Prices a custom bet (modules/custom-bets CustomBetService.price): the correlated odds of
 * same-match selections in thousandths, or the first refusal with its message key.
 */
export interface CustomBetPricer {
  price(selections: readonly { match_id: number; market_id: number; specifier: string; outcome_id: string }[]): Promise<{ odds: number; refusal?: undefined } | { odds?: undefined; refusal: { code: string; messageKey: string } }>;
}

export interface BetServiceDependencies {
  repository: BetsRepository;
  publisher: RealtimePublisher;
  clock: Clock;
  config: BetsConfig;
  /** Provider statuses as GET /settings reads them (app.board). */
  providerStatuses: () => readonly ProviderStatusDto[];
  /** Null: custom bets are refused with CUSTOM_BET_UNAVAILABLE. */
  customBets: CustomBetPricer | null;
  /** Current cashout offers of open bets (settlement helper: modules/cashout); absent → to_cashout null. */
  cashoutOffers?: (betIds: readonly number[]) => Promise<ReadonlyMap<number, number | null>>;
  /**
   * What a placement with a bonus reads (the player's bonuses among these issued ids, the player,
   * the matches' places in the catalogue); absent: every bonus is refused (BONUS_NOT_AVAILABLE).
   */
  bonusFacts?: (userId: number, issuedIds: readonly number[], matchIds: readonly number[]) => Promise<PlacementBonusFacts>;
  /** Told of the bets of each accepted placement (metrics). */
  onPlaced?: (bets: readonly BetDto[]) => void;
}

const MODE_OF_SETTING = { none: 'NONE', higher: 'HIGHER', any: 'ANY' } as const satisfies Record<string, OddsAcceptMode>;

/** The refusal as the error envelope (`{error: {code, message, details: placementErrorDetails}}`). */
export function placementError(refusal: PlacementRefusal, message?: string): HttpError {
  const entry = PLACEMENT_ERRORS[refusal.name];
  const details: PlacementErrorDetails = { code: entry.code, message_key: entry.messageKey, bet_messages: refusal.betMessages, ...(refusal.selections.length > 0 ? { selections: refusal.selections } : {}) };
  return new HttpError(entry.status, refusal.name, message ?? MESSAGES[refusal.name] + (refusal.reason === undefined ? '' : ` (${refusal.reason})`), details);
}

const MESSAGES: Record<keyof typeof PLACEMENT_ERRORS, string> = {
  INVALID_ODDS: 'The odds changed beyond your acceptance setting.',
  PVE_PLAYER_BET_FORBIDDEN: 'This account may not place bets.',
  INVALID_ODDS_CUSTOM_BET: 'The bet builder price changed.',
  INVALID_BET_TYPE: 'The bet type does not fit its selections.',
  SELECTION_RESTRICTED: 'These selections cannot be combined in this bet.',
  SELECTION_NOT_AVAILABLE: 'A selection is not available: its provider is inactive.',
  SELECTION_SUSPENDED: 'A selection is suspended or no longer offered.',
  CUSTOM_BET_UNAVAILABLE: 'Bet builder bets cannot be placed yet.',
  QUICK_BET_PAYOUT: 'The potential win does not exceed the stake.',
  STAKE_NOT_WHOLE_LINES: 'The stake does not split into whole lines.',
  MAX_SELECTIONS: 'Too many selections.',
  MAX_ODDS: 'The odds are above the limit.',
  MAX_STAKE: 'The stake is above the limit.',
  MAX_PAYOUT: 'The payout is above the limit.',
  INSUFFICIENT_FUNDS: 'The balance does not cover the stake.',
  UNKNOWN_CURRENCY: 'No account in this currency.',
  BONUS_NOT_AVAILABLE: 'This bonus is not available.',
  WAGER_LIMIT_EXCEEDED: 'The stake would exceed your wager limit.',
  LOSS_LIMIT_EXCEEDED: 'The stake would exceed your loss limit.',
};

const allBets = (count: number, key: string) => Array.from({ length: count }, () => key);

/** place_bet_batch answered stale_context: the context the bets were validated in no longer holds. */
class StaleContext extends Error {}

/** Validations of one placement before it gives up on a book that keeps moving under it. */
const MAX_PLACEMENT_ATTEMPTS = 3;

/**
 * Bet placement, the bet list, max stake and VIP decisions (issue 6). Validation is pure
 * (placement.ts, domain functions); money moves in BetsRepository.place's single transaction.
 */
export class BetService {
  constructor(private readonly deps: BetServiceDependencies) {}

  /**
   * Places a request's bets for the bearer's user. `sessionHash` is the bearer's session: the route
   * verifies the token only, and this checks that the session is alive in the same read as the
   * player and the book (one statement, one round trip), or takes all three from the repository's
   * cache of earlier reads; either way place_bet_batch's transaction checks the session, the pve
   * flag and the acceptance-mode setting again and every leg's line (db/functions/place_bet_batch.sql).
   */
  async place(bearer: { userId: number; sessionHash: string }, sent: PlaceBetsBody, idempotencyKey: string | null): Promise<{ data: BetDto[] }> {
    // Currency codes as the wallet spells them ("eur" → "EUR"): limits, balances and stored bets all use that code.
    const body: PlaceBetsBody = { ...sent, bets: sent.bets.map((bet) => ({ ...bet, stake: { ...bet.stake, currency: currencyOf(bet.stake.currency)?.code ?? bet.stake.currency } })) };
    const request = () => ({ ...bearer, keys: selectionKeys(body), now: new Date(this.deps.clock.now()) });
    const used = { context: await this.deps.repository.placementContext(request()) };
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.placeIn(used, request, bearer, body, idempotencyKey);
      } catch (error) {
        // The context came from the cache (a refusal must be found again in what holds now), or
        // the transaction found that it no longer holds: read it afresh and validate again.
        const outdated = error instanceof StaleContext;
        if (!(error instanceof HttpError && used.context.cached) && !outdated) throw error;
        if (outdated && attempt >= MAX_PLACEMENT_ATTEMPTS) throw placementError({ name: 'INVALID_ODDS', betMessages: allBets(body.bets.length, PLACEMENT_ERRORS.INVALID_ODDS.messageKey), selections: [] }, 'The account changed while the bets were placed; try again.');
        used.context = await this.deps.repository.placementContext(request(), { fresh: true });
      }
    }
  }

  /**
   * Validates and places the bets in `used.context` (the bearer's session, the player, the first
   * look at the book); a live placement reads them afresh after its bet delay, into `used`.
   */
  private async placeIn(used: { context: PlacementContext }, request: () => PlacementContextRequest, bearer: { userId: number; sessionHash: string }, body: PlaceBetsBody, idempotencyKey: string | null): Promise<{ data: BetDto[] }> {
    const { repository, config } = this.deps;
    const { userId } = bearer;
    const count = body.bets.length;
    let player = placingPlayerOf(used.context, count);
    if (idempotencyKey !== null) {
      const placedBefore = await repository.betsOfRequest(userId, idempotencyKey);
      if (placedBefore) return { data: placedBefore };
    }
    const typeProblem = betTypeProblem(body.meta.type, body.bets);
    if (typeProblem !== null) throw placementError(only(count, typeProblem, 'INVALID_BET_TYPE'));
    const notWhole = systemStakeProblem(body.bets);
    if (notWhole) throw placementError(only(count, notWhole.index, 'STAKE_NOT_WHOLE_LINES'), notWhole.message);
    const unknownCurrency = body.bets.findIndex((bet) => currencyOf(bet.stake.currency) === null);
    if (unknownCurrency >= 0) throw placementError(only(count, unknownCurrency, 'UNKNOWN_CURRENCY'));
    const custom = body.bets.findIndex((bet) => bet.type === BET_TYPE.customBet);
    if (custom >= 0 && this.deps.customBets === null) throw placementError(only(count, custom, 'CUSTOM_BET_UNAVAILABLE'));

    let mode = acceptModeOf(body, player);
    let book: Map<string, BookOutcome> | undefined = used.context.book;
    let delayed = false;
    for (let attempt = 1; ; attempt += 1) {
      let evaluated = await this.evaluate(body, mode, book);
      book = undefined;
      const liveSports = [...new Set(evaluated.flatMap((bet) => (bet.live ? bet.book.map((entry) => entry.sportKey) : [])))];
      const delay = delayed ? 0 : liveDelayMs(config, liveSports);
      if (delay > 0) {
        // Live bets wait the bet delay outside any transaction, then are validated again in the
        // context as it is then (session, player and book read afresh).
        delayed = true;
        await config.sleep(delay);
        used.context = await repository.placementContext(request(), { fresh: true });
        player = placingPlayerOf(used.context, count);
        mode = acceptModeOf(body, player);
        evaluated = await this.evaluate(body, mode, used.context.book);
      }
      const now = new Date(this.deps.clock.now());
      const bonuses = await this.bonusesOf(userId, body, evaluated, now, player.language);
      const result = await repository.place(userId, { sessionHash: bearer.sessionHash, autoAccept: player.autoAccept, betLimits: player.betLimits }, idempotencyKey, this.newBets(body, evaluated, now, bonuses), now, player.language).catch((error: unknown) => {
        if (error instanceof OutcomeUnknown) throw new HttpError(503, ERROR_CODES.outcomeUnknown, 'The bets may have been placed: send the same request with the same Idempotency-Key to learn the outcome.');
        throw error;
      });
      if (result.kind === 'stale_context') throw new StaleContext();
      if (result.kind === 'stale') {
        // A line moved or closed between this validation and the transaction: validate again
        // against the book as it is now (which answers the refusal if the bet no longer passes).
        if (attempt < MAX_PLACEMENT_ATTEMPTS) continue;
        throw placementError({ name: 'INVALID_ODDS', betMessages: allBets(count, PLACEMENT_ERRORS.INVALID_ODDS.messageKey), selections: [] }, 'The prices kept changing while the bets were placed; try again.');
      }
      if (result.kind === 'duplicate') return { data: result.bets };
      if (result.kind === 'bonus') throw bonusRefusal(count, result.betIndex, result.reason, player.language);
      if (result.kind === 'limit') throw betLimitRefusal(result.limit, body.bets.map((bet) => bet.stake.currency), now.getTime());
      if (result.kind === 'no_account' || result.kind === 'insufficient') {
        const name = result.kind === 'no_account' ? 'UNKNOWN_CURRENCY' : 'INSUFFICIENT_FUNDS';
        throw placementError({ name, betMessages: body.bets.map((bet) => (bet.stake.currency === result.currency ? PLACEMENT_ERRORS[name].messageKey : null)), selections: [] });
      }
      await this.publish(userId, player.language, result.changes, result.bets);
      this.deps.onPlaced?.(result.bets);
      return { data: result.bets };
    }
  }

  /**
   * Each bet's bonus as accepted (null: none), or the refusal: the facts are read only when a bet
   * carries a bonus, decided by decideBonuses at the evaluated prices; a combo boost's payout is
   * then held to the bet limits again (the boost raises it). place_bet_batch checks the bonus again.
   */
  private async bonusesOf(userId: number, body: PlaceBetsBody, evaluated: readonly EvaluatedBet[], now: Date, language: string): Promise<(PlacedBonus | null)[]> {
    const count = body.bets.length;
    const first = body.bets.findIndex((bet) => bet.bonus);
    if (first < 0) return body.bets.map(() => null);
    if (!this.deps.bonusFacts) throw bonusRefusal(count, first, 'unknown', language);
    const issuedIds = body.bets.flatMap((bet) => (bet.bonus ? [issuedIdOf(bet.bonus)] : [])).filter((id) => id !== null);
    const facts = await this.deps.bonusFacts(userId, issuedIds, [...new Set(body.bets.flatMap((bet) => bet.selections.map((selection) => selection.match_id)))]);
    const decision = decideBonuses(body.bets, evaluated, facts, now);
    if (!decision.ok) throw bonusRefusal(count, decision.index, decision.reason, language);
    const limits = domainLimits(this.deps.config.limits);
    for (const [index, bonus] of decision.bonuses.entries()) {
      const bet = evaluated[index];
      if (bonus?.stored.type !== 'comboboost' || !bet) continue;
      const violation = checkBetLimits([{ currency: bet.slip.currency, stake: bet.slip.stake, selectionOdds: bet.slip.selections.map((selection) => selection.odds), potentialWin: bonus.potentialWin }], limits);
      if (violation !== null && isBlockingViolation(violation)) throw placementError({ ...only(count, index, violation.reason), reason: violation.reason });
    }
    return decision.bonuses;
  }

  /** The evaluated bets as the repository stores them (prices and match statuses as validated, each bet's bonus). */
  private newBets(body: PlaceBetsBody, evaluated: readonly EvaluatedBet[], now: Date, bonuses: readonly (PlacedBonus | null)[]): NewBet[] {
    const { config } = this.deps;
    return evaluated.map((bet, index) => {
      const bonus = bonuses[index] ?? null;
      const currency = body.bets[index]?.stake.currency ?? bet.slip.currency;
      const isVip = bet.slip.stake > (config.vipThresholds[currency] ?? Number.POSITIVE_INFINITY);
      return {
        type: bet.slip.betType,
        currency,
        stake: bet.slip.stake,
        odds: bet.oddsThousandths,
        potentialWin: bonus?.potentialWin ?? bet.potentialWin,
        bonus,
        system: bet.slip.systemType,
        status: isVip ? 'submitted' : 'waiting_results',
        isVip,
        quick: body.meta.quick,
        deviceId: body.meta.device_id,
        acceptAt: isVip ? null : now,
        selections: bet.slip.selections.map((selection, position) => {
          const book = bet.book[position];
          if (!book) throw new Error('priced selection without its book line');
          return {
            matchId: selection.matchId,
            marketTypeId: selection.marketId,
            specifier: selection.specifier,
            outcomeKey: selection.outcomeId,
            odds: oddsToThousandths(selection.odds),
            matchStatus: book.matchStatus,
            snapshot: {
              matchSlug: book.matchSlug,
              sportKey: book.sportKey,
              home: book.home,
              away: book.away,
              tournamentName: book.tournamentName,
              startTime: book.startTime.toISOString(),
              marketName: book.marketName,
              outcomeName: book.outcomeName,
              provider: book.provider,
              matchType: book.matchType,
            },
          };
        }),
      };
    });
  }

  async list(userId: number, query: BetListQuery): Promise<{ data: BetDto[]; pagination: PaginationDto }> {
    const listed = await this.deps.repository.list(userId, { status: query.status, result: query.result, offset: (query.page - 1) * query.limit, limit: query.limit });
    const { total } = listed;
    // to_cashout of open bets: the current offer (the list itself is built with none).
    const open = listed.bets.filter((bet) => bet.status === 'waiting_results').map((bet) => Number(bet.id));
    const offers = open.length > 0 && this.deps.cashoutOffers ? await this.deps.cashoutOffers(open) : new Map<number, number | null>();
    const bets = listed.bets.map((bet) => (offers.has(Number(bet.id)) ? { ...bet, to_cashout: offers.get(Number(bet.id)) ?? null } : bet));
    return { data: bets, pagination: { total, page: query.page, limit: query.limit, last_page: Math.max(1, Math.ceil(total / query.limit)) } };
  }

  /**
   * The largest stake each bet may take: the highest stake for which the domain's checkBetLimits
   * finds no reject-type violation (max stake for the currency, payout limit over the current
   * odds, odds and selection limits), capped by the balance when the caller is signed in. The
   * payout is the one placement computes: a system bet's capped by the maximum-win constant of the
   * currency (systemMaxProfit), a custom bet's at the bet builder's correlated price (the same
   * CustomBetPricer placement uses), not the product of its legs. Null when the domain's
   * isMaxStakeSupported says no (providers), a selection is not in the book, the bet builder
   * refuses the custom bet (or there is none), or nothing bounds the stake.
   */
  async maxStake(userId: number | null, body: MaxStakeBody): Promise<{ data: { max_stake: number | null; currency: string }[] }> {
    const currency = currencyOf(body.currency)?.code;
    if (!currency) throw new HttpError(422, ACCOUNT_ERROR_CODES.unknownCurrency, `Unknown currency "${body.currency}".`, { field: 'currency' });
    const keys = body.bets.flatMap((bet) => bet.selections.map((selection): SelectionKey => ({ matchId: selection.match_id, marketTypeId: selection.market_id, specifier: selection.specifier, outcomeKey: selection.outcome_id })));
    const book = await this.deps.repository.bookOutcomes(keys);
    const balance = userId === null ? null : await this.deps.repository.balance(userId, currency);
    const limits = domainLimits(this.deps.config.limits);
    const stakeLimit = [...limits.maxStakeLimit?.fiat ?? [], ...limits.maxStakeLimit?.crypto ?? []].find((entry) => entry.currencyCode === currency)?.amount;
    const payoutBound = [...limits.payoutLimit?.fiat ?? [], ...limits.payoutLimit?.crypto ?? []].some((entry) => entry.currencyCode === currency) && limits.payoutLimit?.action === 'reject';
    const caps = [stakeLimit, balance ?? undefined].filter((value): value is number => value !== undefined);
    const maxProfit = systemMaxProfit(currency);
    const data: { max_stake: number | null; currency: string }[] = [];
    for (const bet of body.bets) {
      const lines = bet.selections.map((selection) => book.get(selectionKeyOf({ matchId: selection.match_id, marketTypeId: selection.market_id, specifier: selection.specifier, outcomeKey: selection.outcome_id })));
      const present = lines.filter((line) => line !== undefined);
      if (present.length !== lines.length || !isMaxStakeSupported(present.map((line) => ({ provider: line.provider })), this.deps.config.maxStakeSecondProvider) || (caps.length === 0 && !payoutBound)) {
        data.push({ max_stake: null, currency });
        continue;
      }
      let customOdds: number | null = null;
      if (bet.type === BET_TYPE.customBet) {
        const price = this.deps.customBets ? await this.deps.customBets.price(bet.selections) : null;
        if (price?.odds === undefined) {
          data.push({ max_stake: null, currency });
          continue;
        }
        customOdds = price.odds;
      }
      const odds = present.map((line) => line.odds);
      const win = (stake: number): number => {
        if (bet.type === BET_TYPE.system && bet.system) return systemPayout({ stake, oddsThousandths: odds, winCount: bet.system.win_count, maxProfit });
        return potentialWin(stake, customOdds ?? totalOddsThousandths(odds.map(thousandthsToOdds)));
      };
      const allowed = (stake: number) => !isBlockingViolation(checkBetLimits([{ currency, stake, selectionOdds: odds.map(thousandthsToOdds), potentialWin: win(stake) }], limits));
      // A system bet's maximum is a whole number of its lines (placement refuses any other total).
      const lineCount = bet.type === BET_TYPE.system && bet.system ? systemStakeSplit(0, { totalCount: bet.system.total_count, winCount: bet.system.win_count }).lines : 1;
      const found = largestAllowed(caps.length > 0 ? Math.min(...caps) : Number.MAX_SAFE_INTEGER, allowed);
      const largest = found === Number.MAX_SAFE_INTEGER ? found : floorToWholeLines(found, lineCount);
      // Only the payout limit bounds it, and the payout never reaches it (a system bet's capped profit): unbounded.
      data.push({ max_stake: caps.length === 0 && largest === Number.MAX_SAFE_INTEGER ? null : largest, currency });
    }
    return { data };
  }

  /** Prices the bets against `book` (fetched now when not given) and throws the first refusal. */
  private async evaluate(body: PlaceBetsBody, mode: OddsAcceptMode, given?: Map<string, BookOutcome>): Promise<EvaluatedBet[]> {
    const book = given ?? await this.deps.repository.bookOutcomes(selectionKeys(body));
    const customPrices = new Map<number, number>();
    for (const [index, bet] of body.bets.entries()) {
      if (bet.type !== BET_TYPE.customBet || !this.deps.customBets) continue;
      const price = await this.deps.customBets.price(bet.selections);
      if (price.refusal) {
        const refusal = only(body.bets.length, index, 'SELECTION_RESTRICTED');
        refusal.betMessages[index] = price.refusal.messageKey;
        throw placementError({ ...refusal, reason: price.refusal.code });
      }
      customPrices.set(index, price.odds);
    }
    const activeByProvider = Object.fromEntries(this.deps.providerStatuses().map((status) => [status.provider, status.active])) as Partial<Record<Provider, boolean>>;
    const evaluation = evaluatePlacement(body.bets, {
      book,
      mode,
      activeByProvider,
      multiSingle: SYSTEM_SETTINGS.multi_bet_settings.available_by_provider,
      limits: domainLimits(this.deps.config.limits),
      quick: body.meta.quick,
      customPrices,
    });
    if (!evaluation.ok) throw placementError(evaluation.refusal);
    return evaluation.bets;
  }

  private async publish(userId: number, language: string, changes: readonly BalanceChange[], bets: readonly BetDto[], reason = 'bet'): Promise<void> {
    const channel = CHANNELS.user(language, String(userId));
    // The money moved already (committed); a lost notification must not turn it into an error.
    for (const change of changes) {
      await this.deps.publisher.publish(channel, { event_name: 'balance_changed', message: { currency: change.currency, balance: change.balance, subunits: currencyOf(change.currency)?.subunits ?? 100, reason } }).catch(() => undefined);
    }
    for (const bet of bets) await this.deps.publisher.publish(channel, { event_name: 'bet_changed', message: { bet } }).catch(() => undefined);
  }
}

function selectionKeys(body: Pick<PlaceBetsBody, 'bets'>): SelectionKey[] {
  return body.bets.flatMap((bet) => bet.selections.map((selection) => ({ matchId: selection.match_id, marketTypeId: selection.market_id, specifier: selection.specifier, outcomeKey: selection.outcome_id })));
}

/** The context's player, when its session is alive and the player may bet (else the 401 or the refusal). */
function placingPlayerOf({ alive, player }: PlacementContext, count: number): PlacingPlayer {
  if (!alive || !player) throw new HttpError(401, ERROR_CODES.unauthorized, 'You need to sign in or sign up before continuing.');
  if (!canPlaceBets({ isPve: player.pve })) throw placementError({ name: 'PVE_PLAYER_BET_FORBIDDEN', betMessages: allBets(count, PLACEMENT_ERRORS.PVE_PLAYER_BET_FORBIDDEN.messageKey), selections: [] });
  return player;
}

/** The acceptance mode the request asks for, else the player's setting, else the platform's. */
function acceptModeOf(body: PlaceBetsBody, player: PlacingPlayer): OddsAcceptMode {
  return body.meta.odds_accept_mode ?? MODE_OF_SETTING[player.autoAccept ?? SYSTEM_SETTINGS.auto_accept_odds_change];
}

function only(count: number, index: number, name: keyof typeof PLACEMENT_ERRORS): PlacementRefusal {
  return { name, betMessages: Array.from({ length: count }, (_, at) => (at === index ? PLACEMENT_ERRORS[name].messageKey : null)), selections: [] };
}

/** The largest stake in [0, upper] that `allowed` accepts, assuming allowed is monotone (binary search). */
export function largestAllowed(upper: number, allowed: (stake: number) => boolean): number {
  if (upper <= 0 || !allowed(1)) return 0;
  if (allowed(upper)) return upper;
  let low = 1;
  let high = upper;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (allowed(middle)) low = middle;
    else high = middle;
  }
  return low;
}
