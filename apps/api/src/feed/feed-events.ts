import { CHANNELS, PUBLIC_LANGUAGES, type MarketDto, type MatchDto, type MatchTrackerDto } from '@sportsbook/contracts';
import type { Provider } from '@sportsbook/domain';
import { catalogueNames } from '../modules/catalogue/names/catalogue-names';
import { localiseMarket, localiseMatch } from '../modules/catalogue/names/localise';
import type { BoardPushes } from '../realtime/board-pushes';
import type { RealtimePublisher } from '../realtime/publisher';
import { Rng } from './random';

/** Reads the wire shapes the feed publishes, from the same services the HTTP API uses. */
export interface FeedReader {
  match(id: number): Promise<MatchDto | null>;
  markets(id: number): Promise<MarketDto[]>;
}

/** Languages with a public channel (contracts: one per language of the supported locales). */
export { PUBLIC_LANGUAGES };

/**
 * Publishes feed changes on the channels of ARCHITECTURE §6: the public channel of every
 * language (listings), with the match's catalogue names in that language, and the match's own
 * channel (open match pages, every language: English names, which the pages keep their own for).
 */
export class FeedEvents {
  private readonly outages: SimulatedOutages | null;

  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly reader: FeedReader,
    private readonly board: { pushes: BoardPushes; seed: number; outage?: Partial<OutageOptions> } | null = null,
  ) {
    this.outages = board ? new SimulatedOutages(board.pushes, board.seed, board.outage) : null;
  }

  /**
   * Called after every simulator step: the board may have changed, so counters are pushed
   * (throttled, only when they differ), and a simulated provider outage may start or end.
   */
  stepped(): void {
    if (!this.board) return;
    this.outages?.step();
    this.board.pushes.countersChanged();
  }

  async matchChanged(matchId: number, eventName: 'match_changed' | 'match_status_changed'): Promise<void> {
    const match = await this.reader.match(matchId);
    if (!match) return;
    await this.publisher.publish(CHANNELS.match(matchId), { event_name: eventName, message: { match } });
    for (const language of PUBLIC_LANGUAGES) {
      await this.publisher.publish(CHANNELS.public(language), { event_name: eventName, message: { match: localiseMatch(match, catalogueNames(language)) } });
    }
  }

  /** The match's channel has the feed's (English) names; each language's public channel its own (docs/languages.md). */
  async marketsChanged(matchId: number): Promise<void> {
    const markets = await this.reader.markets(matchId);
    await this.publisher.publish(CHANNELS.match(matchId), { event_name: 'markets_changed', message: { match_id: matchId, markets } });
    for (const language of PUBLIC_LANGUAGES) {
      const names = catalogueNames(language);
      const localised = names.seeded ? markets : markets.map((market) => localiseMarket(market, names));
      await this.publisher.publish(CHANNELS.public(language), { event_name: 'markets_changed', message: { match_id: matchId, markets: localised } });
    }
    for (const listener of this.marketListeners) await listener(matchId);
  }

  /** The live tracker (issue 25): on the match's own channel only, for open match pages. */
  async trackerChanged(tracker: MatchTrackerDto): Promise<void> {
    await this.publisher.publish(CHANNELS.match(tracker.match_id), { event_name: 'match_tracker', message: { tracker } });
  }

  private readonly marketListeners: ((matchId: number) => Promise<void>)[] = [];

  /** Runs after every markets_changed publication (cashout offers of the open bets on the match). */
  onMarketsChanged(listener: (matchId: number) => Promise<void>): void {
    this.marketListeners.push(listener);
  }
}

export interface OutageOptions {
  provider: Provider;
  /** Chance that an outage starts at a step (the simulator steps about once a second). */
  chancePerStep: number;
  /** Outage length in steps, inclusive. */
  minSteps: number;
  maxSteps: number;
}

/** About one outage of the oddin (esports) feed per hour of simulation, lasting 20 s to 2 min. */
export const DEFAULT_OUTAGE: OutageOptions = { provider: 'oddin', chancePerStep: 1 / 3_600, minSteps: 20, maxSteps: 120 };

/**
 * A rare, seeded outage of one provider's feed (issue 4 provider_status_changed): the same seed
 * and number of steps give the same outages. An outage only starts while the provider is active,
 * and at its end brings the provider back unless an operator already did.
 */
export class SimulatedOutages {
  private readonly rng: Rng;
  private readonly options: OutageOptions;
  private remaining = 0;

  constructor(
    private readonly pushes: BoardPushes,
    seed: number,
    options: Partial<OutageOptions> = {},
  ) {
    // A stream of its own, so outages never shift the simulator's fixtures and goals.
    this.rng = new Rng((seed ^ 0x0dd1_0dd1) >>> 0);
    this.options = { ...DEFAULT_OUTAGE, ...options };
  }

  step(): void {
    const { provider, chancePerStep, minSteps, maxSteps } = this.options;
    if (this.remaining > 0) {
      this.remaining -= 1;
      if (this.remaining === 0 && !this.pushes.isActive(provider)) void this.pushes.setProvider(provider, true, 'simulated outage over');
      return;
    }
    if (!this.rng.chance(chancePerStep) || !this.pushes.isActive(provider)) return;
    this.remaining = this.rng.int(minSteps, maxSteps);
    void this.pushes.setProvider(provider, false, 'simulated outage');
  }
}
