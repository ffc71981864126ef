import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { EventsRepository, type EventKind } from '../../events/repository';
import { EventWorker, type EventHandler } from '../../events/worker';
import type { Clock } from '../../feed/clock';
import type { RealtimePublisher } from '../../realtime/types';
import { SYSTEM_SETTINGS } from '../settings/system-settings';
import { bonusEventHandlers } from './event-handlers';
import { IssueRepository } from './issue-repository';
import { BonusIssuer } from './issuer';
import { BonusesRepository } from './repository';
import { BonusService } from './service';
import { SlipOfferService } from './slip-offers';

export interface Bonuses {
  repository: BonusesRepository;
  issuer: BonusIssuer;
  service: BonusService;
  offers: SlipOfferService;
  /** The events worker: started by the leader (server.ts); tests drain it. */
  worker: EventWorker;
}

/** Bonuses (issue 20): the player's calls, issuing, and the event worker that announces and expires them. */
export function createBonuses(options: {
  db: Database;
  publisher: RealtimePublisher;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Handlers of other modules' facts on the same worker (jackpots: bets_placed) and their periodic work. */
  more?: { handlers: Partial<Record<EventKind, EventHandler>>; periodic: () => Promise<void> };
}): Bonuses {
  const { db, publisher, clock, log, more } = options;
  const repository = new BonusesRepository(db);
  const issues = new IssueRepository(db);
  const multipleActiveFreebets = SYSTEM_SETTINGS.allow_multiple_active_user_freebets;
  // The worker exists before the issuer calls it (poke after each issue).
  const holder: { worker: EventWorker | null } = { worker: null };
  const issuer = new BonusIssuer({ repository, issues, clock, multipleActiveFreebets, onIssued: () => holder.worker?.poke() });
  const worker = new EventWorker(new EventsRepository(db), {
    name: 'bonuses',
    handlers: { ...bonusEventHandlers({ repository, issuer, publisher, clock }), ...more?.handlers },
    periodic: async () => {
      const closed = await issues.closeLapsed(new Date(clock.now()));
      if (closed > 0) log.info({ closed }, 'bonuses expired or deactivated');
      await more?.periodic();
    },
    log,
  });
  holder.worker = worker;
  return { repository, issuer, service: new BonusService(repository, issuer, clock, multipleActiveFreebets), offers: new SlipOfferService(repository, clock), worker };
}
