import type { OperatorTournamentDto, TournamentRatingDto } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { START } from '../helper';
import type { Player } from '../bets/placement-helper';
import { operator } from '../bonuses/helper';

const HOUR = 3_600_000;

/** A tournament running from an hour before the test clock's start for a day, ranking EUR. */
export function tournamentBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Weekend tournament',
    starts_at: new Date(START - HOUR).toISOString(),
    ends_at: new Date(START + 24 * HOUR).toISOString(),
    min_stake: { EUR: 100 },
    min_odds: 1.2,
    prizes: { EUR: [{ from: 1, to: 1, amount: 10_000 }, { from: 2, to: 3, amount: 2_500 }] },
    ...overrides,
  };
}

export async function createTournament(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<OperatorTournamentDto> {
  const created = await operator<{ data: OperatorTournamentDto }>(app, 'POST', '/tournaments', tournamentBody(overrides));
  if (created.status !== 201) throw new Error(`tournament not created: ${JSON.stringify(created.body)}`);
  return created.body.data;
}

export async function rating(app: FastifyInstance, id: number, who: Player | null, query = '') {
  const response = await app.inject({ method: 'GET', url: `/sportsbook/v1/bonuses/tournaments/${id}/rating${query}`, headers: who ? { authorization: who.authorization } : {} });
  return { status: response.statusCode, body: response.json<{ data: TournamentRatingDto; error?: { code: string; details?: { fields: { field: string }[] } } }>() };
}
