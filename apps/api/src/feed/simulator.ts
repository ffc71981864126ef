import { MARKET_STATUS, MATCH_STATUS, type MatchStatus } from '@sportsbook/domain';
import type { MatchTrackerDto, StatisticsDto } from '@sportsbook/contracts';
import type { FeedRepository, NewMatch } from '../modules/feed/repository';
import { seedCatalogue, type SeededSport } from './catalogue-seed';
import type { Clock } from './clock';
import { engineFor } from './engine/registry';
import { initialPlay, type MatchEvent, type Score } from './engine/types';
import type { FeedEvents } from './feed-events';
import { planFixture, planOutright } from './fixtures';
import { LIVE_MARGIN, PREMATCH_MARGIN } from './pricing/margin';
import { priceMarkets, type PricedMarket } from './pricing/price-markets';
import { Rng } from './random';
import { resolverFor, type OutcomeResolver } from './resolution';
import { isSimMatch, type OddsOverride, type SimMatch } from './sim-match';
import { advanceTracked } from './tracker/track-step';

export interface SimulatorOptions {
  repository: FeedRepository;
  events: FeedEvents;
  clock: Clock;
  seed: number;
  /** SIM_SPEED: match time per real time. */
  speed: number;
  /** Board sizes kept at all times (issue 2: at least 150 upcoming and 20 live). */
  targets?: { upcoming: number; live: number };
  /**
   * Called after every step (and the start), once its transaction committed and before its
   * events are published: response caches re-render what changed (awaited).
   */
  onChange?: (changes: FeedChanges) => void | Promise<void>;
  /**
   * Called once a match's markets are resolved (its settle step committed, outcomes.result
   * written), before markets_changed is published: settles the bets on the match in a follow-up
   * transaction of its own (modules/settlement) and answers whether it did. Errors are the
   * callee's to log; on false the match is settled again a settle delay later, and a restart
   * before it is settled (the match's final play state is kept until then) settles it too.
   */
  onSettled?: (matchId: number, resolve: OutcomeResolver) => Promise<boolean>;
}

/** What one step (or the start) wrote, so caches invalidate only that. */
export interface FeedChanges {
  /** Everything may have changed (the start seeds the catalogue). */
  all: boolean;
  /** Matches whose row changed: score, clock, status, market counts; created or deleted ones too. */
  matches: Set<number>;
  /** Matches whose markets or odds changed. */
  markets: Set<number>;
  /** Match statuses whose listings gained, lost or changed a match. */
  statuses: Set<MatchStatus>;
}

/** The writes and events of one step: one transaction, events published after it commits. */
interface Batch {
  repository: FeedRepository;
  changes: FeedChanges;
  events: (() => Promise<void>)[];
  created: number[];
  /** Fixtures planned in this batch, written together (already kicked off, if they were). */
  pending: Map<number, PendingMatch>;
}

interface PendingMatch {
  id: number;
  match: NewMatch & { stage?: string | null; statistics?: StatisticsDto | null };
  priced: PricedMarket[];
}

/** Bet stop after a goal, point or set, in match time: SIM_SPEED scales it as it scales play. */
const SUSPEND_MS = 8_000;
const REPRICE_MS = 10_000;
const SETTLE_AFTER_MS = 60_000;
const KEEP_RESULTS_MS = 24 * 3_600_000;

/** The odds-feed simulator of ARCHITECTURE §7: fixtures, live play, prices, suspensions, results. */
export class FeedSimulator {
  private rng: Rng;
  private readonly targets: { upcoming: number; live: number };
  private readonly active = new Map<number, SimMatch>();
  private sports: SeededSport[] = [];
  private now: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private lastRunStepAt: number | null = null;
  private batch: Batch | null = null;
  /** Steps and feed-control operations run one at a time (they share the batch). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SimulatorOptions) {
    this.rng = new Rng(options.seed);
    this.targets = options.targets ?? { upcoming: 150, live: 20 };
    this.now = options.clock.now();
  }

  /** Seeds the catalogue when needed, reloads matches in play, fills the board. */
  async start(): Promise<void> {
    this.now = this.options.clock.now();
    this.active.clear();
    await this.inBatch(true, async (repository) => {
      this.sports = await seedCatalogue(repository);
      for (const { matchId, state } of await repository.loadStates()) {
        if (isSimMatch(state)) this.active.set(matchId, { ...state, id: matchId });
      }
      // Resuming a world (a restart, or a standby taking over): a stream of its own, so the
      // fixtures it plans do not replay those the seed already produced.
      const resumeFrom = Math.max(0, ...this.active.keys());
      if (resumeFrom > 0) this.rng = new Rng((this.options.seed ^ Math.imul(resumeFrom, 0x9e3779b1)) >>> 0);
      await this.createOutrights();
      await this.fillBoard();
    });
  }

  /** Advances the world by `realMs` of wall time (tests call this directly). */
  step(realMs: number): Promise<void> {
    return this.exclusive(() => this.stepNow(realMs));
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work, work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async stepNow(realMs: number): Promise<void> {
    this.now += realMs;
    const matchMs = realMs * this.options.speed;
    await this.inBatch(false, async (repository, changes) => {
      for (const match of this.sorted()) {
        if (match.status === MATCH_STATUS.prematch && match.startTime <= this.now) await this.kickoff(match, 0);
        else if (match.status === MATCH_STATUS.live) await this.play(match, matchMs);
        else if (match.status === MATCH_STATUS.finished && this.now - (match.finishedAt ?? 0) >= SETTLE_AFTER_MS) await this.settle(match);
      }
      await this.fillBoard();
      if (Math.floor(this.now / 3_600_000) !== Math.floor((this.now - realMs) / 3_600_000)) {
        const deleted = await repository.deleteFinishedBefore(new Date(this.now - KEEP_RESULTS_MS));
        for (const id of deleted) this.touch(id, { markets: true, statuses: [MATCH_STATUS.finished] });
        if (deleted.length > 0) changes.statuses.add(MATCH_STATUS.finished);
      }
    });
  }

  /**
   * When run() last finished a step (clock ms; null before the first): the feed's lag is the time
   * since, which stays about the interval while the feed keeps up (metrics).
   */
  get lastStepAt(): number | null {
    return this.isRunning ? this.lastRunStepAt : null;
  }

  /** Whether run() drives this simulator on the wall clock. */
  get isRunning(): boolean {
    return this.timer !== null;
  }

  /**
   * One transaction for all the writes of `work`; then the change set goes to onChange and the
   * events are published, in order, reading what was committed.
   */
  private async inBatch(all: boolean, work: (repository: FeedRepository, changes: FeedChanges) => Promise<void>): Promise<void> {
    const changes: FeedChanges = { all, matches: new Set(), markets: new Set(), statuses: new Set() };
    const batch: Omit<Batch, 'repository'> = { changes, events: [], created: [], pending: new Map() };
    try {
      await this.options.repository.transaction(async (repository) => {
        this.batch = { ...batch, repository };
        await work(repository, changes);
      });
    } catch (error) {
      // Rolled back: matches planned in this step never existed.
      for (const id of batch.created) this.active.delete(id);
      throw error;
    } finally {
      this.batch = null;
    }
    // Every step, even one that changed nothing (listeners count steps).
    await this.options.onChange?.(changes);
    for (const publish of batch.events) await publish();
  }

  private get current(): Batch {
    if (!this.batch) throw new Error('simulator writes happen inside a batch');
    return this.batch;
  }

  private touch(matchId: number, what: { markets?: boolean; statuses: MatchStatus[] }): void {
    const { changes } = this.current;
    changes.matches.add(matchId);
    if (what.markets) changes.markets.add(matchId);
    for (const status of what.statuses) changes.statuses.add(status);
  }

  private publish(event: () => Promise<void>): void {
    this.current.events.push(event);
  }

  /** Runs on the wall clock: one step per interval, never overlapping. */
  run(intervalMs = 1_000): void {
    let last = this.options.clock.now();
    const tick = () => {
      const current = this.options.clock.now();
      this.running = this.step(current - last).then(() => {
        this.lastRunStepAt = this.options.clock.now();
      }, () => undefined).finally(() => {
        this.running = null;
        if (this.timer) this.timer = setTimeout(tick, intervalMs);
      });
      last = current;
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Matches the simulator is driving (tests read them). */
  snapshot(): SimMatch[] {
    return this.sorted().map((match) => structuredClone(match));
  }

  private sorted(): SimMatch[] {
    return [...this.active.values()].sort((left, right) => left.id - right.id);
  }

  private async createOutrights(): Promise<void> {
    const { repository } = this.current;
    const existing = await repository.outrightTournamentIds();
    const planned = this.sports.flatMap((seeded) => seeded.leagues
      .filter((league) => league.league.outright && !existing.has(league.tournamentId))
      .map((league) => planOutright(seeded, league, this.rng, this.now)));
    const ids = await repository.allocateMatchIds(planned.length);
    await repository.createMatches(planned.map(({ match, specs }, index) => {
      const id = ids[index] ?? 0;
      this.touch(id, { markets: true, statuses: [MATCH_STATUS.prematch] });
      return { id, match, priced: priceMarkets(specs, PREMATCH_MARGIN, true), state: null };
    }));
  }

  private async fillBoard(): Promise<void> {
    const count = (status: number) => [...this.active.values()].filter((match) => match.status === status).length;
    await this.createFixtures(this.targets.upcoming + Math.max(0, this.targets.live - count(MATCH_STATUS.live)) - count(MATCH_STATUS.prematch));
    // Too few in play: the next fixtures kick off now, part-way through, so the live board is varied.
    const waiting = this.sorted().filter((match) => match.status === MATCH_STATUS.prematch).sort((a, b) => a.startTime - b.startTime || a.id - b.id);
    for (const match of waiting.slice(0, Math.max(0, this.targets.live - count(MATCH_STATUS.live)))) {
      await this.kickoff(match, this.rng.between(0, 0.7) * engineFor(match.sportKey).expectedDurationMs);
    }
    await this.createFixtures(this.targets.upcoming - count(MATCH_STATUS.prematch));
    await this.writePending();
  }

  /** New fixtures go to the database in multi-row statements, in their final state of this step. */
  private async writePending(): Promise<void> {
    const { repository, pending } = this.current;
    if (pending.size === 0) return;
    await repository.createMatches([...pending.values()].map(({ id, match, priced }) => {
      const { id: _id, ...state } = this.active.get(id) ?? { id };
      return { id, match, priced, state };
    }));
    pending.clear();
  }

  /** Plans `count` fixtures (ids taken from the sequence first) and writes them in multi-row statements. */
  private async createFixtures(count: number): Promise<void> {
    if (count <= 0) return;
    const { repository, created, pending } = this.current;
    const ids = await repository.allocateMatchIds(count);
    for (const id of ids) {
      const startTime = this.now + this.rng.int(10, 72 * 60) * 60_000;
      const plan = planFixture(this.sports, this.rng, startTime);
      const play = initialPlay();
      const engine = engineFor(plan.seeded.sport.key);
      const state: Omit<SimMatch, 'id'> = {
        sportKey: plan.seeded.sport.key, startTime, status: MATCH_STATUS.prematch, strength: plan.strength, play,
        suspendedUntil: null, nextPriceAt: startTime, finishedAt: null,
      };
      const priced = priceMarkets(engine.markets(play, plan.strength), PREMATCH_MARGIN, true);
      this.active.set(id, { ...state, id });
      created.push(id);
      this.touch(id, { markets: true, statuses: [MATCH_STATUS.prematch] });
      pending.set(id, { id, match: plan.match, priced });
    }
  }

  private async kickoff(match: SimMatch, headStartMs: number): Promise<void> {
    match.status = MATCH_STATUS.live;
    match.startTime = Math.min(match.startTime, this.now - headStartMs);
    const engine = engineFor(match.sportKey);
    // A kick-off part-way through: the tracker has the play-by-play of the time already played.
    const { tracker } = advanceTracked(match, engine, Math.max(1, headStartMs), this.rng, this.options.seed);
    if (match.play.phase === 'ended') {
      match.play = { ...initialPlay(), phase: 'prematch' };
      delete match.tracker;
    } else if (tracker) {
      this.publishTracker(tracker);
    }
    this.touch(match.id, { statuses: [MATCH_STATUS.prematch] });
    await this.save(match, new Date(match.startTime));
    await this.reprice(match);
    const { events } = this.options;
    this.publish(() => events.matchChanged(match.id, 'match_status_changed'));
  }

  private async play(match: SimMatch, matchMs: number): Promise<void> {
    const engine = engineFor(match.sportKey);
    // Form drifts a little while playing, so prices move between goals too.
    match.strength.home = clamp(match.strength.home + this.rng.normal() * 0.004);
    match.strength.away = clamp(match.strength.away + this.rng.normal() * 0.004);
    const { events, tracker } = advanceTracked(match, engine, matchMs, this.rng, this.options.seed);
    if (tracker) this.publishTracker(tracker);
    const { repository } = this.current;
    const feed = this.options.events;
    if (events.some((event) => event.kind === 'finished')) return this.finish(match);
    if (events.some((event: MatchEvent) => event.kind === 'score')) {
      match.suspendedUntil = this.now + SUSPEND_MS / this.options.speed;
      await repository.setMarketStatus(match.id, [MARKET_STATUS.allowed], MARKET_STATUS.suspended);
      this.touch(match.id, { markets: true, statuses: [match.status] });
      await this.save(match);
      this.publish(() => feed.matchChanged(match.id, 'match_changed'));
      this.publish(() => feed.marketsChanged(match.id));
      return;
    }
    await this.save(match);
    if (events.length > 0) this.publish(() => feed.matchChanged(match.id, 'match_changed'));
    const suspended = match.suspendedUntil !== null && this.now < match.suspendedUntil;
    if (!suspended && (match.suspendedUntil !== null || this.now >= match.nextPriceAt)) await this.reprice(match);
  }

  /** The tracker after a step that added events, on the match's channel (published once the step commits). */
  private publishTracker(tracker: MatchTrackerDto): void {
    const feed = this.options.events;
    this.publish(() => feed.trackerChanged(tracker));
  }

  private async reprice(match: SimMatch): Promise<void> {
    match.suspendedUntil = null;
    match.nextPriceAt = this.now + REPRICE_MS + this.rng.int(0, 5_000);
    const priced = this.price(match, true);
    const pending = this.current.pending.get(match.id);
    if (pending) pending.priced = priced;
    else await this.current.repository.replaceMarkets(match.id, priced);
    this.touch(match.id, { markets: true, statuses: [match.status] });
    const feed = this.options.events;
    this.publish(() => feed.marketsChanged(match.id));
  }

  /** The engine's prices for the match now, with any hand-set odds (feed control) applied. */
  private price(match: SimMatch, open: boolean): PricedMarket[] {
    const specs = engineFor(match.sportKey).markets(match.play, match.strength);
    const priced = priceMarkets(specs, match.status === MATCH_STATUS.prematch ? PREMATCH_MARGIN : LIVE_MARGIN, open);
    for (const override of match.oddsOverrides ?? []) {
      const market = priced.find((candidate) => candidate.typeId === override.typeId && candidate.specifier === override.specifier);
      const outcome = market?.outcomes.find((candidate) => candidate.key === override.outcomeKey);
      if (outcome) outcome.odds = override.odds;
    }
    return priced;
  }

  private async finish(match: SimMatch): Promise<void> {
    match.status = MATCH_STATUS.finished;
    match.finishedAt = this.now;
    await this.current.repository.setMarketStatus(match.id, [MARKET_STATUS.allowed], MARKET_STATUS.suspended);
    this.touch(match.id, { markets: true, statuses: [MATCH_STATUS.live] });
    await this.save(match);
    const feed = this.options.events;
    this.publish(() => feed.matchChanged(match.id, 'match_status_changed'));
  }

  /**
   * Resolves every market of the finished match from its final play state (outcomes.result) in
   * the step's transaction; after it commits, the bets on it are settled (onSettled), then
   * markets_changed is published.
   */
  private async settle(match: SimMatch): Promise<void> {
    const resolve = resolverFor(match.play);
    const { repository } = this.current;
    await repository.resolveOutcomes(match.id, resolve);
    await repository.settleMatch(match.id);
    this.touch(match.id, { markets: true, statuses: [match.status] });
    this.active.delete(match.id);
    const feed = this.options.events;
    const { onSettled } = this.options;
    if (onSettled) {
      // The final play state (feed_match_states) outlives the step until the bets are settled:
      // a crash or restart before that reloads the finished match, and its next step settles it
      // again (idempotent); a failed settlement is retried a settle delay later.
      this.publish(async () => {
        if (await onSettled(match.id, resolve)) {
          // Kept by a failure here, the state costs at most one more (empty) settlement at a restart.
          await this.options.repository.forgetState(match.id).catch(() => undefined);
        } else if (!this.active.has(match.id)) {
          this.active.set(match.id, { ...match, finishedAt: this.now });
        }
      });
    } else {
      await repository.forgetState(match.id);
    }
    this.publish(() => feed.marketsChanged(match.id));
  }

  /*
   * Feed control (modules/feed-control, FEED_CONTROL_ENABLED): deterministic hooks for end-to-end
   * tests. They run between steps, through the same batch, caches and publications as a step.
   */

  /**
   * Finishes the match now and settles it at once. Goal sports may be given the final score: the
   * first period keeps the goals it had (up to the final score), the rest fall in the last period,
   * home goals before away goals. Other sports end on their current score. False: not in play here.
   */
  async finishNow(matchId: number, finalScore?: Score): Promise<boolean> {
    return (await this.control(matchId, async (match) => {
      if (finalScore && engineFor(match.sportKey).goalModel) setFinalScore(match, finalScore);
      match.play.phase = 'ended';
      if (match.status !== MATCH_STATUS.finished) await this.finish(match);
      await this.settle(match);
      return true;
    })) ?? false;
  }

  /**
   * Sets one outcome's price (kept at every re-price) and publishes markets_changed.
   * 'no_match': not in play here; 'no_outcome': the model offers no such outcome now.
   */
  async setOdds(matchId: number, override: OddsOverride): Promise<'ok' | 'no_match' | 'no_outcome'> {
    return (await this.control(matchId, async (match) => {
      const offered = this.price(match, true).find((market) => market.typeId === override.typeId && market.specifier === override.specifier);
      if (!offered?.outcomes.some((outcome) => outcome.key === override.outcomeKey)) return 'no_outcome' as const;
      match.oddsOverrides = [...(match.oddsOverrides ?? []).filter((entry) => entry.typeId !== override.typeId || entry.specifier !== override.specifier || entry.outcomeKey !== override.outcomeKey), override];
      await this.save(match);
      const suspended = match.suspendedUntil !== null && this.now < match.suspendedUntil;
      await this.current.repository.replaceMarkets(match.id, this.price(match, !suspended));
      this.touch(match.id, { markets: true, statuses: [match.status] });
      const feed = this.options.events;
      this.publish(() => feed.marketsChanged(match.id));
      return 'ok' as const;
    })) ?? 'no_match';
  }

  /** Suspends the match's open markets for `forMs` of simulator time (a live match re-opens at its next step after it). */
  async suspend(matchId: number, forMs: number): Promise<boolean> {
    return (await this.control(matchId, async (match) => {
      match.suspendedUntil = this.now + forMs;
      await this.current.repository.setMarketStatus(match.id, [MARKET_STATUS.allowed], MARKET_STATUS.suspended);
      this.touch(match.id, { markets: true, statuses: [match.status] });
      await this.save(match);
      const feed = this.options.events;
      this.publish(() => feed.marketsChanged(match.id));
      return true;
    })) ?? false;
  }

  /**
   * Plays `matchMs` of match time on the match at once, as a step would (a match not started yet
   * kicks off first): period ends, breaks and second halves happen and are published as match_changed.
   * False: not in play here.
   */
  async advance(matchId: number, matchMs: number): Promise<boolean> {
    return (await this.control(matchId, async (match) => {
      if (match.status === MATCH_STATUS.prematch) await this.kickoff(match, 0);
      if (match.status === MATCH_STATUS.live) await this.play(match, matchMs);
      return true;
    })) ?? false;
  }

  /** Runs `work` on the match in a batch of its own, between steps; null when the match is not in play here. */
  private control<T>(matchId: number, work: (match: SimMatch) => Promise<T>): Promise<T | null> {
    return this.exclusive(async () => {
      const match = this.active.get(matchId);
      if (!match) return null;
      let result: T | null = null;
      await this.inBatch(false, async () => {
        result = await work(match);
      });
      return result;
    });
  }

  private async save(match: SimMatch, startTime?: Date): Promise<void> {
    const engine = engineFor(match.sportKey);
    const { id: _id, ...state } = match;
    this.touch(match.id, { statuses: [match.status] });
    const progress = {
      status: match.status,
      stage: engine.stage(match.play),
      statistics: engine.statistics(match.play),
      ...(startTime ? { startTime } : {}),
    };
    const pending = this.current.pending.get(match.id);
    if (pending) pending.match = { ...pending.match, ...progress };
    else await this.current.repository.updateProgress(match.id, progress, state);
  }
}

function setFinalScore(match: SimMatch, score: Score): void {
  const { play } = match;
  const first = play.periods[0] ?? { home: 0, away: 0 };
  const kept = { home: Math.min(first.home, score.home), away: Math.min(first.away, score.away) };
  const rest = { home: score.home - kept.home, away: score.away - kept.away };
  const periods = Math.max(play.periods.length, 1);
  play.periods = Array.from({ length: periods }, (_, index) => (index === 0 ? kept : { home: 0, away: 0 }));
  const last = play.periods[periods - 1] ?? kept;
  last.home += rest.home;
  last.away += rest.away;
  play.score = { ...score };
  const goals = (part: Score) => [...Array<'home'>(part.home).fill('home'), ...Array<'away'>(part.away).fill('away')];
  play.goals = play.periods.flatMap(goals);
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}
