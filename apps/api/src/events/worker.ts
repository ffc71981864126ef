import type { EventKind, EventsRepository, StoredEvent } from './repository';

export type { StoredEvent } from './repository';

/** Applies a run of events of one kind; idempotent (a crash before the position moves replays them). */
export type EventHandler = (events: readonly StoredEvent[]) => Promise<void>;

export interface EventWorkerOptions {
  /** The position row's key. */
  name: string;
  handlers: Partial<Record<EventKind, EventHandler>>;
  /** Work run every `periodicMs` while the worker runs (the bonus expiry sweep). */
  periodic?: () => Promise<void>;
  periodicMs?: number;
  pollMs?: number;
  batchSize?: number;
  log?: { error(details: unknown, message: string): void };
}

/**
 * The one worker (the leader's, like the feed) that applies the events table in order after each
 * commit (ARCHITECTURE §10). It reads from its last position in (writing transaction, id) order,
 * only events written by transactions older than every transaction still running
 * (`tx < pg_snapshot_xmin`): ids are drawn before commit, so a transaction still running may yet
 * commit an id below one already visible, and the position never passes it. Handlers run before the position moves: a crash replays, never loses.
 */
export class EventWorker {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private pass: Promise<number> | null = null;
  private lastPeriodic = 0;

  constructor(private readonly events: EventsRepository, private readonly options: EventWorkerOptions) {}

  get isRunning(): boolean {
    return this.running;
  }

  /** Starts polling (the leader); the first pass drains what waited while nobody led. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass?.catch(() => undefined);
  }

  /** Something was just written: run a pass now instead of at the next poll (when running). */
  poke(): void {
    if (this.running) this.schedule(0);
  }

  /** Passes until nothing is left (tests, and a caller that needs the effects now). */
  async drain(): Promise<void> {
    await this.pass?.catch(() => undefined);
    while ((await this.runPass(true)) > 0);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runPass(false).then((count) => {
        if (this.running) this.schedule(count > 0 ? 0 : this.options.pollMs ?? 500);
      });
    }, ms);
  }

  private runPass(periodicNow: boolean): Promise<number> {
    const previous = this.pass ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(() => this.applyBatch(periodicNow)).catch((error: unknown) => {
      this.options.log?.error({ err: error, worker: this.options.name }, 'event worker pass failed');
      return 0;
    });
    this.pass = next;
    return next;
  }

  /** One batch: events after the position, handled in order (runs of one kind together), then the position. */
  private async applyBatch(periodicNow: boolean): Promise<number> {
    const { name, handlers, batchSize = 500 } = this.options;
    const events = await this.events.after(name, batchSize);
    for (let start = 0; start < events.length;) {
      const kind = events[start]?.kind;
      let end = start;
      while (end < events.length && events[end]?.kind === kind) end += 1;
      const handler = kind === undefined ? undefined : handlers[kind];
      if (handler) await handler(events.slice(start, end));
      start = end;
    }
    const last = events.at(-1);
    if (last) await this.events.moveTo(name, last.id, last.tx);
    const { periodic, periodicMs = 5_000 } = this.options;
    if (periodic && (periodicNow || Date.now() - this.lastPeriodic >= periodicMs)) {
      this.lastPeriodic = Date.now();
      await periodic();
    }
    return events.length;
  }
}
