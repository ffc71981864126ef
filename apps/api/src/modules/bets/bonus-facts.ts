/**
 * What a placement with a bonus reads before it is validated (issue 20; placement-bonus.ts): the
 * player's conditions (country, verified), the player's bonuses the bets name with their campaigns,
 * and where each match sits in the catalogue. The placements that arrive together are read in one
 * statement, as placement_context reads their context (PLACEMENT_READS_BATCHING): at 1,000
 * placements/s with a bonus on one in five, three statements per bonus placement of their own
 * made the p99 119 ms (docs/benchmarks.md). Nothing read here is trusted with money:
 * place_bet_batch checks the bonus again in its transaction.
 */
import type { SportType } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { Batcher, PLACEMENT_READS_BATCHING } from '../../db/batcher';
import type { Database } from '../../db/client';
import { idArray, rowOfJson, rowsOf } from '../../db/rows';
import { bonusCampaigns, issuedBonuses } from '../../db/schema';
import type { HeldBonus } from '../bonuses/repository';
import type { PlacementBonusFacts } from './placement-bonus';

export interface BonusFactsRequest {
  userId: number;
  issuedIds: readonly number[];
  matchIds: readonly number[];
}

/** The batch's answer: [user id, country, verified] per player, [issued row, campaign row] per bonus, one row per match. */
type FactsRows = [
  [number, string | null, boolean][],
  [Record<string, unknown>, Record<string, unknown>][],
  [number, number, number, number, SportType][],
];

export class PlacementBonusFactsReader {
  private readonly reads: Batcher<BonusFactsRequest, PlacementBonusFacts>;

  constructor(private readonly db: Database) {
    this.reads = new Batcher((requests) => this.readFacts(requests), PLACEMENT_READS_BATCHING);
  }

  /** One placement's facts, read with those of the placements that arrive with it. */
  read(request: BonusFactsRequest): Promise<PlacementBonusFacts> {
    return this.reads.submit(request);
  }

  private async readFacts(requests: BonusFactsRequest[]): Promise<PlacementBonusFacts[]> {
    const userIds = [...new Set(requests.map((request) => request.userId))];
    const issuedIds = [...new Set(requests.flatMap((request) => request.issuedIds))];
    const matchIds = [...new Set(requests.flatMap((request) => request.matchIds))];
    const [row] = rowsOf<{ facts: FactsRows }>(await this.db.execute(sql`select json_build_array(
      (select coalesce(json_agg(json_build_array(u.id, u.country, u.phone_verified_at is not null)), '[]')
        from users u where u.id = any(${idArray(userIds)})),
      (select coalesce(json_agg(json_build_array(to_json(ib), to_json(c))), '[]')
        from issued_bonuses ib join bonus_campaigns c on c.id = ib.campaign_id where ib.id = any(${idArray(issuedIds)})),
      (select coalesce(json_agg(json_build_array(m.id, m.sport_id, m.category_id, m.tournament_id, s.type)), '[]')
        from matches m join sports s on s.id = m.sport_id where m.id = any(${idArray(matchIds)}))) as facts`));
    const [playerRows, heldRows, eventRows] = row?.facts ?? [[], [], []];
    const players = new Map(playerRows.map(([id, country, verified]) => [id, { country, verified }]));
    const held: HeldBonus[] = heldRows.map(([issued, campaign]) => ({ issued: rowOfJson(issuedBonuses, issued), campaign: rowOfJson(bonusCampaigns, campaign) }));
    const events = new Map(eventRows.map(([id, sportId, categoryId, tournamentId, sportType]) => [id, { sportType, sportId, categoryId, tournamentId, eventId: id }]));
    return requests.map((request) => {
      const wanted = new Set(request.issuedIds);
      const matches = new Set(request.matchIds);
      return {
        player: players.get(request.userId) ?? { country: null, verified: false },
        // Only the player's own bonuses: another player's id is unknown to this placement.
        held: new Map(held.filter((bonus) => bonus.issued.userId === request.userId && wanted.has(bonus.issued.id)).map((bonus) => [bonus.issued.id, bonus])),
        events: new Map([...events].filter(([id]) => matches.has(id))),
      };
    });
  }
}
