import {
  AMOUNT_LIMIT_TYPES,
  ACCOUNT_ERROR_CODES,
  TIME_LIMIT_MAX_MINUTES,
  TIME_LIMIT_TYPES,
  LIMIT_ERROR_CODES,
  type AmountLimitType,
  type ExclusionDetails,
  type ExclusionType,
  type LimitExceededDetails,
  type TimeLimitType,
  type UserLimitCreateBody,
  type UserLimitDto,
  type UserLimitStatus,
  type UserLimitType,
} from '@sportsbook/contracts';
import { effectiveLimitStatus, formatMoney, limitChangeKind, limitWindow, type LimitPeriod } from '@sportsbook/domain';
import type { Clock } from '../../feed/clock';
import { HttpError, notFound } from '../../plugins/errors';
import type { Transaction } from '../../db/rows';
import { currencyOf } from '../wallet/currencies';
import type { SessionsEnded } from '../auth/sessions-ended';
import type { DepositLimitUsage, LimitRecord, LimitsRepository } from './repository';
import { activityUsage, type TimeLimitsRepository } from './time-limits-repository';
import { usedMinutes } from './time-limits-service';

export interface LimitsConfig {
  /** How long a raise or removal waits before the player may confirm it. */
  coolingOffMs: number;
  /** How long after the cooling-off the player may confirm it; then the request lapses. */
  confirmWindowMs: number;
}

/** Limits counted in bet_limit_counters and checked in place_bet_batch. */
const isBetLimit = (type: UserLimitType): type is 'wager' | 'loss' => type === 'wager' || type === 'loss';
const DAY_MS = 24 * 60 * 60 * 1000;

const isAmountType = (type: UserLimitType): type is AmountLimitType => (AMOUNT_LIMIT_TYPES as readonly string[]).includes(type);
/** Limits of minutes: session-time (per sign-in session) and activity (tracked active time per period). */
const isTimeType = (type: UserLimitType): type is TimeLimitType => (TIME_LIMIT_TYPES as readonly string[]).includes(type);

/**
 * The player's responsible-gambling limits (issue 21; spec promotions §3, §7). Lowering applies at
 * once; raising or removing waits `coolingOffMs`, then needs the player's confirmation before
 * `confirm_until` (the limit binds until then). Every change runs holding the user's row.
 */
export class LimitsService {
  constructor(
    private readonly limits: LimitsRepository,
    private readonly clock: Clock,
    private readonly config: LimitsConfig,
    private readonly activeCurrency: (userId: number) => Promise<string>,
    /** Told after the commit which sessions an exclusion ended (their realtime connections close). */
    private readonly sessionsEnded: SessionsEnded = async () => undefined,
    /** Session-time limits end the player's sessions (sessions.limit_ends_at) when set or lowered. */
    private readonly timeLimits: TimeLimitsRepository | null = null,
    /** Whether the site tracks activity (feature flag activity_tracking): an activity limit binds only then. */
    private readonly activityTracked: () => Promise<boolean> = async () => true,
  ) {}

  async list(userId: number, filters: { status?: readonly UserLimitStatus[] | undefined; type?: readonly UserLimitType[] | undefined }): Promise<UserLimitDto[]> {
    const now = this.clock.now();
    const [rows, usage, betUsage, activity] = await Promise.all([this.limits.list(userId, filters.type), this.limits.depositUsage(userId, now), this.limits.betUsage(userId, now), this.activityUsed(userId, now)]);
    const used = new Map([...usage.map((entry): [number, number] => [entry.id, entry.used]), ...betUsage, ...activity]);
    return rows.map((row) => toLimitDto(row, now, used.get(row.id) ?? null)).filter((limit) => !filters.status?.length || filters.status.includes(limit.status));
  }

  async create(userId: number, body: UserLimitCreateBody): Promise<UserLimitDto> {
    if (body.type === 'time_out' || body.type === 'self_exclusion') return this.exclude(userId, body.type, body.duration_days ?? null);
    if (body.type === 'session' || body.type === 'activity') return this.createTimeLimit(userId, body.type, body.amount, body.type === 'activity' ? body.period : null);
    const { type, amount, period } = body;
    const code = 'currency' in body && body.currency !== undefined ? body.currency : await this.activeCurrency(userId);
    const currency = currencyOf(code)?.code;
    if (!currency) throw new HttpError(422, ACCOUNT_ERROR_CODES.unknownCurrency, `Unknown currency "${code}".`, { field: 'currency' });
    const now = new Date(this.clock.now());
    const row = await this.limits.changing(userId, now, async (tx) => {
      const existing = await this.limits.inForce(tx, userId, type, period, currency);
      if (existing) throw new HttpError(409, LIMIT_ERROR_CODES.limitExists, `A ${period} ${type} limit in ${currency} is set already: change it instead.`, { limit_id: existing.id });
      if (isBetLimit(type)) await this.limits.startCounting(tx, userId, currency, period, now);
      return this.limits.insert(tx, { userId, type, status: 'active', amount, currency, period, createdAt: now });
    });
    return this.dto(userId, row);
  }

  /** A session-time limit (minutes per sign-in session; the sessions open now end by it too) or an activity limit (minutes per period). */
  private async createTimeLimit(userId: number, type: TimeLimitType, amount: number, period: LimitPeriod | null): Promise<UserLimitDto> {
    if (!this.timeLimits) throw new HttpError(422, LIMIT_ERROR_CODES.limitTypeUnavailable, `A ${type} limit cannot be set here.`, { field: 'type' });
    // With activity tracking off no active time is counted: such a limit would never bind.
    if (type === 'activity' && !(await this.activityTracked())) {
      throw new HttpError(422, LIMIT_ERROR_CODES.limitTypeUnavailable, 'An activity limit cannot be set here: this site does not track activity.', { field: 'type' });
    }
    const now = new Date(this.clock.now());
    const row = await this.limits.changing(userId, now, async (tx) => {
      const existing = await this.limits.inForce(tx, userId, type, period, null);
      if (existing) throw new HttpError(409, LIMIT_ERROR_CODES.limitExists, `A ${type} limit${period ? ` per ${period}` : ''} is set already: change it instead.`, { limit_id: existing.id });
      if (type === 'session') await this.timeLimits?.limitSessions(tx, userId, amount);
      return this.limits.insert(tx, { userId, type, status: 'active', amount, period, createdAt: now });
    });
    return this.dto(userId, row);
  }

  /**
   * A time-out or self-exclusion for `days` (null: indefinite, self-exclusion only): it binds at
   * once, signs the player out everywhere in the same transaction (so no bet is placed on a session
   * that predates it), and cannot be changed or ended early.
   */
  private async exclude(userId: number, type: ExclusionType, days: number | null): Promise<UserLimitDto> {
    const now = new Date(this.clock.now());
    let ended: string[] = [];
    const row = await this.limits.changing(userId, now, async (tx) => {
      const limit = await this.limits.insert(tx, { userId, type, status: 'active', disableAt: days === null ? null : new Date(now.getTime() + days * DAY_MS), createdAt: now });
      ended = await this.limits.endSessions(tx, userId);
      return limit;
    });
    await this.sessionsEnded(userId, ended);
    return toLimitDto(row, now.getTime(), null);
  }

  /** The time-out or self-exclusion keeping the player out now, if any (sign-in asks). */
  async exclusion(userId: number): Promise<ExclusionDetails | null> {
    const found = await this.limits.exclusionInForce(userId, new Date(this.clock.now()));
    if (!found || (found.type !== 'time_out' && found.type !== 'self_exclusion')) return null;
    return { type: found.type, until: found.disableAt?.toISOString() ?? null };
  }

  /** A new amount: lower applies at once (a new limit replaces it); higher waits as a pending raise. */
  async change(userId: number, id: number, amount: number): Promise<UserLimitDto> {
    const now = new Date(this.clock.now());
    const row = await this.limits.changing(userId, now, async (tx) => {
      const limit = await this.amountLimitInForce(tx, userId, id);
      if (isTimeType(limit.type) && amount > TIME_LIMIT_MAX_MINUTES) {
        throw new HttpError(422, 'VALIDATION_FAILED', `A time limit is at most ${TIME_LIMIT_MAX_MINUTES} minutes.`, { field: 'amount' });
      }
      const current = await this.withdrawRequest(tx, limit);
      const kind = limitChangeKind(current.amount ?? 0, amount);
      if (kind === 'same') return current;
      if (kind === 'lower') {
        await this.limits.update(tx, current.id, { status: 'confirmed_disabled' });
        if (current.type === 'session') await this.timeLimits?.limitSessions(tx, userId, amount);
        return this.limits.insert(tx, { ...replacement(current, now), amount, status: 'active' });
      }
      const request = this.request(now);
      await this.limits.update(tx, current.id, request);
      return this.limits.insert(tx, { ...replacement(current, now), amount, status: 'pending', ...request });
    });
    return this.dto(userId, row);
  }

  /** Asks to remove a limit: it keeps binding through the cooling-off and until confirmed. */
  async remove(userId: number, id: number): Promise<UserLimitDto> {
    const now = new Date(this.clock.now());
    const row = await this.limits.changing(userId, now, async (tx) => {
      const current = await this.withdrawRequest(tx, await this.amountLimitInForce(tx, userId, id));
      return this.limits.update(tx, current.id, this.request(now));
    });
    return this.dto(userId, row);
  }

  /**
   * Confirms a raise or removal once its cooling-off is over and before `confirm_until` (`id`: the
   * limit or its pending raise): the limit is disabled and the raise, if any, takes its place.
   */
  async confirm(userId: number, id: number): Promise<UserLimitDto> {
    const now = new Date(this.clock.now());
    const row = await this.limits.changing(userId, now, async (tx) => {
      const found = await this.limits.find(tx, userId, id);
      if (!found) throw notFound('Limit', id);
      const parent = found.status === 'pending' && found.parentId !== null ? await this.limits.find(tx, userId, found.parentId) : found;
      if (!parent || effectiveLimitStatus(clockOf(parent), now.getTime()) !== 'unconfirmed_disabled') {
        throw new HttpError(422, LIMIT_ERROR_CODES.limitNotConfirmable, 'There is nothing to confirm on this limit now.', { limit_id: id });
      }
      const child = await this.limits.pendingChild(tx, parent.id);
      const disabled = await this.limits.update(tx, parent.id, { status: 'confirmed_disabled' });
      if (child) return this.limits.update(tx, child.id, { status: 'active', disableAt: null, confirmUntil: null });
      if (isBetLimit(disabled.type)) await this.limits.stopCountingIfNone(tx, userId);
      return disabled;
    });
    return this.dto(userId, row);
  }

  private async amountLimitInForce(tx: Transaction, userId: number, id: number): Promise<LimitRecord> {
    const limit = await this.limits.find(tx, userId, id);
    if (!limit) throw notFound('Limit', id);
    if (!isAmountType(limit.type) && !isTimeType(limit.type)) throw new HttpError(422, LIMIT_ERROR_CODES.limitLocked, 'A time-out or self-exclusion cannot be changed or ended early.', { limit_id: id });
    if (limit.status !== 'active') throw new HttpError(422, LIMIT_ERROR_CODES.limitNotConfirmable, `This limit is ${limit.status}: change the limit in force.`, { limit_id: id });
    return limit;
  }

  /** Drops a raise or removal asked earlier (a new change replaces it): the pending raise expires. */
  private async withdrawRequest(tx: Transaction, limit: LimitRecord): Promise<LimitRecord> {
    if (limit.confirmUntil === null) return limit;
    const child = await this.limits.pendingChild(tx, limit.id);
    if (child) await this.limits.update(tx, child.id, { status: 'expired' });
    return this.limits.update(tx, limit.id, { disableAt: null, confirmUntil: null });
  }

  private request(now: Date): { disableAt: Date; confirmUntil: Date } {
    const disableAt = new Date(now.getTime() + this.config.coolingOffMs);
    return { disableAt, confirmUntil: new Date(disableAt.getTime() + this.config.confirmWindowMs) };
  }

  private async dto(userId: number, row: LimitRecord): Promise<UserLimitDto> {
    const now = this.clock.now();
    if (isBetLimit(row.type)) return toLimitDto(row, now, (await this.limits.betUsage(userId, now)).get(row.id) ?? null);
    if (row.type === 'activity') return toLimitDto(row, now, (await this.activityUsed(userId, now)).get(row.id) ?? null);
    const usage = row.type === 'deposit' ? await this.limits.depositUsage(userId, now) : [];
    return toLimitDto(row, now, usage.find((entry) => entry.id === row.id)?.used ?? null);
  }

  /** limit id -> minutes tracked in its current window, for the activity limits in force. */
  private async activityUsed(userId: number, now: number): Promise<Map<number, number>> {
    if (!this.timeLimits) return new Map();
    return new Map((await activityUsage(this.timeLimits.database, userId, now)).map((usage) => [usage.id, usedMinutes(usage)]));
  }
}

const PERIOD_ADJECTIVE: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

function replacement(limit: LimitRecord, now: Date) {
  return { userId: limit.userId, type: limit.type, currency: limit.currency, period: limit.period, parentId: limit.id, createdAt: now };
}

const clockOf = (row: LimitRecord) => ({ status: row.status, disableAt: row.disableAt?.getTime() ?? null, confirmUntil: row.confirmUntil?.getTime() ?? null });

/** The wire shape at `now`: the status the clock gives, and for a binding amount limit what it counted and when it resets. */
export function toLimitDto(row: LimitRecord, now: number, used: number | null): UserLimitDto {
  const status = effectiveLimitStatus(clockOf(row), now);
  const counting = used !== null && row.period !== null && (status === 'active' || status === 'unconfirmed_disabled');
  return {
    id: row.id,
    type: row.type,
    strategy: row.strategy,
    status,
    period: row.period,
    parent_type: row.parentId === null ? null : 'user_limit',
    parent_id: row.parentId,
    amount: row.amount,
    currency: row.currency,
    used: counting ? used : null,
    resets_at: counting && row.period ? new Date(limitWindow(row.period, now).end).toISOString() : null,
    disable_at: row.disableAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    confirm_until: row.confirmUntil?.toISOString() ?? null,
  };
}

/** Which amount limit refused, what it counted, what is left and when it resets (a refusal's details). */
export function limitExceededDetails(type: AmountLimitType, limit: DepositLimitUsage, now: number): LimitExceededDetails {
  return {
    field: 'amount',
    limit_id: limit.id,
    type,
    period: limit.period,
    amount: limit.amount,
    currency: limit.currency,
    used: limit.used,
    remaining: Math.max(0, limit.amount - limit.used),
    resets_at: new Date(limitWindow(limit.period, now).end).toISOString(),
  };
}

const WHAT: Record<AmountLimitType, string> = { deposit: 'This deposit', wager: 'This stake', loss: 'This stake' };

/** The English message of a refusal by an amount limit: which limit, what is left, when it resets. */
export function limitExceededMessage(details: LimitExceededDetails): string {
  const money = (value: number) => formatMoney({ value, currency: details.currency, subunits: currencyOf(details.currency)?.subunits ?? 100 }, 'en');
  return `${WHAT[details.type]} would exceed your ${PERIOD_ADJECTIVE[details.period]} ${details.type} limit of ${money(details.amount)} (${money(details.remaining)} left); it resets at ${details.resets_at}.`;
}

/** The refusal of a deposit by `limit`: which limit, what is left and when it resets. */
export function depositLimitRefusal(limit: DepositLimitUsage, now: number): HttpError {
  const details = limitExceededDetails('deposit', limit, now);
  return new HttpError(422, LIMIT_ERROR_CODES.depositLimitExceeded, limitExceededMessage(details), details);
}

/** The refusal of a player in a time-out or self-exclusion (sign-in; spec promotions §8 "user is out of limit"). */
export function exclusionRefusal(exclusion: ExclusionDetails): HttpError {
  const what = exclusion.type === 'time_out' ? 'a time-out' : 'a self-exclusion';
  const message = exclusion.until ? `You are in ${what} until ${exclusion.until}: you cannot sign in or bet until then.` : 'You have excluded yourself with no end date: you cannot sign in or bet.';
  return new HttpError(403, LIMIT_ERROR_CODES.playerExcluded, message, exclusion);
}
