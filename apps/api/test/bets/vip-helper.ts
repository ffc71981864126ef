import type { BetDto } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { betOf, buildBets, itemAt, place, type BetsContext, type Player } from './placement-helper';

/** The operator key and VIP threshold (EUR minor units) of the VIP test apps. */
export const VIP_KEY = 'vip-tests-operator-key-0123456789abcdef';
export const VIP_THRESHOLD = 5_000;

/** A betting app with feed control, the operator routes on (VIP_KEY) and a low VIP threshold. */
export function buildVipBets(): Promise<BetsContext> {
  return buildBets({ feedControl: true, seed: 11, targets: { upcoming: 30, live: 2 }, bets: { vipThresholds: { EUR: VIP_THRESHOLD } }, operatorApiKey: VIP_KEY });
}

export { itemAt as at } from './placement-helper';

/** The operator's decision on a VIP bet (POST /sportsbook/v1/operator/bets/{id}/vip). */
export function decideVip(app: FastifyInstance, id: string, decision: string, headers: Record<string, string> = { 'x-operator-key': VIP_KEY }) {
  return app.inject({ method: 'POST', url: `/sportsbook/v1/operator/bets/${id}/vip`, headers, payload: { decision } });
}

/** Places one bet and answers it (expects 201). */
export async function placeOne(app: FastifyInstance, who: Player, type: 'single' | 'combo', lines: Parameters<typeof betOf>[1], stake: number): Promise<BetDto> {
  const placed = await place(app, who, [betOf(type, lines, stake)], { type });
  expect(placed.status).toBe(201);
  return itemAt(placed.body.data, 0);
}
