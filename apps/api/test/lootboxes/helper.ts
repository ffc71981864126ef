import type { LootboxDrawDto, LootboxDto, LootboxOpenResponse, PaginationDto } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { buildBets, type BetsContext, type Player } from '../bets/placement-helper';
import { bonusCall, createCampaign, freebetBody, NEXT_WEEK, OPERATOR_KEY, operator } from '../bonuses/helper';

/**
 * The lootbox tests' source of draws: the numbers queued in `next` first (a test that wants a
 * given prize queues its number), then a seeded sequence (mulberry32): never node:crypto.
 */
export class ScriptedRandom {
  readonly next: number[] = [];
  readonly asked: number[] = [];
  private state = 99;

  readonly draw = (below: number): number => {
    this.asked.push(below);
    const queued = this.next.shift();
    if (queued !== undefined) return queued;
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

/** A betting app with the operator routes and the scripted lootbox source. */
export function buildLootboxes(random: ScriptedRandom): Promise<BetsContext> {
  return buildBets({ seed: 13, targets: { upcoming: 4, live: 0 }, operatorApiKey: OPERATOR_KEY, lootboxRandom: random.draw });
}

/**
 * A lootbox campaign body: free bet 5 EUR (weight 1: number 0), cash 2 EUR (weight 3: 1–3),
 * nothing (weight 6: 4–9); `freebetCampaignId` the free bet's terms.
 */
export function lootboxBody(freebetCampaignId: number, overrides: Record<string, unknown> = {}) {
  return {
    type: 'lootbox',
    name: 'Spring chest',
    expiry: NEXT_WEEK,
    prizes: [
      { kind: 'freebet', weight: 1, amounts: { EUR: 500, USD: 550 }, freebet_campaign_id: freebetCampaignId },
      { kind: 'cash', weight: 3, amounts: { EUR: 200, USD: 220 } },
      { kind: 'nothing', weight: 6 },
    ],
    ...overrides,
  };
}

/** The free-bet campaign whose terms free-bet prizes carry. */
export function prizeFreebetCampaign(app: FastifyInstance) {
  return createCampaign(app, freebetBody({ name: 'Chest free bet', amounts: { EUR: 100, USD: 100 }, min_odds: null }));
}

export async function lootboxes(app: FastifyInstance, who: Player | null, query = '') {
  return bonusCall<{ data: LootboxDto[]; pagination: PaginationDto }>(app, 'GET', `/lootboxes${query}`, who);
}

export async function openBox(app: FastifyInstance, who: Player | null, id: string) {
  return bonusCall<LootboxOpenResponse>(app, 'POST', `/lootboxes/${id}/open`, who);
}

export async function drawsOf(app: FastifyInstance, campaignId: number, query = '', key: string | null = OPERATOR_KEY) {
  return operator<{ data: LootboxDrawDto[]; pagination: PaginationDto }>(app, 'GET', `/campaigns/${campaignId}/lootbox-draws${query}`, undefined, key);
}
