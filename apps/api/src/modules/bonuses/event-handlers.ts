import { CHANNELS } from '@sportsbook/contracts';
import type { EventHandler, StoredEvent } from '../../events/worker';
import type { EventKind } from '../../events/repository';
import type { Clock } from '../../feed/clock';
import type { RealtimePublisher } from '../../realtime/types';
import type { BonusIssuer } from './issuer';
import type { BonusesRepository } from './repository';
import { bonusDto } from './serialize';

const numberOf = (event: StoredEvent, key: string) => Number(event.payload[key]);

/**
 * What the event worker does with the bonus facts (ARCHITECTURE §10): sign-ups and first deposits
 * issue their trigger's campaigns (idempotent per campaign, player and trigger), and each issued
 * bonus is announced as `bonus_issued` on its owner's private channel (at least once: a replay after
 * a crash announces it again, and the client keys bonuses by id).
 */
export function bonusEventHandlers(options: { repository: BonusesRepository; issuer: BonusIssuer; publisher: RealtimePublisher; clock: Clock }): Partial<Record<EventKind, EventHandler>> {
  const { repository, issuer, publisher, clock } = options;
  return {
    player_signed_up: async (events) => {
      for (const event of events) await issuer.issueByTrigger('sign_up', event.userId);
    },
    deposit_credited: async (events) => {
      for (const event of events) {
        if ((await repository.earlierDeposits(event.userId, numberOf(event, 'deposit_id'))) === 0) await issuer.issueByTrigger('first_deposit', event.userId);
      }
    },
    bonus_issued: async (events) => {
      const now = new Date(clock.now());
      for (const { campaign, issued, player } of await repository.heldByIds(events.map((event) => numberOf(event, 'issued_id')))) {
        const bonus = bonusDto(campaign, issued, { country: player.country, verified: player.verified }, now);
        await publisher.publish(CHANNELS.user(player.language, String(player.id)), { event_name: 'bonus_issued', message: { bonus } }).catch(() => undefined);
      }
    },
  };
}
