import { LIMIT_ERROR_CODES, type ActivityTrackDto, type UserLimit } from '@sportsbook/contracts/models';
import { ApiError } from '@/lib/api/api-error';

/** Spec promotions §9: an activity ping every 60 s (the API's answer names its own interval, ACTIVITY_TRACK_SECONDS). */
export const ACTIVITY_PING_MS = 60_000;
/** A player counts as active with the page visible and input in the last five minutes (apps/api README "Activity limit"). */
export const ACTIVITY_IDLE_MS = 5 * 60_000;
export const ACTIVITY_LIMIT_CHANNEL = 'sportsbook:activity-limit';

export interface ActivityCalls {
  /** The activity limits in force. */
  limits: () => Promise<UserLimit[]>;
  ping: () => Promise<ActivityTrackDto>;
}

export interface ActivityView {
  /** The activity limit is used up (the server ended the session): sign out, the activity-limit modal. */
  limitReached: () => void;
  /** Signed out for another reason (a 401 that is not the activity limit's): the usual expired-session handling. */
  unauthorized: (error: ApiError) => void;
}

type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((event: MessageEvent<unknown>) => void) | null };

/**
 * The activity tracking of one tab (issue 21; spec promotions §5, §7, §8, §9). While the player
 * has an activity limit in force, it pings every interval (60 s, or what the API's answer says)
 * when `isActive()` (the page visible, recent input); an idle or hidden tab does not ping, so the
 * time away is not counted (the server counts real time once however many tabs ping). A 401 ACTIVITY_LIMIT_REACHED ends play: the activity-limit modal in
 * this tab and, over a BroadcastChannel, in the player's other tabs; a 400 stops the pings; other
 * failures are retried at the next interval. Without a limit in force it does nothing until
 * `limitsChanged()`.
 */
export class ActivityWatcher {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private generation = 0;

  constructor(
    private readonly calls: ActivityCalls,
    private readonly view: ActivityView,
    private readonly isActive: () => boolean,
    private readonly channel: Channel | null,
    private intervalMs = ACTIVITY_PING_MS,
  ) {
    if (channel) channel.onmessage = (event) => {
      if (this.stopped) return;
      if (event.data === 'reached') this.reached(false);
      else if (event.data === 'limits') this.refresh();
    };
  }

  start(): void {
    void this.readLimits();
  }

  stop(): void {
    this.stopped = true;
    this.clear();
    this.channel?.close();
  }

  /** The player set, changed or removed a limit in this tab: this tab and the others read again whether to ping. */
  limitsChanged(): void {
    if (this.stopped) return;
    this.channel?.postMessage('limits');
    this.refresh();
  }

  private refresh(): void {
    this.clear();
    void this.readLimits();
  }

  private async readLimits(): Promise<void> {
    const generation = ++this.generation;
    try {
      const limits = await this.calls.limits();
      if (this.stopped || generation !== this.generation) return;
      if (limits.length > 0) void this.tick();
    } catch (error) {
      if (this.stopped || generation !== this.generation) return;
      if (!(error instanceof ApiError && (error.status === 400 || error.status === 401))) this.schedule(() => this.readLimits());
    }
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    if (!this.isActive()) return this.schedule(() => this.tick());
    const generation = this.generation;
    try {
      const answer = await this.calls.ping();
      if (this.stopped || generation !== this.generation) return;
      if (answer.interval_seconds > 0) this.intervalMs = answer.interval_seconds * 1000;
      // No activity limit in force any more (removed in another tab): nothing to count.
      if (answer.limits.length > 0) this.schedule(() => this.tick());
    } catch (error) {
      if (this.stopped) return;
      if (error instanceof ApiError && error.status === 401) {
        if (error.code === LIMIT_ERROR_CODES.activityLimitReached) return this.reached(true);
        this.stopped = true;
        return this.view.unauthorized(error);
      }
      if (error instanceof ApiError && error.status === 400) {
        this.stopped = true;
        return;
      }
      this.schedule(() => this.tick());
    }
  }

  private reached(tell: boolean): void {
    this.stopped = true;
    this.clear();
    if (tell) this.channel?.postMessage('reached');
    this.view.limitReached();
  }

  private schedule(next: () => Promise<void>): void {
    if (this.stopped) return;
    this.clear();
    this.timer = setTimeout(() => void next(), this.intervalMs);
  }

  private clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
