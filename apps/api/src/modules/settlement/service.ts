import { CHANNELS, type BetDto } from '@sportsbook/contracts';
import type { Clock } from '../../feed/clock';
import type { OutcomeResolver } from '../../feed/resolution';
import type { RealtimePublisher } from '../../realtime/types';
import { toBetDto, type BetRow, type BetSelectionRow } from '../bets/serialize';
import type { NotificationService } from '../notifications/service';
import { currencyOf } from '../wallet/currencies';
import type { BalanceChange } from '../wallet/repository';
import { loadBetRows, type SettledMatch, type SettlementRepository } from './repository';

/**
 * Settles the bets of a resolved match (called by the simulator after the settle step commits),
 * then publishes `bet_changed` (the full BetDto) for every settled bet, `balance_changed` for
 * every credited account and the notifications of the bets that paid (`notification`,
 * `unread_counters_changed`) on the owner's private channel. Publication failures never undo money.
 */
export class SettlementService {
  constructor(
    private readonly repository: SettlementRepository,
    private readonly db: Parameters<typeof loadBetRows>[0],
    private readonly publisher: RealtimePublisher,
    private readonly clock: Clock,
    private readonly notifications: Pick<NotificationService, 'publishCreated'>,
  ) {}

  async settleMatch(matchId: number, resolve: OutcomeResolver): Promise<SettledMatch> {
    const settled = await this.repository.settleMatch(matchId, resolve, new Date(this.clock.now()));
    await this.publishRows(settled.bets);
    for (const change of settled.changes) await publishBalance(this.publisher, change, 'bet_settlement');
    await this.notifications.publishCreated(settled.notifications);
    return settled;
  }

  /** bet_changed for each bet (read now), with the owner's language from the bet's user. */
  async publishBets(betIds: readonly number[], toCashout: ReadonlyMap<number, number | null> = new Map()): Promise<BetDto[]> {
    return this.publishRows(await loadBetRows(this.db, betIds), toCashout);
  }

  /** bet_changed for each of these rows (as committed). */
  async publishRows(rows: readonly { bet: BetRow; selections: readonly BetSelectionRow[] }[], toCashout: ReadonlyMap<number, number | null> = new Map()): Promise<BetDto[]> {
    const dtos: BetDto[] = [];
    const languages = await this.repository.languages([...new Set(rows.map((row) => row.bet.userId))]);
    for (const { bet, selections } of rows) {
      const dto = toBetDto(bet, selections, toCashout.get(bet.id) ?? null);
      dtos.push(dto);
      const channel = CHANNELS.user(languages.get(bet.userId) ?? 'en', String(bet.userId));
      await this.publisher.publish(channel, { event_name: 'bet_changed', message: { bet: dto } }).catch(() => undefined);
    }
    return dtos;
  }
}

export async function publishBalance(publisher: RealtimePublisher, change: BalanceChange, reason: string): Promise<void> {
  const subunits = currencyOf(change.currency)?.subunits ?? 100;
  await publisher.publish(CHANNELS.user(change.language, String(change.userId)), {
    event_name: 'balance_changed',
    message: { currency: change.currency, balance: change.balance, subunits, reason },
  }).catch(() => undefined);
}
