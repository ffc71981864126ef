/**
 * What settlement does with a settled bet's bonus besides paying cash (issue 20; docs/bonuses.md
 * "Free-bet payouts"), in the settlement's transaction, after its cash credits and with the same
 * account locks: a void free bet is given back (its use, and its value to the bonus money, while the
 * bonus is still open), and a risk-free bet's lost stake is refunded as a new free bet (kind
 * freebet, the campaign's conditions, trigger `no_risk_refund:<bet id>`: once per bet).
 */
import { isActiveOnIssue, issuedExpiry, type SettledBonus } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { idArray, rowsOf, type Transaction } from '../../db/rows';
import type { StoredBetBonus } from '../../db/schema';
import { SYSTEM_SETTINGS } from '../settings/system-settings';
import { postBonusEntries } from './bonus-ledger-repository';
import { issueEachIn } from './issue-repository';
import { activeFreebetHoldersIn } from './repository';

/** A settled bet whose free bet is given back (`returned`) or whose risk-free stake is refunded (`refund` > 0). */
export interface BonusOutcome {
  betId: number;
  userId: number;
  currency: string;
  issuedId: number;
  stake: number;
  returned: boolean;
  refund: number;
}

/** A bet's stored bonus as the domain settles it (a combo boost's ranges in thousandths). */
export function settledBonusOf(stored: StoredBetBonus | null): SettledBonus | null {
  if (stored === null) return null;
  return { type: stored.type, ranges: (stored.ranges ?? []).map((range) => ({ minCount: range.min_count, maxCount: range.max_count, bonusOddsThousandths: range.bonus_odds })) };
}

/** Applies the outcomes in the caller's transaction (accounts already locked); answers how many free bets were issued. */
export async function settleBonusesIn(tx: Transaction, outcomes: readonly BonusOutcome[], now: Date): Promise<number> {
  await giveBack(tx, outcomes.filter((outcome) => outcome.returned), now);
  return refund(tx, outcomes.filter((outcome) => outcome.refund > 0), now);
}

/** Each void free bet's use back (times_used − 1) and its value to the bonus money, while the bonus is open. */
async function giveBack(tx: Transaction, outcomes: readonly BonusOutcome[], now: Date): Promise<void> {
  if (outcomes.length === 0) return;
  const uses = new Map<number, number>();
  for (const outcome of outcomes) uses.set(outcome.issuedId, (uses.get(outcome.issuedId) ?? 0) + 1);
  const at = now.toISOString();
  const reopened = rowsOf<{ id: number }>(await tx.execute(sql`update issued_bonuses ib set times_used = ib.times_used - x.n
    from jsonb_to_recordset(${JSON.stringify([...uses].map(([id, n]) => ({ id, n })))}::jsonb) as x(id int, n int), bonus_campaigns c
    where ib.id = x.id and c.id = ib.campaign_id and ib.closed_at is null and c.status <> 'ended'
      and (ib.expires_at is null or ib.expires_at > ${at}::timestamptz) and ib.times_used >= x.n
    returning ib.id`));
  const open = new Set(reopened.map((row) => row.id));
  await postBonusEntries(tx, outcomes.filter((outcome) => open.has(outcome.issuedId)).map((outcome) => ({
    userId: outcome.userId, currency: outcome.currency, amount: outcome.stake, kind: 'freebet_returned', reference: `bet:${outcome.betId}`,
  })), now);
}

/** A new free bet of each lost risk-free stake, active unless the player already holds an active one (one at a time). */
async function refund(tx: Transaction, outcomes: readonly BonusOutcome[], now: Date): Promise<number> {
  if (outcomes.length === 0) return 0;
  const campaigns = new Map(rowsOf<{ id: number; campaign_id: number; valid_to: string | null; expiry_days: number | null }>(await tx.execute(sql`
    select ib.id, ib.campaign_id, c.valid_to, c.expiry_days from issued_bonuses ib join bonus_campaigns c on c.id = ib.campaign_id
    where ib.id = any(${idArray([...new Set(outcomes.map((outcome) => outcome.issuedId))])})`)).map((row) => [row.id, row]));
  const holders = await activeFreebetHoldersIn(tx, [...new Set(outcomes.map((outcome) => outcome.userId))], now);
  const rows = outcomes.flatMap((outcome) => {
    const campaign = campaigns.get(outcome.issuedId);
    if (!campaign) return [];
    const isActive = isActiveOnIssue('freebet', holders.has(outcome.userId), SYSTEM_SETTINGS.allow_multiple_active_user_freebets);
    if (isActive) holders.add(outcome.userId);
    return [{
      campaignId: campaign.campaign_id, kind: 'freebet', usesCount: 1, trigger: `no_risk_refund:${outcome.betId}`,
      expiresAt: issuedExpiry(campaign.valid_to === null ? null : new Date(campaign.valid_to), campaign.expiry_days, now),
      userId: outcome.userId, currency: outcome.currency, amount: outcome.refund, isActive,
    }];
  });
  return (await issueEachIn(tx, rows, now)).length;
}
