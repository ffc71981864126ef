import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../feed/clock';
import type { OutcomeResolver } from '../../feed/resolution';
import type { RealtimePublisher } from '../../realtime/types';
import { CashoutRepository } from '../cashout/repository';
import { CashoutService } from '../cashout/service';
import type { NotificationService } from '../notifications/service';
import { WalletRepository } from '../wallet/repository';
import { SettlementRepository } from './repository';
import { SettlementService } from './service';

/** Cashout margin: the offer is the bet's current value less 5 % (apps/api/README.md "Settlement and cashout"). */
export const CASHOUT_MARGIN_PERMILLE = 50;

export interface Betting {
  settlement: SettlementService;
  cashout: CashoutService;
  /** The simulator's onSettled hook: settles the match's bets, true once done; failures are logged (false), never thrown into the feed. */
  onSettled: (matchId: number, resolve: OutcomeResolver) => Promise<boolean>;
  /** After markets_changed: cashout offers of the match's open bets. */
  onMarketsChanged: (matchId: number) => Promise<void>;
}

/** Settlement and cashout services of one app (issue 6). */
/** What one match's settlement did, as metrics count it. */
export interface SettlementObservation {
  ok: boolean;
  seconds: number;
  settled: number;
  rejected: number;
}

export function createBetting(options: {
  db: Database;
  publisher: RealtimePublisher;
  clock: Clock;
  log: FastifyBaseLogger;
  notifications: NotificationService;
  /** Told of every match's settlement (metrics). */
  onSettlement?: (observation: SettlementObservation) => void;
}): Betting {
  const { db, publisher, clock, log, notifications, onSettlement } = options;
  const settlement = new SettlementService(new SettlementRepository(db), db, publisher, clock, notifications);
  const cashout = new CashoutService(new CashoutRepository(db, new WalletRepository(db), CASHOUT_MARGIN_PERMILLE), settlement, publisher, clock, notifications);
  return {
    settlement,
    cashout,
    onSettled: async (matchId, resolve) => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1_000;
      try {
        const settled = await settlement.settleMatch(matchId, resolve);
        onSettlement?.({ ok: true, seconds: seconds(), settled: settled.betIds.length, rejected: settled.rejectedIds.length });
        if (settled.betIds.length > 0) log.info({ matchId, bets: settled.betIds.length }, 'bets settled');
        if (settled.rejectedIds.length > 0) log.warn({ matchId, bets: settled.rejectedIds }, 'undecided VIP bets rejected and refunded: a leg got its result');
        return true;
      } catch (error) {
        log.error({ err: error, matchId }, 'settlement failed');
        onSettlement?.({ ok: false, seconds: seconds(), settled: 0, rejected: 0 });
        return false;
      }
    },
    onMarketsChanged: async (matchId) => {
      await cashout.publishOffers(matchId).catch((error: unknown) => log.error({ err: error, matchId }, 'cashout offers failed'));
    },
  };
}
