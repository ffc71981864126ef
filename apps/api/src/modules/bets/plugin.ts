import type { ProviderStatusDto } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../feed/clock';
import { BonusesRepository } from '../bonuses/repository';
import { CustomBetsRepository } from '../custom-bets/repository';
import { CustomBetService } from '../custom-bets/service';
import { WalletRepository } from '../wallet/repository';
import { resolveBetsConfig, type BetsConfig } from './config';
import { BetsRepository } from './repository';
import { betsV1Routes, betsV3Routes } from './routes';
import { BetService, type BetServiceDependencies } from './service';

export interface BetsPluginOptions {
  db: Database;
  clock: Clock;
  config?: Partial<BetsConfig>;
  providerStatuses: () => readonly ProviderStatusDto[];
  /** Current cashout offers (to_cashout in GET /v3/bets). */
  cashoutOffers?: (betIds: readonly number[]) => Promise<ReadonlyMap<number, number | null>>;
  /** Told of the bets of each accepted placement (metrics). */
  onPlaced?: BetServiceDependencies['onPlaced'];
}

/** What a placement with a bonus reads (BetServiceDependencies.bonusFacts), from the bonuses' repository. */
export function bonusFactsReader(bonuses: BonusesRepository): NonNullable<BetServiceDependencies['bonusFacts']> {
  return async (userId, issuedIds, matchIds) => {
    const [player, held, events] = await Promise.all([bonuses.player(userId), bonuses.heldOf(userId, issuedIds), bonuses.selectionEvents(matchIds)]);
    return { player: { country: player?.country ?? null, verified: player?.verified ?? false }, held: new Map(held.map((bonus) => [bonus.issued.id, bonus])), events };
  };
}

export const BETS_V3_PREFIX = '/sportsbook/v3';
export const BETS_V1_PREFIX = '/sportsbook/v1';

/**
 * Bet placement (issue 6): POST/GET /sportsbook/v3/bets and POST /sportsbook/v1/bets/max-stake (the
 * operator's VIP routes are in the operator scope, app.ts). Needs the accounts plugin (bearer
 * decorators) and realtime (app.realtime).
 */
export async function betsPlugin(app: FastifyInstance, options: BetsPluginOptions): Promise<void> {
  const config = resolveBetsConfig(options.config);
  const bets = new BetService({
    repository: new BetsRepository(options.db, new WalletRepository(options.db)),
    publisher: app.realtime,
    clock: options.clock,
    config,
    providerStatuses: options.providerStatuses,
    customBets: new CustomBetService(new CustomBetsRepository(options.db)),
    ...(options.cashoutOffers ? { cashoutOffers: options.cashoutOffers } : {}),
    bonusFacts: bonusFactsReader(new BonusesRepository(options.db)),
    ...(options.onPlaced ? { onPlaced: options.onPlaced } : {}),
  });
  await app.register(betsV3Routes, { bets, prefix: BETS_V3_PREFIX });
  await app.register(betsV1Routes, { bets, prefix: BETS_V1_PREFIX });
}
