import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import type { FeedRepository } from '../modules/feed/repository';
import { seedCatalogue, type SeededSport } from './catalogue-seed';
import type { Clock } from './clock';
import { engineFor } from './engine/registry';
import { initialPlay, type MatchEvent } from './engine/types';
import type { FeedEvents } from './feed-events';
import { planFixture, planOutright } from './fixtures';
import { LIVE_MARGIN, PREMATCH_MARGIN } from './pricing/margin';
import { priceMarkets } from './pricing/price-markets';
import { Rng } from './random';
import { isSimMatch, type SimMatch } from './sim-match';

export interface SimulatorOptions {
  repository: FeedRepository;
  events: FeedEvents;
  clock: Clock;
  seed: number;
  /** SIM_SPEED: match time per real time. */
  speed: number;
  /** Board sizes kept at all times (issue 2: at least 150 upcoming and 20 live). */
  targets?: { upcoming: number; live: number };
  /** Called after every step that wrote something (response caches drop their entries). */
  onChange?: () => void;
}

const SUSPEND_MS = 8_000;
const REPRICE_MS = 10_000;
const SETTLE_AFTER_MS = 60_000;
const KEEP_RESULTS_MS = 24 * 3_600_000;

/** The odds-feed simulator of ARCHITECTURE §7: fixtures, live play, prices, suspensions, results. */
export class FeedSimulator {
  private readonly rng: Rng;
  private readonly targets: { upcoming: number; live: number };
  private readonly active = new Map<number, SimMatch>();
  private sports: SeededSport[] = [];
  private now: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly options: SimulatorOptions) {
    this.rng = new Rng(options.seed);
    this.targets = options.targets ?? { upcoming: 150, live: 20 };
    this.now = options.clock.now();
  }

  /** Seeds the catalogue when needed, reloads matches in play, fills the board. */
  async start(): Promise<void> {
    const { repository } = this.options;
    this.sports = await seedCatalogue(repository);
    for (const { matchId, state } of await repository.loadStates()) {
      if (isSimMatch(state)) this.active.set(matchId, { ...state, id: matchId });
    }
    await this.createOutrights();
    await this.fillBoard();
    this.options.onChange?.();
  }

  /** Advances the world by `realMs` of wall time (tests call this directly). */
  async step(realMs: number): Promise<void> {
    this.now += realMs;
    const matchMs = realMs * this.options.speed;
    for (const match of this.sorted()) {
      if (match.status === MATCH_STATUS.prematch && match.startTime <= this.now) await this.kickoff(match, 0);
      else if (match.status === MATCH_STATUS.live) await this.play(match, matchMs);
      else if (match.status === MATCH_STATUS.finished && this.now - (match.finishedAt ?? 0) >= SETTLE_AFTER_MS) await this.settle(match);
    }
    await this.fillBoard();
    if (Math.floor(this.now / 3_600_000) !== Math.floor((this.now - realMs) / 3_600_000)) {
      await this.options.repository.deleteFinishedBefore(new Date(this.now - KEEP_RESULTS_MS));
    }
    this.options.onChange?.();
  }

  /** Runs on the wall clock: one step per interval, never overlapping. */
  run(intervalMs = 1_000): void {
    let last = this.options.clock.now();
    const tick = () => {
      const current = this.options.clock.now();
      this.running = this.step(current - last).catch(() => undefined).finally(() => {
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
    for (const seeded of this.sports) {
      for (const league of seeded.leagues) {
        if (!league.league.outright || (await this.options.repository.hasOutright(league.tournamentId))) continue;
        const { match, specs } = planOutright(seeded, league, this.rng, this.now);
        await this.options.repository.createMatch(match, priceMarkets(specs, PREMATCH_MARGIN, true), null);
      }
    }
  }

  private async fillBoard(): Promise<void> {
    const count = (status: number) => [...this.active.values()].filter((match) => match.status === status).length;
    while (count(MATCH_STATUS.prematch) < this.targets.upcoming + Math.max(0, this.targets.live - count(MATCH_STATUS.live))) {
      await this.createFixture(this.now + this.rng.int(10, 72 * 60) * 60_000);
    }
    // Too few in play: the next fixtures kick off now, part-way through, so the live board is varied.
    const waiting = this.sorted().filter((match) => match.status === MATCH_STATUS.prematch).sort((a, b) => a.startTime - b.startTime || a.id - b.id);
    for (const match of waiting.slice(0, Math.max(0, this.targets.live - count(MATCH_STATUS.live)))) {
      await this.kickoff(match, this.rng.between(0, 0.7) * engineFor(match.sportKey).expectedDurationMs);
    }
    while (count(MATCH_STATUS.prematch) < this.targets.upcoming) {
      await this.createFixture(this.now + this.rng.int(10, 72 * 60) * 60_000);
    }
  }

  private async createFixture(startTime: number): Promise<void> {
    const plan = planFixture(this.sports, this.rng, startTime);
    const play = initialPlay();
    const engine = engineFor(plan.seeded.sport.key);
    const state: Omit<SimMatch, 'id'> = {
      sportKey: plan.seeded.sport.key, startTime, status: MATCH_STATUS.prematch, strength: plan.strength, play,
      suspendedUntil: null, nextPriceAt: startTime, finishedAt: null,
    };
    const priced = priceMarkets(engine.markets(play, plan.strength), PREMATCH_MARGIN, true);
    const id = await this.options.repository.createMatch(plan.match, priced, state);
    this.active.set(id, { ...state, id });
  }

  private async kickoff(match: SimMatch, headStartMs: number): Promise<void> {
    match.status = MATCH_STATUS.live;
    match.startTime = Math.min(match.startTime, this.now - headStartMs);
    const engine = engineFor(match.sportKey);
    engine.advance(match.play, Math.max(1, headStartMs), match.strength, this.rng);
    if (match.play.phase === 'ended') match.play = { ...initialPlay(), phase: 'prematch' };
    await this.save(match, new Date(match.startTime));
    await this.reprice(match);
    await this.options.events.matchChanged(match.id, 'match_status_changed');
  }

  private async play(match: SimMatch, matchMs: number): Promise<void> {
    const engine = engineFor(match.sportKey);
    // Form drifts a little while playing, so prices move between goals too.
    match.strength.home = clamp(match.strength.home + this.rng.normal() * 0.004);
    match.strength.away = clamp(match.strength.away + this.rng.normal() * 0.004);
    const events = engine.advance(match.play, matchMs, match.strength, this.rng);
    const { repository } = this.options;
    if (events.some((event) => event.kind === 'finished')) return this.finish(match);
    if (events.some((event: MatchEvent) => event.kind === 'score')) {
      match.suspendedUntil = this.now + SUSPEND_MS;
      await repository.setMarketStatus(match.id, [MARKET_STATUS.allowed], MARKET_STATUS.suspended);
      await this.save(match);
      await this.options.events.matchChanged(match.id, 'match_changed');
      await this.options.events.marketsChanged(match.id);
      return;
    }
    await this.save(match);
    if (events.length > 0) await this.options.events.matchChanged(match.id, 'match_changed');
    const suspended = match.suspendedUntil !== null && this.now < match.suspendedUntil;
    if (!suspended && (match.suspendedUntil !== null || this.now >= match.nextPriceAt)) await this.reprice(match);
  }

  private async reprice(match: SimMatch): Promise<void> {
    match.suspendedUntil = null;
    match.nextPriceAt = this.now + REPRICE_MS + this.rng.int(0, 5_000);
    const specs = engineFor(match.sportKey).markets(match.play, match.strength);
    await this.options.repository.replaceMarkets(match.id, priceMarkets(specs, LIVE_MARGIN, true));
    await this.options.events.marketsChanged(match.id);
  }

  private async finish(match: SimMatch): Promise<void> {
    match.status = MATCH_STATUS.finished;
    match.finishedAt = this.now;
    await this.options.repository.setMarketStatus(match.id, [MARKET_STATUS.allowed], MARKET_STATUS.suspended);
    await this.save(match);
    await this.options.events.matchChanged(match.id, 'match_status_changed');
  }

  private async settle(match: SimMatch): Promise<void> {
    await this.options.repository.settleMatch(match.id);
    this.active.delete(match.id);
    await this.options.events.marketsChanged(match.id);
  }

  private async save(match: SimMatch, startTime?: Date): Promise<void> {
    const engine = engineFor(match.sportKey);
    const { id: _id, ...state } = match;
    await this.options.repository.updateProgress(match.id, {
      status: match.status,
      stage: engine.stage(match.play),
      statistics: engine.statistics(match.play),
      ...(startTime ? { startTime } : {}),
    }, state);
  }
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}
