import { isActiveOnIssue, isFreebetType, issuedExpiry, prizeCurrencies } from '@sportsbook/domain';
import type { Clock } from '../../feed/clock';
import type { IssueRepository, IssueTarget } from './issue-repository';
import type { BonusesRepository, BonusPlayerRow } from './repository';
import type { CampaignRow, IssuedRow } from './terms';

/** How an issue went: the new bonuses, players who already held it, players it could not go to. */
export interface IssueOutcome {
  issued: IssuedRow[];
  alreadyIssued: number;
  skipped: number;
}

export interface BonusIssuerOptions {
  repository: BonusesRepository;
  issues: IssueRepository;
  clock: Clock;
  /** allow_multiple_active_user_freebets (system settings). */
  multipleActiveFreebets: boolean;
  /** Called after an issue committed new bonuses (pokes the event worker, which publishes them). */
  onIssued: () => void;
}

/**
 * Issues campaigns to players (issue 20 "Issuing: to one player, to a player group, and by trigger"):
 * the operator's calls, the sign-up and first-deposit triggers (from the event worker) and promo
 * codes. Free bets go in the player's currency, at the campaign's amount for it (a player whose
 * currency has none is skipped); the bonus is active at once unless only one active free bet is
 * allowed and the player holds one (domain isActiveOnIssue). A lootbox is issued in the player's
 * currency when its prize table pays in it (else skipped), never active: it is opened, not used.
 */
export class BonusIssuer {
  constructor(private readonly options: BonusIssuerOptions) {}

  async issue(campaign: CampaignRow, players: readonly BonusPlayerRow[], trigger: string): Promise<IssueOutcome> {
    const { repository, issues, clock, multipleActiveFreebets } = this.options;
    const now = new Date(clock.now());
    const freebet = isFreebetType(campaign.type);
    const holders = freebet ? await repository.activeFreebetHolders(players.map((player) => player.id), now) : new Set<number>();
    const targets: IssueTarget[] = [];
    const lootbox = campaign.type === 'lootbox';
    const boxCurrencies = lootbox ? prizeCurrencies(campaign.prizes ?? []) : null;
    for (const player of players) {
      if (lootbox) {
        // A box opens in the player's currency: one the prize table pays in (any, when it pays none).
        if (boxCurrencies === null || boxCurrencies.includes(player.currency)) targets.push({ userId: player.id, currency: player.currency, amount: null, isActive: false });
        continue;
      }
      const amount = freebet ? campaign.amounts?.[player.currency] ?? null : null;
      if (freebet && amount === null) continue;
      targets.push({ userId: player.id, currency: freebet ? player.currency : null, amount, isActive: isActiveOnIssue(campaign.type, holders.has(player.id), multipleActiveFreebets) });
    }
    const what = { campaignId: campaign.id, kind: campaign.type, usesCount: campaign.usesCount, trigger, expiresAt: issuedExpiry(campaign.validTo, campaign.expiryDays, now) };
    const issued = await issues.issue(what, targets, now);
    if (issued.length > 0) this.options.onIssued();
    return { issued, alreadyIssued: targets.length - issued.length, skipped: players.length - targets.length };
  }

  /** Every active campaign of this trigger to this player (sign-up, first deposit); idempotent. */
  async issueByTrigger(trigger: 'sign_up' | 'first_deposit', userId: number): Promise<IssuedRow[]> {
    const { repository, clock } = this.options;
    const player = await repository.player(userId);
    if (!player) return [];
    const now = clock.now();
    const campaigns = (await repository.campaignsByTrigger(trigger)).filter((campaign) => campaign.validTo === null || campaign.validTo.getTime() > now);
    const issued: IssuedRow[] = [];
    for (const campaign of campaigns) issued.push(...(await this.issue(campaign, [player], trigger)).issued);
    return issued;
  }
}
