import { CHANNELS, type CountersDto, type ProviderStatusDto } from '@sportsbook/contracts';
import type { Provider } from '@sportsbook/domain';
import type { Publication, RealtimePublisher } from './types';

export interface BoardPushesOptions {
  publisher: RealtimePublisher;
  /** Languages with a public channel (`sportsbook:public:{lang}`). */
  languages: readonly string[];
  /** Provider statuses at start (GET /settings `provider_statuses`). */
  providerStatuses: readonly ProviderStatusDto[];
  /** What an unfiltered POST /counters answers in `data`; without it counters are not pushed. */
  counters?: () => Promise<CountersDto>;
  /** Smallest gap between two counters_changed publications. */
  countersIntervalMs?: number;
  /** A provider went down or came back (operators see it in the log). */
  onProviderChange?: (change: { provider: Provider; active: boolean; reason: string; statuses: ProviderStatusDto[] }) => void;
  onError?: (error: unknown) => void;
  now?: () => number;
}

/**
 * Board-wide pushes on every public channel (ARCHITECTURE §6, issue 4 "POST /counters figures and
 * provider statuses are pushed too"):
 * - `counters_changed {counters}`: throttled (at most once per `countersIntervalMs`) and only when
 *   the figures differ from the last ones published;
 * - `provider_status_changed {provider_statuses}`: the full list, whenever a provider's status
 *   changes (a simulated feed outage, or an operator through `setProvider`).
 * All work is chained, so publications keep their order and `flush()` can wait for them.
 */
export class BoardPushes {
  private readonly statuses: Map<Provider, boolean>;
  private readonly intervalMs: number;
  private readonly now: () => number;
  private work: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private dirty = false;
  private lastCounters: string | null = null;
  private lastCountersAt = Number.NEGATIVE_INFINITY;
  private closed = false;

  constructor(private readonly options: BoardPushesOptions) {
    this.statuses = new Map(options.providerStatuses.map((status) => [status.provider, status.active]));
    this.intervalMs = options.countersIntervalMs ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  /** Every provider's current status, in configuration order. */
  providerStatuses(): ProviderStatusDto[] {
    return [...this.statuses].map(([provider, active]) => ({ provider, active }));
  }

  isActive(provider: Provider): boolean {
    return this.statuses.get(provider) ?? false;
  }

  /**
   * Operator hook: takes a provider down or brings it back. Publishes provider_status_changed on
   * every public channel when the status actually changes; resolves true then.
   */
  setProvider(provider: Provider, active: boolean, reason = 'operator'): Promise<boolean> {
    if (this.closed || this.statuses.get(provider) === active) return Promise.resolve(false);
    this.statuses.set(provider, active);
    const statuses = this.providerStatuses();
    this.options.onProviderChange?.({ provider, active, reason, statuses });
    const publication = { event_name: 'provider_status_changed', message: { provider_statuses: statuses } };
    return this.enqueue(() => this.toPublicChannels(publication)).then(() => true);
  }

  /** The board may have changed: counters are recounted and pushed within the throttle interval. */
  countersChanged(): void {
    if (this.closed || !this.options.counters) return;
    this.dirty = true;
    if (this.timer) return;
    const wait = Math.max(0, this.lastCountersAt + this.intervalMs - this.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.enqueue(() => this.pushCounters());
    }, wait);
    this.timer.unref();
  }

  /** Pushes pending counters now (ignoring the throttle) and waits for every queued publication. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      void this.enqueue(() => this.pushCounters());
    }
    await this.work;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.closed = true;
    await this.work;
  }

  private async pushCounters(): Promise<void> {
    if (!this.dirty || !this.options.counters) return;
    this.dirty = false;
    this.lastCountersAt = this.now();
    const counters = await this.options.counters();
    const figures = JSON.stringify(counters);
    if (figures === this.lastCounters) return;
    this.lastCounters = figures;
    await this.toPublicChannels({ event_name: 'counters_changed', message: { counters } });
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.work.then(task).catch((error: unknown) => this.options.onError?.(error));
    this.work = run;
    return run;
  }

  private async toPublicChannels(publication: Publication): Promise<void> {
    for (const language of this.options.languages) await this.options.publisher.publish(CHANNELS.public(language), publication);
  }
}
