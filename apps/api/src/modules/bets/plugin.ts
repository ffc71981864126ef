import type { ProviderStatusDto } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../feed/clock';
import { CustomBetsRepository } from '../custom-bets/repository';
import { CustomBetService } from '../custom-bets/service';
import { WalletRepository } from '../wallet/repository';
import { PlacementBonusFactsReader } from './bonus-facts';
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

/** What a placement with a bonus reads (BetServiceDependencies.bonusFacts): batched with the placements that arrive together. */
export function bonusFactsReader(db: Database): NonNullable<BetServiceDependencies['bonusFacts']> {
  const reader = new PlacementBonusFactsReader(db);
  return (userId, issuedIds, matchIds) => reader.read({ userId, issuedIds, matchIds });
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
    bonusFacts: bonusFactsReader(options.db),
    ...(options.onPlaced ? { onPlaced: options.onPlaced } : {}),
  });
  await app.register(betsV3Routes, { bets, prefix: BETS_V3_PREFIX });
  await app.register(betsV1Routes, { bets, prefix: BETS_V1_PREFIX });
}
