import {
  ambProgress,
  countsForAmb,
  farmSettledBets,
  huntingConversion,
  isActiveOnIssue,
  isFreebetStake,
  isFreebetType,
  issuedExpiry,
  poolLeft,
  SETTLED_BET_RESULTS,
  type CountingWindow,
  type PromotionBet,
  type SettledBetResult,
} from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { idArray, rowsOf, type Transaction } from '../../db/rows';
import { bonusCampaigns } from '../../db/schema';
import { activeFreebetHoldersIn } from '../bonuses/repository';
import { issueEachIn, type IssueOf, type IssueTarget } from '../bonuses/issue-repository';
import type { CampaignRow } from '../bonuses/terms';
import { ambOf, huntingOf, playerOf, readBets, type AmbRow, type HuntingPlayerRow, type HuntingRow, type PromotionBetRow } from './repository';
import { ambTermsOf, huntingTermsOf } from './terms';

/** A bet row as the domain's promotion rules take it. */
export function promotionBetOf(row: PromotionBetRow): PromotionBet {
  const kind = row.bonus_type;
  return {
    id: row.id,
    currency: row.currency,
    stake: row.stake,
    oddsThousandths: row.odds,
    freeStake: kind !== null && isFreebetType(kind) && isFreebetStake(kind),
    placedAt: row.placed_at,
    events: (row.events ?? []).map(([eventId, sportId, categoryId, tournamentId, sportType]) => ({ eventId, sportId, categoryId, tournamentId, sportType })),
  };
}

/** A player farms the bets placed after the activation (bet ids above the last one then) inside the campaign's times. */
export function huntingWindow(hunting: HuntingRow, player: HuntingPlayerRow): CountingWindow {
  return { from: Math.max(player.activated_at.getTime(), hunting.valid_from?.getTime() ?? 0), to: hunting.valid_to?.getTime() ?? null, afterBetId: player.after_bet_id };
}

const isSettledResult = (value: string | null): value is SettledBetResult => value !== null && (SETTLED_BET_RESULTS as readonly string[]).includes(value);

/**
 * What `bets_settled` does, in one transaction (ARCHITECTURE §10 "after the commit, from an events
 * table"; docs/promotions.md): the active huntings farm the settled bets of their players and
 * convert whole points into free bets; the active free-bet progresses count them and issue each
 * range's free bets once reached. Idempotent: a bet is farmed or counted once per campaign (primary
 * keys (campaign, bet): a replayed event inserts nothing, so adds nothing), and each free bet is
 * issued once per (campaign, player, trigger). Locks: campaigns (id order), then their players,
 * then the accounts the free bets credit (as every other writer of balances).
 */
export async function applySettledBets(tx: Transaction, betIds: readonly number[], options: { now: Date; multipleActiveFreebets: boolean }): Promise<SettledApplied> {
  const none: SettledApplied = { issued: 0, progressed: [] };
  if (betIds.length === 0) return none;
  const huntings = rowsOf<Record<string, unknown>>(await tx.execute(sql`select h.*, c.type as freebet_type from hunting_campaigns h
    join bonus_campaigns c on c.id = h.freebet_campaign_id where h.status = 'active' order by h.id for update of h`)).map(huntingOf);
  const ambs = rowsOf<Record<string, unknown>>(await tx.execute(sql`select a.*, c.type as freebet_type from amb_campaigns a
    join bonus_campaigns c on c.id = a.freebet_campaign_id where a.status = 'active' order by a.id for update of a`)).map(ambOf);
  if (huntings.length === 0 && ambs.length === 0) return none;
  const currencies = [...new Set([...huntings, ...ambs].map((campaign) => campaign.currency))];
  const bets = (await readBets(tx, sql`b.id = any(${idArray(betIds)}) and b.status = 'done' and b.currency = any(${`{${currencies.join(',')}}`}::text[])`))
    .filter((row) => isSettledResult(row.result));
  if (bets.length === 0) return none;
  const issues: (IssueOf & IssueTarget)[] = [];
  const progressed = new Set<number>();
  for (const moved of await farmAll(tx, huntings, ambs, bets, options.now)) {
    issues.push(...moved.issues);
    for (const userId of moved.progressed) progressed.add(userId);
  }
  if (issues.length > 0) {
    // Active on issue unless only one active free bet is allowed and the player holds one (issue 20's rule).
    const holders = await activeFreebetHoldersIn(tx, [...new Set(issues.map((row) => row.userId))], options.now);
    for (const row of issues) {
      row.isActive = isActiveOnIssue(row.kind, holders.has(row.userId), options.multipleActiveFreebets);
      holders.add(row.userId);
    }
    await issueEachIn(tx, issues, options.now);
  }
  return { issued: issues.length, progressed: [...progressed].sort((left, right) => left - right) };
}

/** What a `bets_settled` pass did: free bets issued, and the players whose hunting points or free-bet progress moved. */
export interface SettledApplied {
  issued: number;
  progressed: number[];
}

interface CampaignMoves {
  issues: (IssueOf & IssueTarget)[];
  progressed: number[];
}

/** The huntings, then the free-bet progresses, one after the other (their locks in the order above). */
async function farmAll(tx: Transaction, huntings: readonly HuntingRow[], ambs: readonly AmbRow[], bets: readonly PromotionBetRow[], now: Date): Promise<CampaignMoves[]> {
  const moves: CampaignMoves[] = [];
  for (const hunting of huntings) moves.push(await farmHunting(tx, hunting, bets, now));
  for (const amb of ambs) moves.push(await countAmb(tx, amb, bets, now));
  return moves;
}

async function freebetCampaign(tx: Transaction, id: number): Promise<CampaignRow | null> {
  const [row] = await tx.select().from(bonusCampaigns).where(sql`${bonusCampaigns.id} = ${id}`);
  return row ?? null;
}

function freebetIssue(campaign: CampaignRow, trigger: string, now: Date): IssueOf {
  return { campaignId: campaign.id, kind: campaign.type, usesCount: 1, trigger, expiresAt: issuedExpiry(campaign.validTo, campaign.expiryDays, now) };
}

/** One hunting: its players' settled bets farmed (once), points added, whole points converted within the pool. */
async function farmHunting(tx: Transaction, hunting: HuntingRow, bets: readonly PromotionBetRow[], now: Date): Promise<CampaignMoves> {
  const nothing: CampaignMoves = { issues: [], progressed: [] };
  const mine = bets.filter((bet) => bet.currency === hunting.currency);
  const userIds = [...new Set(mine.map((bet) => bet.user_id))];
  if (userIds.length === 0) return nothing;
  const players = rowsOf<Record<string, unknown>>(await tx.execute(sql`select * from hunting_players
    where campaign_id = ${hunting.id} and user_id = any(${idArray(userIds)}) order by user_id for update`)).map(playerOf);
  if (players.length === 0) return nothing;
  const terms = huntingTermsOf(hunting);
  const farmed: { player: (typeof players)[number]; farms: ReturnType<typeof farmSettledBets>['farms']; events: number[] }[] = [];
  for (const player of players) {
    const theirs = mine.filter((bet) => bet.user_id === player.user_id).map((bet) => ({ ...promotionBetOf(bet), result: bet.result as SettledBetResult }));
    const outcome = farmSettledBets(theirs, terms, huntingWindow(hunting, player), new Set(player.farmed_event_ids));
    if (outcome.farms.length > 0) farmed.push({ player, farms: outcome.farms, events: [...outcome.farmedEventIds] });
  }
  const rows = farmed.flatMap(({ player, farms }) => farms.map((farm) => ({ bet_id: farm.betId, user_id: player.user_id, stake: farm.stake, points: farm.points })));
  if (rows.length === 0) return nothing;
  // Only the farms inserted now count: a replay finds them and adds nothing.
  const inserted = new Set(rowsOf<{ bet_id: string | number }>(await tx.execute(sql`insert into hunting_farms (campaign_id, bet_id, user_id, stake, points, created_at)
    select ${hunting.id}, x.bet_id, x.user_id, x.stake, x.points, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(bet_id bigint, user_id int, stake bigint, points bigint)
    on conflict (campaign_id, bet_id) do nothing returning bet_id`)).map((row) => Number(row.bet_id)));
  const campaign = await freebetCampaign(tx, hunting.freebet_campaign_id);
  let given = hunting.given_amount;
  const issues: (IssueOf & IssueTarget)[] = [];
  const progressed: number[] = [];
  for (const { player, farms, events } of farmed) {
    const counted = farms.filter((farm) => inserted.has(farm.betId));
    if (counted.length === 0) continue;
    progressed.push(player.user_id);
    const points = player.points + counted.reduce((total, farm) => total + farm.points, 0);
    const conversion = campaign ? huntingConversion(points - player.spent_points, terms, poolLeft(hunting.initial_pool, given)) : { freebets: 0, points: 0, amount: 0 };
    given += conversion.amount;
    await tx.execute(sql`update hunting_players set bets_count = bets_count + ${counted.length},
        stake_sum = stake_sum + ${counted.reduce((total, farm) => total + farm.stake, 0)}, points = ${points},
        spent_points = spent_points + ${conversion.points}, freebets_count = freebets_count + ${conversion.freebets},
        farmed_event_ids = ${JSON.stringify(hunting.farm_once_per_event ? events : [])}::jsonb
      where campaign_id = ${hunting.id} and user_id = ${player.user_id}`);
    for (let index = 1; campaign && index <= conversion.freebets; index += 1) {
      issues.push({ ...freebetIssue(campaign, `hunting:${hunting.id}:${player.freebets_count + index}`, now), userId: player.user_id, currency: hunting.currency, amount: hunting.freebet_amount, isActive: true });
    }
  }
  if (given !== hunting.given_amount) await tx.execute(sql`update hunting_campaigns set given_amount = ${given} where id = ${hunting.id}`);
  return { issues, progressed };
}

/** One free-bet progress: each counted bet moves its player by one; a range reached issues its free bets. */
async function countAmb(tx: Transaction, amb: AmbRow, bets: readonly PromotionBetRow[], now: Date): Promise<CampaignMoves> {
  const terms = ambTermsOf(amb);
  const window = { from: amb.valid_from?.getTime() ?? 0, to: amb.issue_to?.getTime() ?? null };
  const counted = bets.filter((bet) => countsForAmb({ ...promotionBetOf(bet), result: bet.result as SettledBetResult }, terms, window));
  if (counted.length === 0) return { issues: [], progressed: [] };
  const inserted = rowsOf<{ user_id: number }>(await tx.execute(sql`insert into amb_counted (campaign_id, bet_id, user_id)
    select ${amb.id}, x.bet_id, x.user_id from jsonb_to_recordset(${JSON.stringify(counted.map((bet) => ({ bet_id: bet.id, user_id: bet.user_id })))}::jsonb) as x(bet_id bigint, user_id int)
    on conflict (campaign_id, bet_id) do nothing returning user_id`));
  const added = new Map<number, number>();
  for (const row of inserted) added.set(row.user_id, (added.get(row.user_id) ?? 0) + 1);
  if (added.size === 0) return { issues: [], progressed: [] };
  const userIds = [...added.keys()].sort((left, right) => left - right);
  await tx.execute(sql`insert into amb_players (campaign_id, user_id) select ${amb.id}, unnest(${idArray(userIds)}) on conflict do nothing`);
  const before = new Map(rowsOf<{ user_id: number; progress_count: number }>(await tx.execute(sql`select user_id, progress_count from amb_players
    where campaign_id = ${amb.id} and user_id = any(${idArray(userIds)}) order by user_id for update`)).map((row) => [row.user_id, row.progress_count]));
  const campaign = await freebetCampaign(tx, amb.freebet_campaign_id);
  const progress: { user_id: number; progress_count: number }[] = [];
  const issues: (IssueOf & IssueTarget)[] = [];
  for (const userId of userIds) {
    const moved = ambProgress(before.get(userId) ?? 0, added.get(userId) ?? 0, terms.ranges);
    progress.push({ user_id: userId, progress_count: moved.progressCount });
    for (const index of moved.reached) {
      const range = terms.ranges[index];
      if (!campaign || !range) continue;
      for (let count = 1; count <= range.numberOfFreebets; count += 1) {
        issues.push({ ...freebetIssue(campaign, `amb:${amb.id}:${index}:${count}`, now), userId, currency: amb.currency, amount: range.issuedBonusAmount, isActive: true });
      }
    }
  }
  await tx.execute(sql`update amb_players set progress_count = x.progress_count
    from jsonb_to_recordset(${JSON.stringify(progress)}::jsonb) as x(user_id int, progress_count int)
    where amb_players.campaign_id = ${amb.id} and amb_players.user_id = x.user_id`);
  return { issues, progressed: userIds };
}
