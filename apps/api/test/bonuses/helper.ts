import type { BonusDto, CampaignDto } from '@sportsbook/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildBets, type BetsContext, type Player } from '../bets/placement-helper';

/** The operator key of the bonus test apps. */
export const OPERATOR_KEY = 'bonus-tests-operator-key-0123456789abcdef';

/** A betting app with feed control and the operator routes on, the clock at START (2025-03-01T12:00Z). */
export function buildBonuses(): Promise<BetsContext> {
  return buildBets({ feedControl: true, seed: 11, targets: { upcoming: 30, live: 2 }, operatorApiKey: OPERATOR_KEY });
}

/** An operator call (X-Operator-Key unless `key` says otherwise). */
export async function operator<T = { data: CampaignDto }>(app: FastifyInstance, method: InjectOptions['method'], url: string, body?: unknown, key: string | null = OPERATOR_KEY) {
  const response = await app.inject({
    method,
    url: `/sportsbook/v1/operator${url}`,
    headers: key === null ? {} : { 'x-operator-key': key },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json<T & { error?: { code: string; message: string; details?: Record<string, unknown> } }>() };
}

export const NEXT_WEEK = '2025-03-08T12:00:00.000Z';

export function freebetBody(overrides: Record<string, unknown> = {}) {
  return { type: 'freebet', name: 'Free bet 5', amounts: { EUR: 500, USD: 550 }, min_odds: 1.5, expiry: NEXT_WEEK, ...overrides };
}

export function comboBoostBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'comboboost',
    name: 'Acca boost',
    ranges: [{ min_count: 3, max_count: 4, bonus_odds: 1.1 }, { min_count: 5, max_count: 10, bonus_odds: 1.2 }],
    min_odds: 1.2,
    uses_count: 3,
    valid_to: NEXT_WEEK,
    ...overrides,
  };
}

/** Creates a campaign (expects 201). */
export async function createCampaign(app: FastifyInstance, body: Record<string, unknown>): Promise<CampaignDto> {
  const created = await operator(app, 'POST', '/campaigns', body);
  if (created.status !== 201) throw new Error(`campaign not created: ${JSON.stringify(created.body)}`);
  return created.body.data;
}

/** Issues a campaign to players (expects 200). */
export async function issueTo(app: FastifyInstance, campaignId: number, ...players: Player[]) {
  const issued = await operator<{ data: { issued: number; already_issued: number; skipped: number } }>(app, 'POST', `/campaigns/${campaignId}/issue`, { user_ids: players.map((who) => who.userId) });
  if (issued.status !== 200) throw new Error(`not issued: ${JSON.stringify(issued.body)}`);
  return issued.body.data;
}

/** A player's call under /sportsbook/v1/bonuses (bearer unless a visitor). */
export async function bonusCall<T = { data: BonusDto[] }>(app: FastifyInstance, method: InjectOptions['method'], url: string, who: Player | null, body?: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method,
    url: `/sportsbook/v1/bonuses${url}`,
    headers: { ...(who ? { authorization: who.authorization } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json<T & { error?: { code: string; message: string; details?: Record<string, unknown> } }>() };
}

/** The event worker's pending work, done now (bonus_issued, trigger bonuses, expiries). */
export function drain(context: BetsContext): Promise<void> {
  return context.app.bonuses.worker.drain();
}
