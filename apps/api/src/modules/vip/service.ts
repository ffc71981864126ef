import { CHANNELS, VIP_ERROR_CODES, type BetDto } from '@sportsbook/contracts';
import type { Clock } from '../../feed/clock';
import { HttpError, notFound } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import { toBetDto } from '../bets/serialize';
import { publishBalance } from '../settlement/service';
import type { VipRepository } from './repository';

/** Most VIP bets GET /operator/bets/vip answers (oldest first). */
export const VIP_QUEUE_LIMIT = 500;

/**
 * Operator decisions on VIP bets (issue 6; apps/api/README.md "VIP bets"). A decision publishes
 * balance_changed (a refund) and bet_changed on the player's private channel, as placement and
 * settlement do; a rejected bet leaves the player's list.
 */
export class VipService {
  constructor(
    private readonly repository: VipRepository,
    private readonly publisher: RealtimePublisher,
    private readonly clock: Clock,
  ) {}

  async decide(betId: number, decision: 'accept' | 'reject'): Promise<BetDto> {
    const result = await this.repository.decide(betId, decision === 'accept', new Date(this.clock.now()));
    switch (result.kind) {
      case 'not_found':
        throw notFound('VIP bet', betId);
      case 'closed':
        throw new HttpError(409, VIP_ERROR_CODES.closed, result.status === 'submitted'
          ? `VIP bet ${betId} can no longer be accepted: a selection already has its result (it can still be rejected).`
          : `VIP bet ${betId} is no longer waiting for a decision (status ${result.status}).`, { status: result.status, resulted: result.resulted });
      default: {
        const { bet, selections } = result.row;
        const dto = toBetDto(bet, selections, null);
        // The money moved already (committed): a lost notification must not turn it into an error.
        if (result.change) await publishBalance(this.publisher, result.change, 'bet_refund');
        await this.publisher.publish(CHANNELS.user(result.language, String(bet.userId)), { event_name: 'bet_changed', message: { bet: dto } }).catch(() => undefined);
        return dto;
      }
    }
  }

  async pending(): Promise<{ user_id: number; bet: BetDto }[]> {
    return (await this.repository.pending(VIP_QUEUE_LIMIT)).map(({ bet, selections }) => ({ user_id: bet.userId, bet: toBetDto(bet, selections, null) }));
  }
}
