import type { AmbDto, FarmingStatsDto, HuntingDto, OperatorAmbDto, OperatorHuntingDto } from '@sportsbook/contracts';
import { ambActiveRange, FREEBET_TYPES, possibleProgressCount, poolLeft, thousandthsToOdds, type BonusStatus, type FreebetType } from '@sportsbook/domain';
import type { AmbRow, HuntingPlayerRow, HuntingRow } from './repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;
const odds = (value: number | null) => (value === null ? null : thousandthsToOdds(value));
const freebetType = (type: string): FreebetType => ((FREEBET_TYPES as readonly string[]).includes(type) ? type as FreebetType : 'freebet');

function huntingFields(row: HuntingRow) {
  return {
    type: 'hunting' as const,
    id: `h${row.id}`,
    campaign_id: row.id,
    name: row.name,
    status: row.status,
    currency: row.currency,
    min_stake: row.min_stake,
    event_conditions: row.event_conditions,
    valid_from: iso(row.valid_from),
    valid_to: iso(row.valid_to),
    min_odds: odds(row.min_odds),
    max_odds: odds(row.max_odds),
    farm_once_per_event: row.farm_once_per_event,
    show_in_promotion: row.show_in_promotion,
    stake_per_point: row.stake_per_point,
    points_per_freebet: row.points_per_freebet,
    freebet_amount: row.freebet_amount,
    farming_freebet_type: freebetType(row.freebet_type),
    pool_left: poolLeft(row.initial_pool, row.given_amount),
  };
}

export interface HuntingView {
  row: HuntingRow;
  player: HuntingPlayerRow | null;
  stats: FarmingStatsDto;
  status: BonusStatus;
  usedInBets: number[];
  toBoost: number[];
}

export function huntingDto(view: HuntingView): HuntingDto {
  return {
    ...huntingFields(view.row),
    farming_stats: view.stats,
    farmed_event_ids: view.player?.farmed_event_ids ?? [],
    used_in_bets: view.usedInBets.map(String),
    freebets_to_boost: view.toBoost.map(String),
    computed_status: view.status,
    issued: view.player ? { seen: view.player.seen, activated_at: view.player.activated_at.toISOString(), computed_status: view.status } : null,
  };
}

export function operatorHuntingDto(row: HuntingRow): OperatorHuntingDto {
  return { ...huntingFields(row), freebet_campaign_id: row.freebet_campaign_id, initial_pool: row.initial_pool, given_amount: row.given_amount, players: row.players, created_at: row.created_at.toISOString() };
}

function ambFields(row: AmbRow, progress: number) {
  return {
    id: `a${row.id}`,
    campaign_id: row.id,
    name: row.name,
    status: row.status,
    currency: row.currency,
    min_stake: row.min_stake,
    event_conditions: row.event_conditions,
    valid_from: iso(row.valid_from),
    valid_to: iso(row.issue_to),
    type: freebetType(row.freebet_type),
    min_odds: odds(row.min_odds),
    possible_progress_count: possibleProgressCount(row.ranges.map((range) => ({ numberOfBets: range.number_of_bets, numberOfFreebets: range.number_of_freebets, issuedBonusAmount: range.issued_bonus_amount }))),
    issue_to: iso(row.issue_to),
    amb_ranges: row.ranges.map((range) => ({ ...range, currency: row.currency, reached: progress >= range.number_of_bets })),
  };
}

export function ambDto(row: AmbRow, progress: number, status: BonusStatus): AmbDto {
  const ranges = row.ranges.map((range) => ({ numberOfBets: range.number_of_bets, numberOfFreebets: range.number_of_freebets, issuedBonusAmount: range.issued_bonus_amount }));
  return { ...ambFields(row, progress), progress_count: progress, selected_range: ambActiveRange(progress, ranges), computed_status: status };
}

export function operatorAmbDto(row: AmbRow): OperatorAmbDto {
  return { ...ambFields(row, 0), amb_ranges: row.ranges.map((range) => ({ ...range, currency: row.currency, reached: false })), freebet_campaign_id: row.freebet_campaign_id, players: row.players, created_at: row.created_at.toISOString() };
}
