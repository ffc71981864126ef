import {
  CUSTOM_BET_REFUSAL_MESSAGE_KEYS,
  CUSTOM_BET_REFUSALS,
  ERROR_CODES,
  type CustomBetCalculationDto,
  type CustomBetMarketsDto,
  type CustomBetOddsDto,
  type CustomBetOutcomeOddsDto,
  type CustomBetRefusalCode,
  type CustomBetRefusalDto,
} from '@sportsbook/contracts';
import { marketKey } from '@sportsbook/contracts/models';
import { CUSTOM_BET_MIN_SELECTIONS, MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import { engineFor, SPORT_ENGINES } from '../../feed/engine/registry';
import {
  builderMargin,
  builderOdds,
  IMPOSSIBLE,
  jointProbability,
  legValue,
  worlds,
  type LegValue,
} from '../../feed/pricing/custom-bet-model';
import type { GoalModelInput } from '../../feed/pricing/goal-markets';
import { isSimMatch } from '../../feed/sim-match';
import { HttpError } from '../../plugins/errors';
import type { MarketRow } from '../matches/repository';
import { toMarketDto } from '../matches/serialize';
import { serverText, type ServerLanguage } from './messages';
import type { BuilderMatchRow, CustomBetsRepository } from './repository';

/** One selection as the wire names it (match id, market type id, specifier, outcome key). */
export interface CustomBetSelection {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
}

/** Why a custom bet cannot be priced, for the placement helper (first refusal of the set). */
export interface CustomBetRefusal {
  code: CustomBetRefusalCode;
  messageKey: string;
  /** Selections concerned (request order, the refused one first). */
  selectionIndexes: number[];
  /** For a contradiction: the earlier selections it cannot win with. */
  conflictsWith: number[];
}

export type CustomBetPrice =
  | { odds: number; probability: number; refusal?: undefined }
  | { refusal: CustomBetRefusal; odds?: undefined };

/** Display order of the builder groups (custom_bet_groups values). */
const GROUP_ORDER = ['result', 'goals', 'handicap', 'score', 'half'];

interface Leg {
  index: number;
  key: string;
  value: LegValue;
  needsHalf: boolean;
  /** The outcome's current single price, thousandths. */
  singleOdds: number;
}

interface Refused {
  code: CustomBetRefusalCode;
  index: number;
  conflictsWith: number[];
}

/** Everything needed to price legs of one match: its listed markets and the simulator's model. */
class MatchBook {
  private plain: ReturnType<typeof worlds> | null = null;
  private split: ReturnType<typeof worlds> | null = null;
  readonly markets: Map<string, MarketRow>;

  constructor(
    readonly match: BuilderMatchRow | null,
    readonly model: GoalModelInput | null,
    rows: MarketRow[],
  ) {
    this.markets = new Map(rows.map((row) => [marketKey({ marketId: row.typeId, specifier: row.specifier }), row]));
  }

  get open(): boolean {
    return this.match !== null && (this.match.status === MATCH_STATUS.prematch || this.match.status === MATCH_STATUS.live);
  }

  get margin(): number {
    return builderMargin(this.match?.status === MATCH_STATUS.live);
  }

  joint(legs: readonly Leg[]): number {
    if (!this.model) return 0;
    const needsHalf = legs.some((leg) => leg.needsHalf);
    const all = needsHalf ? (this.split ??= worlds(this.model, true)) : (this.plain ??= worlds(this.model, false));
    return jointProbability(legs.map((leg) => leg.value), all);
  }

  /** The leg for a selection, or why it cannot join `accepted` (request order: earlier ones win). */
  check(selection: CustomBetSelection, index: number, accepted: readonly Leg[]): Leg | Refused {
    const refuse = (code: CustomBetRefusalCode, conflictsWith: number[] = []): Refused => ({ code, index, conflictsWith });
    if (!this.match) return refuse(CUSTOM_BET_REFUSALS.notFound);
    if (selection.match_id !== this.match.id) return refuse(CUSTOM_BET_REFUSALS.differentMatch);
    if (!this.open) return refuse(CUSTOM_BET_REFUSALS.matchNotOpen);
    const key = marketKey({ marketId: selection.market_id, specifier: selection.specifier });
    const market = this.markets.get(key);
    const outcome = market?.outcomes.find((candidate) => candidate.outcomeKey === selection.outcome_id);
    if (!market || !outcome) return refuse(CUSTOM_BET_REFUSALS.notFound);
    if (market.customBetGroups.length === 0 || !this.model) return refuse(CUSTOM_BET_REFUSALS.notInBuilder);
    if (market.status !== MARKET_STATUS.allowed || !outcome.active) return refuse(CUSTOM_BET_REFUSALS.suspended);
    const same = accepted.find((leg) => leg.key === key);
    if (same) return refuse(CUSTOM_BET_REFUSALS.sameMarket, [same.index]);
    const value = legValue({ typeId: market.typeId, specifier: market.specifier, outcomeKey: outcome.outcomeKey }, this.model);
    if (value === 'not_in_builder') return refuse(CUSTOM_BET_REFUSALS.notInBuilder);
    if (value === 'unknown_outcome') return refuse(CUSTOM_BET_REFUSALS.notFound);
    const leg: Leg = { index, key, value, needsHalf: market.typeId === 60, singleOdds: outcome.odds };
    if (this.joint([...accepted, leg]) >= IMPOSSIBLE) return leg;
    // Name the earlier selections it cannot win with: those impossible pairwise, else all of them.
    const pairwise = accepted.filter((other) => this.joint([other, leg]) < IMPOSSIBLE).map((other) => other.index);
    return refuse(CUSTOM_BET_REFUSALS.contradictory, pairwise.length > 0 ? pairwise : accepted.map((other) => other.index));
  }
}

interface Analysis {
  book: MatchBook;
  legs: Leg[];
  refused: Refused[];
  probability: number | null;
  /** Thousandths, null when no price. */
  odds: number | null;
  /** Bet-level refusal: fewer than 2 combinable selections, or the price under the minimum. */
  betRefusal: CustomBetRefusalCode | null;
}

/**
 * The bet builder (spec core §7 /bets/custom/*): prices several outcomes of one match together
 * from the simulator's goal model (feed/pricing/custom-bet-model.ts) and says which selections
 * cannot be combined.
 */
export class CustomBetService {
  constructor(private readonly repository: CustomBetsRepository) {}

  /**
   * Prices a custom bet for placement, all or nothing.
   *
   * `selections` are the bet's legs in slip order (match_id, market_id = market type id,
   * specifier, outcome_id = outcome key). Every leg must be from the same match, which must be
   * prematch or live, in a market with custom_bet_groups that is open (status 1) with the outcome
   * active, no market twice, and the legs must be able to win together.
   *
   * Returns `{ odds, probability }` — odds in THOUSANDTHS (integer, ARCHITECTURE §5), the price the
   * builder offers right now (fair joint probability from the current model state with the
   * simulator's prematch or live margin, capped at 500.000) — or `{ refusal }` naming the first
   * reason the set cannot be priced (a CUSTOM_BET_* code, its message key and the selection
   * indexes concerned). It never throws for a bad selection set; only database failures throw.
   *
   * Live prices move with every simulator step (score, clock, form), so the placement helper
   * compares this price with the slip's `custom_odds` under the player's acceptance mode and
   * answers INVALID_ODDS_CUSTOM_BET (code 120) when the move is not accepted.
   */
  async price(selections: readonly CustomBetSelection[]): Promise<CustomBetPrice> {
    const analysis = await this.analyze(selections);
    const first = analysis.refused[0];
    if (first) return { refusal: toRefusal(first) };
    if (analysis.odds === null || analysis.probability === null) {
      const code = analysis.betRefusal ?? CUSTOM_BET_REFUSALS.minSelections;
      return { refusal: { code, messageKey: CUSTOM_BET_REFUSAL_MESSAGE_KEYS[code], selectionIndexes: analysis.legs.map((leg) => leg.index), conflictsWith: [] } };
    }
    return { odds: analysis.odds, probability: analysis.probability };
  }

  /** POST /bets/custom/calculate: the price of the combinable selections and the refusals. */
  async calculate(selections: readonly CustomBetSelection[], language: ServerLanguage): Promise<CustomBetCalculationDto> {
    const analysis = await this.analyze(selections);
    this.requireMatch(analysis, selections, language);
    const refusals = analysis.refused.map((refused) => refusalDto(toRefusal(refused), selections, language));
    if (analysis.betRefusal) {
      const code = analysis.betRefusal;
      const indexes = analysis.legs.map((leg) => leg.index);
      refusals.push(refusalDto({ code, messageKey: CUSTOM_BET_REFUSAL_MESSAGE_KEYS[code], selectionIndexes: indexes, conflictsWith: [] }, selections, language));
    }
    const { odds, probability } = analysis;
    const priced = odds !== null && probability !== null;
    return {
      odds: priced ? toDecimal(odds) : null,
      probability: priced ? round(probability, 6) : null,
      product_odds: priced ? toDecimal(analysis.legs.reduce((product, leg) => (product * leg.singleOdds) / 1000, 1000)) : null,
      combined: priced ? analysis.legs.map((leg) => leg.index) : [],
      refusals,
    };
  }

  /**
   * POST /bets/custom/odds: for the current selections, the builder price that adding each other
   * outcome of the match's builder markets would give (null with the reason where it cannot).
   * Selections the builder refuses are left out of the base set, as calculate leaves them out.
   */
  async odds(selections: readonly CustomBetSelection[], language: ServerLanguage): Promise<CustomBetOddsDto> {
    const analysis = await this.analyze(selections);
    this.requireMatch(analysis, selections, language);
    const { book, legs } = analysis;
    const matchId = book.match?.id ?? selections[0]?.match_id ?? 0;
    const chosen = new Set(selections.map((selection) => `${marketKey({ marketId: selection.market_id, specifier: selection.specifier })}|${selection.outcome_id}`));
    const outcomes: CustomBetOutcomeOddsDto[] = [];
    for (const market of book.markets.values()) {
      if (market.customBetGroups.length === 0) continue;
      for (const outcome of market.outcomes) {
        const candidate = { match_id: matchId, market_id: market.typeId, specifier: market.specifier, outcome_id: outcome.outcomeKey };
        const entry = { market_id: market.typeId, specifier: market.specifier, outcome_id: outcome.outcomeKey };
        if (chosen.has(`${marketKey({ marketId: market.typeId, specifier: market.specifier })}|${outcome.outcomeKey}`)) {
          outcomes.push({ ...entry, odds: null, code: null });
          continue;
        }
        const leg = book.check(candidate, selections.length, legs);
        if (!('value' in leg)) {
          outcomes.push({ ...entry, odds: null, code: leg.code });
          continue;
        }
        const all = [...legs, leg];
        if (all.length < CUSTOM_BET_MIN_SELECTIONS) {
          outcomes.push({ ...entry, odds: null, code: CUSTOM_BET_REFUSALS.minSelections });
          continue;
        }
        const odds = builderOdds(book.joint(all), book.margin);
        outcomes.push({ ...entry, odds: odds === null ? null : toDecimal(odds), code: odds === null ? CUSTOM_BET_REFUSALS.tooLikely : null });
      }
    }
    return { match_id: matchId, odds: analysis.odds === null ? null : toDecimal(analysis.odds), outcomes };
  }

  /** GET /bets/custom/markets/{matchId}: the match's builder markets, grouped by custom_bet_groups. */
  async markets(matchId: number, language: ServerLanguage): Promise<CustomBetMarketsDto> {
    const match = await this.repository.match(matchId);
    if (!match) throw new HttpError(404, ERROR_CODES.notFound, `Match ${matchId} not found`, undefined, serverText(language, 'MATCH_NOT_FOUND'));
    const rows = (await this.repository.markets(matchId)).filter((row) => row.customBetGroups.length > 0);
    const groups = new Map<string, string[]>();
    for (const row of rows) {
      for (const group of row.customBetGroups) {
        const list = groups.get(group) ?? [];
        list.push(marketKey({ marketId: row.typeId, specifier: row.specifier }));
        groups.set(group, list);
      }
    }
    const rank = (key: string) => (GROUP_ORDER.includes(key) ? GROUP_ORDER.indexOf(key) : GROUP_ORDER.length);
    return {
      data: rows.map((row) => toMarketDto(row, match.urnId)),
      groups: [...groups.entries()].sort(([left], [right]) => rank(left) - rank(right)).map(([key, ids]) => ({ key, market_ids: ids })),
    };
  }

  /** The first selection names the builder's match: unknown → 404 with the server's text. */
  private requireMatch(analysis: Analysis, selections: readonly CustomBetSelection[], language: ServerLanguage): void {
    if (analysis.book.match) return;
    const id = selections[0]?.match_id ?? 0;
    throw new HttpError(404, ERROR_CODES.notFound, `Match ${id} not found`, undefined, serverText(language, 'MATCH_NOT_FOUND'));
  }

  private async book(matchId: number | undefined): Promise<MatchBook> {
    const match = matchId === undefined ? null : await this.repository.match(matchId);
    if (!match) return new MatchBook(null, null, []);
    const rows = await this.repository.markets(match.id);
    return new MatchBook(match, goalModelOf(match), rows);
  }

  private async analyze(selections: readonly CustomBetSelection[]): Promise<Analysis> {
    const book = await this.book(selections[0]?.match_id);
    const legs: Leg[] = [];
    const refused: Refused[] = [];
    selections.forEach((selection, index) => {
      const leg = book.check(selection, index, legs);
      if ('value' in leg) legs.push(leg);
      else refused.push(leg);
    });
    if (legs.length < CUSTOM_BET_MIN_SELECTIONS) return { book, legs, refused, probability: null, odds: null, betRefusal: CUSTOM_BET_REFUSALS.minSelections };
    const probability = book.joint(legs);
    const odds = builderOdds(probability, book.margin);
    return { book, legs, refused, probability, odds, betRefusal: odds === null ? CUSTOM_BET_REFUSALS.tooLikely : null };
  }
}

/** The goal model of a match from its persisted simulator state; null for sports without one. */
function goalModelOf(match: BuilderMatchRow): GoalModelInput | null {
  if (!isSimMatch(match.state) || !(match.sportKey in SPORT_ENGINES)) return null;
  const engine = engineFor(match.sportKey);
  if (!engine.goalModel) return null;
  return engine.goalModel(match.state.play, match.state.strength);
}

function toRefusal(refused: Refused): CustomBetRefusal {
  return { code: refused.code, messageKey: CUSTOM_BET_REFUSAL_MESSAGE_KEYS[refused.code], selectionIndexes: [refused.index], conflictsWith: refused.conflictsWith };
}

function refusalDto(refusal: CustomBetRefusal, selections: readonly CustomBetSelection[], language: ServerLanguage): CustomBetRefusalDto {
  return {
    selection_indexes: refusal.selectionIndexes,
    outcome_ids: refusal.selectionIndexes.map((index) => selections[index]?.outcome_id ?? ''),
    conflicts_with: refusal.conflictsWith,
    code: refusal.code,
    message_key: refusal.messageKey,
    localized_message: serverText(language, refusal.code),
  };
}

function toDecimal(thousandths: number): number {
  return Math.round(thousandths) / 1000;
}

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}
