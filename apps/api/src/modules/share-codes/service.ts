import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ERROR_CODES, shareBetSchema, type ShareBetBody, type SharedBetDto, type SharedBetsDto, type SharedSelectionDto } from '@sportsbook/contracts';
import { BET_TYPE, MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import { HttpError } from '../../plugins/errors';
import type { CatalogueNames } from '../catalogue/names/catalogue-names';
import { serverText, type ServerLanguage } from '../custom-bets/messages';
import type { MarketRow, MatchRow } from '../matches/repository';
import { currencyOf } from '../wallet/currencies';
import type { ShareCodesRepository } from './repository';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
export const SHARE_CODE_LENGTH = 10;

/** 10 characters of lowercase RFC 4648 base32 from the CSPRNG: 50 bits, URL-safe. */
export function newShareCode(): string {
  const bytes = randomBytes(SHARE_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += BASE32[byte & 31];
  return code;
}

/** Matches still on the board for betting: prematch, live or stopped mid-play. */
const OPEN_MATCH = new Set<number>([MATCH_STATUS.prematch, MATCH_STATUS.live, MATCH_STATUS.stopped]);
/** Markets a slip can still hold (suspended ones come back); settled or cancelled ones are dropped. */
const KEPT_MARKET = new Set<number>([MARKET_STATUS.allowed, MARKET_STATUS.suspended, MARKET_STATUS.deactivated]);

const storedBetsSchema = z.array(shareBetSchema);

/**
 * Shared bets (spec promotions §4 "Shared bets"): a slip is stored under a random code; restoring
 * rebuilds its bets from the current catalogue so the slip shows today's names and prices.
 */
export class ShareCodesService {
  constructor(private readonly repository: ShareCodesRepository, private readonly codes: () => string = newShareCode) {}

  /**
   * Stores the bets as sent (identity of each selection, stake, type); visitors may share too
   * (userId null). A stake in a currency the wallet does not hold is refused (400).
   */
  async create(bets: ShareBetBody[], userId: number | null): Promise<{ code: string }> {
    const foreign = bets.find((bet) => bet.stake && !currencyOf(bet.stake.currency))?.stake;
    if (foreign) throw new HttpError(400, ERROR_CODES.badRequest, `The stake currency ${foreign.currency} is not a wallet currency`);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = this.codes();
      if (await this.repository.insert(code, userId, bets)) return { code };
    }
    throw new Error('Could not draw a free share code in 5 attempts');
  }

  /**
   * The shared bets with current selection details. Selections whose match is gone or no longer
   * open (finished, closed, not covered), or whose market or outcome is gone, settled or
   * cancelled, are dropped; bets left without selections are dropped; a bet left with one
   * selection becomes single, a system bet whose count no longer matches becomes combo, a custom
   * bet left with one becomes single. Everything dropped: `{bets: []}` (the client's "try another").
   */
  /** `names`: the catalogue's names in the reader's language (modules/catalogue/names). */
  async restore(code: string, language: ServerLanguage, names: CatalogueNames): Promise<SharedBetsDto> {
    const row = await this.repository.find(code);
    if (!row) throw new HttpError(404, ERROR_CODES.notFound, `Share code ${code} not found`, undefined, serverText(language, 'SHARE_CODE_NOT_FOUND'));
    const bets = storedBetsSchema.parse(row.bets);
    const matchIds = [...new Set(bets.flatMap((bet) => bet.selections.map((selection) => selection.match_id)))];
    const [matchRows, marketRows] = await Promise.all([this.repository.matches(matchIds), this.repository.markets(matchIds)]);
    const matches = new Map(matchRows.filter((match) => OPEN_MATCH.has(match.status)).map((match) => [match.id, match]));
    const markets = new Map(marketRows.map((market) => [`${market.matchId}|${market.typeId}|${market.specifier}`, market]));
    const restored: SharedBetDto[] = [];
    for (const bet of bets) {
      const selections = bet.selections.flatMap((selection) => {
        const match = matches.get(selection.match_id);
        const market = markets.get(`${selection.match_id}|${selection.market_id}|${selection.specifier}`);
        const shared = match && market ? sharedSelection(selection, match, market, names) : null;
        return shared ? [shared] : [];
      });
      if (selections.length === 0) continue;
      restored.push({ ...shapeOf(bet, selections.length), stake: stakeOf(bet.stake), selections });
    }
    return { bets: restored };
  }
}

/** The stake with its currency's code and sub-units (the client converts it to the active currency). */
function stakeOf(stake: ShareBetBody['stake']): SharedBetDto['stake'] {
  const currency = stake ? currencyOf(stake.currency) : null;
  return stake && currency ? { value: stake.value, currency: currency.code, subunits: currency.subunits } : null;
}

function shapeOf(bet: ShareBetBody, count: number): Pick<SharedBetDto, 'type' | 'system'> {
  const system = bet.system ?? null;
  if (count === 1) return { type: BET_TYPE.single, system: null };
  if (bet.type === BET_TYPE.single) return { type: BET_TYPE.combo, system: null };
  if (bet.type === BET_TYPE.system) {
    return system && system.total_count === count && system.win_count < count ? { type: BET_TYPE.system, system } : { type: BET_TYPE.combo, system: null };
  }
  return { type: bet.type, system: null };
}

function sharedSelection(selection: ShareBetBody['selections'][number], match: MatchRow, market: MarketRow, names: CatalogueNames): SharedSelectionDto | null {
  if (!KEPT_MARKET.has(market.status)) return null;
  const outcome = market.outcomes.find((candidate) => candidate.outcomeKey === selection.outcome_id);
  if (!outcome) return null;
  const open = market.status === MARKET_STATUS.allowed;
  return {
    match_id: match.id,
    market_id: market.typeId,
    specifier: market.specifier,
    outcome_id: outcome.outcomeKey,
    market_name: names.markets.market(market.name),
    outcome_name: names.markets.outcome(outcome.name),
    odds: outcome.odds / 1000,
    active: open && outcome.active,
    is_suspended: !open,
    market_status: market.status,
    match: {
      id: match.id,
      urn_id: match.urnId,
      slug: match.slug,
      type: match.type,
      status: match.status,
      start_time: match.startTime.toISOString(),
      provider: match.provider,
      sport_key: match.sport.key,
      sport_name: names.sport(match.sport.key, match.sport.name),
      category_name: names.category(match.category.countryCode, match.category.name),
      tournament: { id: match.tournament.id, slug: match.tournament.slug, name: names.tournament(match.tournament.name) },
      home: match.home ? { name: match.home.name, logo: match.home.logo } : null,
      away: match.away ? { name: match.away.name, logo: match.away.logo } : null,
    },
  };
}
