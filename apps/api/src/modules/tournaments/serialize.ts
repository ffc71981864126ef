import type { OperatorTournamentDto, PromoTournamentDto, TournamentPayoutDto, TournamentRowDto } from '@sportsbook/contracts';
import { bonusTiming, prizeForPosition, prizePool, thousandthsToOdds, type PrizeBand } from '@sportsbook/domain';
import { currencyOf } from '../wallet/currencies';
import type { EntryRow, PayoutRow, TournamentRow } from './repository';

export const subunitsOf = (currency: string) => currencyOf(currency)?.subunits ?? 100;

export function tournamentDto(row: TournamentRow, now: Date): PromoTournamentDto {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    timing: row.status === 'finished' ? 'Past' : bonusTiming(row.startsAt, row.endsAt, now),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    min_odds: row.minOdds === null ? null : thousandthsToOdds(row.minOdds),
    event_conditions: row.eventConditions,
    currencies: Object.entries(row.minStakes).map(([currency, minStake]) => {
      const standing = row.standings.find((entry) => entry.currency === currency);
      const prizes = row.prizes[currency] ?? [];
      return {
        currency, currency_subunits: subunitsOf(currency), min_stake: minStake, prize_pool: prizePool(prizes), prizes,
        participants: standing?.participants ?? 0, farmed_total: standing?.farmedTotal ?? 0,
      };
    }),
  };
}

export function operatorTournamentDto(row: TournamentRow, now: Date): OperatorTournamentDto {
  return { ...tournamentDto(row, now), created_at: row.createdAt.toISOString(), finished_at: row.finishedAt?.toISOString() ?? null };
}

export function rowDto(entry: EntryRow, currency: string, bands: readonly PrizeBand[], callerId: number | null, hash: (userId: number) => string): TournamentRowDto {
  return {
    position: entry.position,
    current_user: callerId === entry.userId,
    user_hash: hash(entry.userId),
    farmed_amount: entry.farmedAmount,
    currency_code: currency,
    farmed_freebets_count: 0,
    bets_count: entry.betsCount,
    prize_amount: prizeForPosition(bands, entry.position),
  };
}

export function payoutDto(row: PayoutRow): TournamentPayoutDto {
  return {
    id: row.id, tournament_id: row.tournamentId, user_id: row.userId, position: row.position, currency: row.currency, amount: row.amount,
    farmed_amount: row.farmedAmount, status: row.status, created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null, paid_at: row.paidAt?.toISOString() ?? null,
  };
}
