import type { AmbDto, HuntingDto, OperatorAmbDto, OperatorHuntingDto } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import type { Player } from '../bets/placement-helper';
import { NEXT_WEEK, operator } from '../bonuses/helper';

export function huntingBody(freebetCampaignId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Goal hunting',
    currency: 'EUR',
    min_stake: 100,
    stake_per_point: 100,
    points_per_freebet: 15,
    freebet_amount: 500,
    freebet_campaign_id: freebetCampaignId,
    valid_to: NEXT_WEEK,
    ...overrides,
  };
}

export function ambBody(freebetCampaignId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Bet 2, get free bets',
    currency: 'EUR',
    min_stake: 500,
    amb_ranges: [{ number_of_bets: 1, number_of_freebets: 1, issued_bonus_amount: 300 }, { number_of_bets: 2, number_of_freebets: 2, issued_bonus_amount: 500 }],
    freebet_campaign_id: freebetCampaignId,
    issue_to: NEXT_WEEK,
    ...overrides,
  };
}

export async function createHunting(app: FastifyInstance, body: Record<string, unknown>): Promise<OperatorHuntingDto> {
  const created = await operator<{ data: OperatorHuntingDto }>(app, 'POST', '/huntings', body);
  if (created.status !== 201) throw new Error(`hunting not created: ${JSON.stringify(created.body)}`);
  return created.body.data;
}

export async function createAmb(app: FastifyInstance, body: Record<string, unknown>): Promise<OperatorAmbDto> {
  const created = await operator<{ data: OperatorAmbDto }>(app, 'POST', '/ambs', body);
  if (created.status !== 201) throw new Error(`amb not created: ${JSON.stringify(created.body)}`);
  return created.body.data;
}

async function get<T>(app: FastifyInstance, url: string, who: Player | null) {
  const response = await app.inject({ method: 'GET', url: `/sportsbook/v1/bonuses${url}`, headers: who ? { authorization: who.authorization } : {} });
  return { status: response.statusCode, body: response.json<T & { error?: { code: string } }>() };
}

export const huntingsOf = (app: FastifyInstance, who: Player | null, query = '') => get<{ data: HuntingDto[]; pagination: { total: number } }>(app, `/huntings${query}`, who);
export const ambsOf = (app: FastifyInstance, who: Player | null, query = '') => get<{ data: AmbDto[]; pagination: { total: number } }>(app, `/freebets/amb${query}`, who);

export async function huntingOf(app: FastifyInstance, who: Player | null, id: number): Promise<HuntingDto | undefined> {
  return (await huntingsOf(app, who, '?status=available,active,not_available,bonus_over&limit=100')).body.data.find((hunting) => hunting.campaign_id === id);
}

export async function post<T = unknown>(app: FastifyInstance, url: string, who: Player) {
  const response = await app.inject({ method: 'POST', url: `/sportsbook/v1/bonuses${url}`, headers: { authorization: who.authorization } });
  return { status: response.statusCode, body: response.json<{ data: T; error?: { code: string; message: string } }>() };
}
