import type { RealityCheckBroadcast, SportsbookSessionDto } from '@sportsbook/contracts/models';
import { ApiError } from '@/lib/api/api-error';

/** Spec promotions §9: the session info is asked every 30 s. */
export const REALITY_CHECK_POLL_MS = 30_000;
export const REALITY_CHECK_CHANNEL = 'sportsbook:reality-check';

export interface RealityCheckCalls {
  session: () => Promise<SportsbookSessionDto>;
  continueSession: () => Promise<SportsbookSessionDto>;
}

export interface RealityCheckView {
  /** The check to show (null: none). */
  due: (session: SportsbookSessionDto | null) => void;
  /** The session limit is used up: the out-of-session modal; play stops. */
  outOfSession: () => void;
}

/** The channel between the player's tabs, or null where the browser has none. */
type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((event: MessageEvent<RealityCheckBroadcast>) => void) | null };

/**
 * The reality check of one tab (issue 21; spec promotions §5, §8, §9): asks the session every 30 s
 * (sooner when the next check is due before), shows the check once due; a 403 shows the
 * out-of-session modal and stops, a 400 (no reality check on this site) or 401 stops the checks.
 * What one tab shows or answers goes to the player's other tabs over a BroadcastChannel, so one
 * answer closes the check everywhere.
 */
export class RealityCheckWatcher {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly calls: RealityCheckCalls,
    private readonly view: RealityCheckView,
    private readonly channel: Channel | null,
    private readonly pollMs = REALITY_CHECK_POLL_MS,
  ) {
    if (channel) channel.onmessage = (event) => this.received(event.data);
  }

  start(): void {
    void this.check();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.channel?.close();
  }

  /** Ask again now (the player changed a limit: a session-time limit may end the session sooner). */
  refresh(): void {
    this.schedule(0);
  }

  /** "Continue": the next check is an interval away, in every tab. */
  async continueSession(): Promise<void> {
    const session = await this.calls.continueSession();
    this.view.due(null);
    this.channel?.postMessage({ type: 'answered' } satisfies RealityCheckBroadcast);
    this.scheduleFor(session);
  }

  /** "Sign out" answered here: the other tabs close the check too. */
  answered(): void {
    this.view.due(null);
    this.channel?.postMessage({ type: 'answered' } satisfies RealityCheckBroadcast);
  }

  private async check(): Promise<void> {
    if (this.stopped) return;
    try {
      const session = await this.calls.session();
      if (this.stopped) return;
      if (Date.parse(session.next_reality_check_at) <= Date.parse(session.period.to)) {
        this.view.due(session);
        this.channel?.postMessage({ type: 'reality_check', session } satisfies RealityCheckBroadcast);
        this.schedule(this.pollMs);
      } else {
        this.scheduleFor(session);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return this.endSession(true);
      if (error instanceof ApiError && (error.status === 400 || error.status === 401)) {
        this.stopped = true;
        return;
      }
      this.schedule(this.pollMs);
    }
  }

  private received(message: RealityCheckBroadcast): void {
    if (this.stopped) return;
    if (message.type === 'reality_check') this.view.due(message.session);
    else if (message.type === 'answered') {
      this.view.due(null);
      this.schedule(0);
    } else this.endSession(false);
  }

  private endSession(tell: boolean): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.view.due(null);
    this.view.outOfSession();
    if (tell) this.channel?.postMessage({ type: 'out_of_session' } satisfies RealityCheckBroadcast);
  }

  /** The next ask: in 30 s, or sooner when the check is due, or the session-time limit ends the session (its 403 opens the out-of-session modal on time). */
  private scheduleFor(session: SportsbookSessionDto): void {
    const now = Date.parse(session.period.to);
    const ends = session.session_ends_at === null ? Infinity : Date.parse(session.session_ends_at) - now;
    this.schedule(Math.min(this.pollMs, Date.parse(session.next_reality_check_at) - now, ends));
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.check(), Math.max(0, ms));
  }
}
