import { CASHOUT_ERROR_CODES, CHANNELS, type BetDto } from '@sportsbook/contracts';
import type { Clock } from '../../feed/clock';
import { HttpError, notFound } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import type { NotificationService } from '../notifications/service';
import { publishBalance, type SettlementService } from '../settlement/service';
import type { CashoutRepository } from './repository';

/** Open bets whose offers one markets change recomputes at most (the oldest first). */
export const OFFERS_PER_MATCH_CHANGE = 2_000;
/** Last offers published, per bet, so an unchanged offer is not sent again (bounded). */
const REMEMBERED_OFFERS = 100_000;

/**
 * Cashout (issue 6): offers on the owner's private channel when a match's markets change
 * (`bet_cashout_changed`, only when the offer differs from the last one sent), and
 * POST /sportsbook/v1/bets/cashout.
 */
export class CashoutService {
  private readonly lastOffers = new Map<number, number | null>();

  constructor(
    private readonly repository: CashoutRepository,
    private readonly settlement: SettlementService,
    private readonly publisher: RealtimePublisher,
    private readonly clock: Clock,
    private readonly notifications: Pick<NotificationService, 'publishCreated'>,
  ) {}

  /** Called after markets_changed for the match: publishes the offers of its open bets that changed. */
  async publishOffers(matchId: number): Promise<void> {
    const offers = await this.repository.offersOnMatch(matchId, OFFERS_PER_MATCH_CHANGE);
    for (const { betId, userId, language, offer } of offers) {
      if (this.lastOffers.has(betId) && this.lastOffers.get(betId) === offer) continue;
      this.remember(betId, offer);
      await this.publisher.publish(CHANNELS.user(language, String(userId)), {
        event_name: 'bet_cashout_changed',
        message: { bet_id: String(betId), to_cashout: offer },
      }).catch(() => undefined);
    }
  }

  /** Current offers of these bets (to_cashout of their BetDtos); null when not offered. */
  offersOf(betIds: readonly number[]): Promise<Map<number, number | null>> {
    return this.repository.offersOf(betIds);
  }

  async cashout(userId: number, betIdText: string, amount: number): Promise<BetDto> {
    const betId = /^\d{1,15}$/.test(betIdText) ? Number(betIdText) : null;
    if (betId === null) throw notFound('Bet', betIdText);
    const result = await this.repository.cashout(userId, betId, amount, new Date(this.clock.now()));
    switch (result.kind) {
      case 'not_found':
        throw notFound('Bet', betIdText);
      case 'not_open':
        throw new HttpError(422, CASHOUT_ERROR_CODES.notOpen, 'Only open bets can be cashed out.');
      case 'bonus_bet':
        throw new HttpError(422, CASHOUT_ERROR_CODES.bonusBet, 'A bet placed with a free bet cannot be cashed out.');
      case 'changed':
        this.remember(betId, result.offer);
        throw new HttpError(409, CASHOUT_ERROR_CODES.changed, 'The cashout offer has changed.', { to_cashout: result.offer });
      default: {
        this.lastOffers.delete(betId);
        const [bet] = await this.settlement.publishBets([betId]);
        await publishBalance(this.publisher, result.change, 'cashout');
        await this.notifications.publishCreated(result.notifications);
        if (!bet) throw notFound('Bet', betIdText);
        return bet;
      }
    }
  }

  private remember(betId: number, offer: number | null): void {
    if (this.lastOffers.size >= REMEMBERED_OFFERS) this.lastOffers.clear();
    this.lastOffers.set(betId, offer);
  }
}
