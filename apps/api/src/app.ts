import type { PartnerApp } from '@sportsbook/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { RateTable } from '@sportsbook/domain';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './feed/clock';
import { systemClock } from './feed/clock';
import { FeedEvents, PUBLIC_LANGUAGES, type OutageOptions } from './feed/feed-events';
import { FeedSimulator } from './feed/simulator';
import { catalogueRoutes } from './modules/catalogue/routes';
import { countersRoutes } from './modules/counters/routes';
import { CountersService } from './modules/counters/service';
import { FeedRepository } from './modules/feed/repository';
import { HealthRepository } from './modules/health/repository';
import { healthRoutes } from './modules/health/routes';
import { matchesRoutes } from './modules/matches/routes';
import { streamRoutes } from './modules/streams/routes';
import { feedChangeTags } from './modules/matches/cache-tags';
import { CatalogueService } from './modules/catalogue/service';
import { MatchesService } from './modules/matches/service';
import { searchRoutes } from './modules/search/routes';
import { settingsRoutes } from './modules/settings/routes';
import { BUILT_IN_SITE_CONFIG, type SiteConfigValues } from './modules/site-config/defaults';
import { SiteConfigRepository } from './modules/site-config/repository';
import { siteConfigOperatorRoutes, siteConfigRoutes } from './modules/site-config/routes';
import { SiteConfigService } from './modules/site-config/service';
import { SYSTEM_SETTINGS } from './modules/settings/system-settings';
import { DebugRequestLogController } from './config/request-log-controller';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin, type MetricsPluginOptions } from './plugins/metrics';
import { REQUEST_ID_HEADER, requestIdOf } from './plugins/request-id';
import { registerRuntimeGauges } from './metrics/runtime-gauges';
import { failureOf } from './error-reporting/request-failure';
import type { ErrorReporter } from './error-reporting/reporter';
import { createRepositories, repositoriesPlugin } from './plugins/repositories';
import { responseCachePlugin } from './plugins/response-cache';
import { catalogueLanguage } from './modules/catalogue/names/catalogue-language';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';
import { wellFormedJsonPlugin } from './plugins/well-formed-json';
import { realtimeTokenRoutes } from './modules/realtime-tokens/routes';
import realtimePlugin from './plugins/realtime';
import { accountsPlugin } from './plugins/accounts';
import { resolveAccountsConfig, type AccountsConfig } from './modules/auth/config';
import type { BetsConfig } from './modules/bets/config';
import { betsPlugin } from './modules/bets/plugin';
import { CustomBetsRepository } from './modules/custom-bets/repository';
import { customBetRoutes } from './modules/custom-bets/routes';
import { CustomBetService } from './modules/custom-bets/service';
import { favouriteRoutes } from './modules/favourites/routes';
import { FavouritesService } from './modules/favourites/service';
import { ShareCodesRepository } from './modules/share-codes/repository';
import { predictionRoutes } from './modules/predictions/routes';
import { chatOperatorRoutes, chatRoutes } from './modules/chat/routes';
import { ChatRepository } from './modules/chat/repository';
import { ChatService } from './modules/chat/service';
import { partnerRoutes } from './modules/partners/routes';
import { PredictionsRepository } from './modules/predictions/repository';
import { PredictionsService } from './modules/predictions/service';
import { shareCodeRoutes } from './modules/share-codes/routes';
import { ShareCodesService } from './modules/share-codes/service';
import { cashoutRoutes } from './modules/cashout/routes';
import { NotificationsRepository } from './modules/notifications/repository';
import { notificationRoutes } from './modules/notifications/routes';
import { NotificationService } from './modules/notifications/service';
import { feedControlRoutes } from './modules/feed-control/routes';
import { createBetting, type Betting } from './modules/settlement/plugin';
import { createBonuses, type Bonuses } from './modules/bonuses/plugin';
import { bonusRoutes } from './modules/bonuses/routes';
import { CampaignsRepository } from './modules/campaigns/repository';
import { campaignOperatorRoutes } from './modules/campaigns/routes';
import { JackpotsRepository, type DrawSource } from './modules/jackpots/repository';
import { jackpotOperatorRoutes, jackpotRoutes } from './modules/jackpots/routes';
import { JackpotService } from './modules/jackpots/service';
import { BonusesRepository } from './modules/bonuses/repository';
import { HuntingRepository } from './modules/hunting/repository';
import { huntingOperatorRoutes, huntingRoutes } from './modules/hunting/routes';
import { HuntingService } from './modules/hunting/service';
import { TournamentsRepository } from './modules/tournaments/repository';
import { tournamentOperatorRoutes, tournamentRoutes } from './modules/tournaments/routes';
import { earnBoxesFromSettledBets } from './modules/lootboxes/earn-settled';
import { LootboxesRepository } from './modules/lootboxes/repository';
import { lootboxOperatorRoutes, lootboxRoutes } from './modules/lootboxes/routes';
import { LootboxService, type LootboxServiceOptions } from './modules/lootboxes/service';
import { TournamentService } from './modules/tournaments/service';
import type { EventHandler } from './events/worker';
import { DEFAULT_EXCHANGE_RATES } from './modules/settings/exchange-rates';
import { CampaignService } from './modules/campaigns/service';
import { VipRepository } from './modules/vip/repository';
import { vipOperatorRoutes } from './modules/vip/routes';
import { VipService } from './modules/vip/service';
import { WalletRepository } from './modules/wallet/repository';
import { paymentOperatorRoutes } from './modules/wallet/routes';
import { operatorPlugin } from './plugins/operator';
import { BoardPushes } from './realtime/board-pushes';
import { InProcessPublisher, type RealtimePublisher } from './realtime/publisher';
import type { GatewayConfig } from './realtime/gateway/context';

export interface SimulatorSettings {
  seed: number;
  speed: number;
  targets?: { upcoming: number; live: number };
  /** Simulated provider outages (default: rare oddin outages, seeded). */
  outage?: Partial<OutageOptions>;
}

export interface BuildAppOptions {
  database: DatabaseHandle;
  publisher?: RealtimePublisher;
  /** HS256 secret of realtime connection and subscription tokens. */
  jwtSecret: string;
  /** Lifetime of realtime connection and subscription tokens (REALTIME_TOKEN_TTL_SECONDS; default 15 minutes). */
  realtimeTokenTtlSeconds?: number;
  /** The embedded realtime gateway's settings from the environment (fan-out windows); its defaults otherwise. */
  realtimeGateway?: Partial<GatewayConfig>;
  clock?: Clock;
  /** Null: no simulator in this process (another node leads, or a test seeds by hand). */
  simulator?: SimulatorSettings | null;
  corsOrigins?: string[];
  logger?: FastifyServerOptions['logger'];
  /** How long a cached catalogue response may be served (bounds staleness across nodes). */
  cacheTtlMs?: number;
  /** Accounts configuration (issue 5): from env in server.ts, cheap hashing and limits in tests. */
  accounts?: Partial<AccountsConfig>;
  /** Bet placement configuration (issue 6): live delay, VIP thresholds, limits; env in server.ts, small delays in tests. */
  bets?: Partial<BetsConfig>;
  /** Serve the feed-control routes under /sportsbook/dev (FEED_CONTROL_ENABLED; end-to-end tests). */
  feedControl?: boolean;
  /** Reference exchange rates of GET /settings (EXCHANGE_RATES; default: the built-in table). */
  exchangeRates?: RateTable;
  /** The jackpot draws' source (tests: a seeded one); default node:crypto. */
  jackpotDraw?: DrawSource;
  /** Tests only: a seeded source for lootbox draws instead of node:crypto. */
  lootboxRandom?: LootboxServiceOptions['random'];
  /**
   * The operators' key (OPERATOR_API_KEY): with it the operator routes are served under
   * /sportsbook/v1/operator (VIP decisions, campaigns; header X-Operator-Key); unset: none.
   */
  operatorApiKey?: string | null;
  /** Defaults of the site configuration (built-in and environment: modules/site-config/defaults siteConfigDefaults). */
  siteConfigDefaults?: SiteConfigValues;
  /** The partner apps offered (PARTNER_APPS: racing, lotteries, virtual-gaming-arena); default none. */
  partnerApps?: readonly PartnerApp[];
  /** How long the site configuration is served from memory before the table is read again (default 2 s). */
  siteConfigTtlMs?: number;
  /** Serve the OpenAPI docs at /docs and /docs/json (API_DOCS_ENABLED; default true). */
  docs?: boolean;
  /** Where unexpected errors are reported (SENTRY_DSN: error-reporting/reporter.ts); null: the log only. */
  errorReporter?: ErrorReporter | null;
  /** Who may read GET /metrics (METRICS_TOKEN; default: not served, still counted). */
  metrics?: MetricsPluginOptions['access'];
}

declare module 'fastify' {
  interface FastifyInstance {
    simulator: FeedSimulator | null;
    /** counters_changed and provider_status_changed pushes; `board.setProvider` is the operator hook. */
    board: BoardPushes;
    /** Settlement and cashout (issue 6). */
    betting: Betting;
    /** The players' private notifications: `notify(userId, …)` creates and publishes one. */
    notifications: NotificationService;
    /** Bonuses (issue 20): issuing, the player's calls and the event worker (the leader runs it). */
    bonuses: Bonuses;
    /**
     * The site configuration and feature flags (issue 22): `await app.siteConfig.flag('quick_deposit')`,
     * `await app.siteConfig.current()`.
     */
    siteConfig: SiteConfigService;
    jackpots: JackpotService;
    /** Tournaments (issue 23): leaderboards from bets_settled, the rating, the operator's payouts. */
    tournaments: TournamentService;
    /** Readiness answers 503 from now on (shutdown: the load balancer stops sending before close). */
    startDraining: () => void;
  }
}

export const API_PREFIX = '/sportsbook/v1';

/**
 * Composes the API in the fastify/demo order: external plugins, then application plugins
 * (repositories, simulator), then routes. The simulator is created and seeded but not run:
 * server.ts runs it on the wall clock, tests step it.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, logController: new DebugRequestLogController(), genReqId: requestIdOf }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(metricsPlugin, { access: options.metrics ?? 'off' });
  const reporter = options.errorReporter ?? null;
  await app.register(errorsPlugin, {
    onErrorAnswer: (route, code) => app.metrics.errors.inc({ route: route ?? 'unmatched', code }),
    ...(reporter ? { onUnexpected: (error: unknown, request: FastifyRequest) => reporter.capture(error, failureOf(request)) } : {}),
  });
  await app.register(wellFormedJsonPlugin);
  await app.register(securityPlugin, { corsOrigins: options.corsOrigins ?? [] });
  await app.register(swaggerPlugin, { serveDocs: options.docs ?? true });
  // Catalogue names come in the request's language (modules/catalogue/names): an entry per language.
  await app.register(responseCachePlugin, { ttlMs: options.cacheTtlMs ?? 1_000, vary: { header: 'accept-language', normalise: catalogueLanguage } });

  const repositories = createRepositories(options.database.db);
  await app.register(repositoriesPlugin, { repositories });
  const publisher = options.publisher ?? new InProcessPublisher();
  await app.register(realtimePlugin, { publisher, jwtSecret: options.jwtSecret, ...(options.realtimeGateway ? { gateway: options.realtimeGateway } : {}) });
  const counters = new CountersService(app.repositories.counters);
  app.decorate('board', new BoardPushes({
    publisher,
    languages: PUBLIC_LANGUAGES,
    providerStatuses: SYSTEM_SETTINGS.provider_statuses,
    counters: () => counters.counters({}),
    onProviderChange: ({ provider, active, reason }) => app.log.warn({ provider, active, reason }, `provider ${provider} ${active ? 'is active again' : 'is down'}`),
    onError: (error) => app.log.error({ err: error }, 'board pushes failed'),
  }));
  const clock = options.clock ?? systemClock;
  const siteConfig = new SiteConfigService({
    repository: new SiteConfigRepository(options.database.db),
    defaults: options.siteConfigDefaults ?? BUILT_IN_SITE_CONFIG,
    publisher,
    languages: PUBLIC_LANGUAGES,
    clock,
    ...(options.siteConfigTtlMs === undefined ? {} : { ttlMs: options.siteConfigTtlMs }),
    onInvalidStored: (key, message) => app.log.warn({ key, message }, 'a stored site setting is no longer valid: its default applies'),
  });
  app.decorate('siteConfig', siteConfig);
  const notifications = new NotificationService(new NotificationsRepository(options.database.db), publisher, clock);
  app.decorate('notifications', notifications);
  // The event worker is made below; settlement pokes it so leaderboards move at once, not at the next poll.
  const workerHolder: { poke: (() => void) | null } = { poke: null };
  app.decorate('betting', createBetting({
    db: options.database.db, publisher, clock, log: app.log, notifications,
    onSettlement: ({ ok, seconds, settled, rejected }) => {
      app.metrics.settlementDuration.observe({ outcome: ok ? 'settled' : 'failed' }, seconds);
      app.metrics.betsSettled.inc({ result: 'settled' }, settled);
      app.metrics.betsSettled.inc({ result: 'rejected' }, rejected);
      if (settled > 0) workerHolder.poke?.();
    },
  }));
  app.decorate('simulator', options.simulator ? createSimulator(app, options, options.simulator, publisher, clock) : null);
  const jackpots = new JackpotService({
    repository: new JackpotsRepository(options.database.db), clock, publisher, rates: options.exchangeRates ?? DEFAULT_EXCHANGE_RATES,
    secret: options.jwtSecret, log: app.log, ...(options.jackpotDraw ? { draw: options.jackpotDraw } : {}),
  });
  app.decorate('jackpots', jackpots);
  const poke = { worker: (): void => undefined };
  const hunting = new HuntingService({
    repository: new HuntingRepository(options.database.db), campaigns: new CampaignsRepository(options.database.db), bonuses: new BonusesRepository(options.database.db),
    clock, multipleActiveFreebets: SYSTEM_SETTINGS.allow_multiple_active_user_freebets, onIssued: () => poke.worker(), publisher,
  });
  const tournaments = new TournamentService({
    repository: new TournamentsRepository(options.database.db), conditions: new CampaignsRepository(options.database.db), clock, publisher,
    languages: PUBLIC_LANGUAGES, secret: options.jwtSecret, log: app.log,
  });
  app.decorate('tournaments', tournaments);
  const lootboxBonuses = new BonusesRepository(options.database.db);
  const lootboxes = new LootboxService({
    repository: new LootboxesRepository(options.database.db, new WalletRepository(options.database.db)), bonuses: lootboxBonuses, clock, publisher,
    multipleActiveFreebets: SYSTEM_SETTINGS.allow_multiple_active_user_freebets, onFreebetIssued: () => poke.worker(),
    earn: (betIds, now) => earnBoxesFromSettledBets(options.database.db, lootboxBonuses, betIds, now),
    ...(options.lootboxRandom ? { random: options.lootboxRandom } : {}),
  });
  // bets_settled feeds hunting (points, amb progress), the tournaments' leaderboards, then lootboxes earned by bets; each is idempotent, so a replay is safe.
  const settledHandlers = [hunting.eventHandler(), tournaments.eventHandler(), lootboxes.eventHandler()];
  const onSettled: EventHandler = async (events) => {
    for (const handler of settledHandlers) await handler(events);
  };
  const bonuses = createBonuses({ db: options.database.db, publisher, clock, log: app.log, more: { handlers: { bets_placed: jackpots.eventHandler(), bets_settled: onSettled }, periodic: () => jackpots.payApproved() } });
  poke.worker = () => bonuses.worker.poke();
  app.decorate('bonuses', bonuses);
  workerHolder.poke = () => bonuses.worker.poke();

  const chat = new ChatService({ repository: new ChatRepository(options.database.db), realtime: publisher, clock, chatType: async () => (await siteConfig.current()).chat.type });

  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  const health = new HealthRepository(options.database.db);
  await app.register(healthRoutes, { ping: () => health.ping(), draining: () => draining });
  await app.register(accountsPlugin, { db: options.database.db, clock, jwtSecret: options.jwtSecret, apiPrefix: API_PREFIX, notifications, availability: () => siteConfig.current(), ...(options.accounts ? { config: options.accounts } : {}) });
  await app.register(betsPlugin, { db: options.database.db, clock, onPlaced: (bets) => bets.forEach((bet) => app.metrics.betsPlaced.inc({ type: bet.type })), providerStatuses: () => app.board.providerStatuses(), cashoutOffers: (ids) => app.betting.cashout.offersOf(ids), ...(options.bets ? { config: options.bets } : {}) });
  await app.register(async (api) => {
    await api.register(catalogueRoutes);
    await api.register(matchesRoutes, { videoEnabled: () => siteConfig.flag('video') });
    await api.register(streamRoutes);
    await api.register(countersRoutes);
    await api.register(searchRoutes);
    await api.register(siteConfigRoutes, { siteConfig });
    await api.register(settingsRoutes, { loadedAt: new Date(clock.now()), providerStatuses: () => app.board.providerStatuses(), siteConfig: () => siteConfig.current(), partnerApps: options.partnerApps ?? [], ...(options.exchangeRates ? { exchangeRates: options.exchangeRates } : {}) });
    await api.register(partnerRoutes, {
      enabledApps: options.partnerApps ?? [],
      secret: options.jwtSecret,
      webOrigin: new URL(resolveAccountsConfig(options.accounts).webUrl).origin,
      resolveUserId: (request) => app.resolveUserId(request),
      now: () => clock.now(),
    });
    await api.register(realtimeTokenRoutes, {
      jwtSecret: options.jwtSecret,
      ...(options.realtimeTokenTtlSeconds ? { connectionTtlSeconds: options.realtimeTokenTtlSeconds, subscriptionTtlSeconds: options.realtimeTokenTtlSeconds } : {}),
      resolveCaller: async (request) => {
        const caller = await app.resolveCaller(request);
        return caller ? { user: String(caller.userId), session: caller.sessionHash } : null;
      },
    });
    await api.register(customBetRoutes, { customBets: new CustomBetService(new CustomBetsRepository(options.database.db)) });
    await api.register(shareCodeRoutes, { shareCodes: new ShareCodesService(new ShareCodesRepository(options.database.db)), resolveUserId: (request) => app.resolveUserId(request) });
    await api.register(predictionRoutes, { predictions: new PredictionsService(new PredictionsRepository(options.database.db), app.realtime, clock), resolveUserId: (request) => app.resolveUserId(request) });
    await api.register(chatRoutes, { chat });
    await api.register(cashoutRoutes, { cashout: app.betting.cashout });
    await api.register(favouriteRoutes, { favourites: new FavouritesService(app.repositories.favourites, new MatchesService(app.repositories.matches), new CatalogueService(app.repositories.catalogue)) });
    await api.register(notificationRoutes, { notifications });
    await api.register(bonusRoutes, { bonuses: bonuses.service, offers: bonuses.offers, hunting });
    await api.register(huntingRoutes, { hunting });
    await api.register(jackpotRoutes, { jackpots });
    await api.register(tournamentRoutes, { tournaments });
    await api.register(lootboxRoutes, { lootboxes });
  }, { prefix: API_PREFIX });
  if (options.operatorApiKey) {
    const vip = new VipService(new VipRepository(options.database.db, new WalletRepository(options.database.db)), app.realtime, clock);
    const campaigns = new CampaignService(new CampaignsRepository(options.database.db), bonuses.repository, bonuses.issuer, clock, () => bonuses.worker.poke());
    await app.register(operatorPlugin, {
      prefix: API_PREFIX,
      apiKey: options.operatorApiKey,
      routes: async (scope) => {
        await scope.register(vipOperatorRoutes, { vip });
        await scope.register(campaignOperatorRoutes, { campaigns });
        await scope.register(paymentOperatorRoutes, { wallet: app.payments });
        await scope.register(siteConfigOperatorRoutes, { siteConfig });
        await scope.register(jackpotOperatorRoutes, { jackpots });
        await scope.register(huntingOperatorRoutes, { hunting });
        await scope.register(tournamentOperatorRoutes, { tournaments });
        await scope.register(lootboxOperatorRoutes, { lootboxes });
        await scope.register(chatOperatorRoutes, { chat });
      },
    });
  }
  if (options.feedControl) await app.register(feedControlRoutes, { simulator: () => app.simulator, prefix: '/sportsbook/dev' });

  registerRuntimeGauges(app.metrics, { gateway: app.realtimeGateway, pool: options.database.pool, simulator: app.simulator, clock });
  app.addHook('onClose', async () => {
    await reporter?.close();
    await bonuses.worker.stop();
    await app.simulator?.stop();
    await app.board.close();
  });
  await app.ready();
  return app;
}

function createSimulator(app: FastifyInstance, options: BuildAppOptions, settings: SimulatorSettings, publisher: RealtimePublisher, clock: Clock): FeedSimulator {
  const matches = new MatchesService(app.repositories.matches);
  const reader = {
    match: (id: number) => matches.byId(id),
    markets: async (id: number) => (await matches.markets(id, { page: 1, limit: 500 }))?.data ?? [],
  };
  const events = new FeedEvents(publisher, reader, { pushes: app.board, seed: settings.seed, ...(settings.outage ? { outage: settings.outage } : {}) });
  events.onMarketsChanged((matchId) => app.betting.onMarketsChanged(matchId));
  return new FeedSimulator({
    repository: new FeedRepository(options.database.db),
    events,
    clock,
    seed: settings.seed,
    speed: settings.speed,
    ...(settings.targets ? { targets: settings.targets } : {}),
    onSettled: (matchId, resolve) => app.betting.onSettled(matchId, resolve),
    onChange: async (changes) => {
      await app.responseCache.invalidate(feedChangeTags(changes));
      events.stepped();
    },
  });
}
