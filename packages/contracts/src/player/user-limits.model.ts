/**
 * Responsible-gambling limits without zod (the browser reads these too; spec promotions §3
 * "Responsible-gambling limit", issue 21): the types, statuses and periods, the error codes of a
 * refusal, and the client model.
 */
export const USER_LIMIT_TYPES = ['deposit', 'loss', 'wager', 'session', 'activity', 'time_out', 'self_exclusion'] as const;
export type UserLimitType = (typeof USER_LIMIT_TYPES)[number];
/** Limits of an amount of money per period; the others (time-out, self-exclusion) end at a time. */
export const AMOUNT_LIMIT_TYPES = ['deposit', 'loss', 'wager'] as const;
export type AmountLimitType = (typeof AMOUNT_LIMIT_TYPES)[number];
/**
 * Limits of time in minutes (issue 21): `session`, the length of one sign-in session (no period);
 * `activity`, the player's tracked active time per period (POST /player/activity_limit_track).
 */
export const TIME_LIMIT_TYPES = ['session', 'activity'] as const;
export type TimeLimitType = (typeof TIME_LIMIT_TYPES)[number];
/** The longest time limit a player may set, in minutes (a month of 31 days). */
export const TIME_LIMIT_MAX_MINUTES = 31 * 24 * 60;
export const EXCLUSION_TYPES = ['time_out', 'self_exclusion'] as const;
export type ExclusionType = (typeof EXCLUSION_TYPES)[number];
export const USER_LIMIT_STATUSES = ['active', 'pending', 'unconfirmed_disabled', 'confirmed_disabled', 'expired'] as const;
export type UserLimitStatus = (typeof USER_LIMIT_STATUSES)[number];
export const USER_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type UserLimitPeriod = (typeof USER_LIMIT_PERIODS)[number];
/** How a period is counted: `calendar`, from the start of the UTC day, ISO week or month. */
export const USER_LIMIT_STRATEGIES = ['calendar'] as const;
export type UserLimitStrategy = (typeof USER_LIMIT_STRATEGIES)[number];

/** Error codes of the limits (the `code` of the error envelope). */
export const LIMIT_ERROR_CODES = {
  /** 422: the deposit would take the player past a deposit limit; details: LimitExceededDetails. */
  depositLimitExceeded: 'DEPOSIT_LIMIT_EXCEEDED',
  /** 422: the bets' cash stake would take the player past a wager limit; details: LimitExceededDetails and the placement details. */
  wagerLimitExceeded: 'WAGER_LIMIT_EXCEEDED',
  /** 422: the bets' cash stake would take the player past a loss limit (stakes minus returns); details as for a wager limit. */
  lossLimitExceeded: 'LOSS_LIMIT_EXCEEDED',
  /** 401 on POST /player/activity_limit_track (the session ends), 403 on sign-in: the activity limit of the period is used up; details: TimeLimitDetails. */
  activityLimitReached: 'ACTIVITY_LIMIT_REACHED',
  /** 403 on placement and POST /sportsbook_sessions: the session-time limit is used up (the session ends); details: TimeLimitDetails. */
  sessionLimitReached: 'SESSION_LIMIT_REACHED',
  /** 409: a limit of this type, period and currency is in force already (details.limit_id): change it instead. */
  limitExists: 'LIMIT_EXISTS',
  /** 422: a time-out or self-exclusion, which cannot be changed or ended early. */
  limitLocked: 'LIMIT_LOCKED',
  /** 422: nothing to confirm now (no change asked, its cooling-off not over, or its time to confirm past). */
  limitNotConfirmable: 'LIMIT_NOT_CONFIRMABLE',
  /** 422: this type of limit cannot be set here (it would not bind). */
  limitTypeUnavailable: 'LIMIT_TYPE_UNAVAILABLE',
  /** 403: the player is in a time-out or self-excluded; details: ExclusionDetails. */
  playerExcluded: 'PLAYER_EXCLUDED',
} as const;
export type LimitErrorCode = (typeof LIMIT_ERROR_CODES)[keyof typeof LIMIT_ERROR_CODES];

/** `details` of a refusal by an amount limit: which limit, how much is left and when it resets. */
export interface LimitExceededDetails {
  field: 'amount';
  limit_id: number;
  type: AmountLimitType;
  period: UserLimitPeriod;
  amount: number;
  currency: string;
  used: number;
  remaining: number;
  resets_at: string;
}

/** `details` of a refusal by a time limit: which limit, what it counted (minutes) and when play may start again (null: at the next sign-in). */
export interface TimeLimitDetails {
  /** The limit in force (null: a session-time limit removed since the session began). */
  limit_id: number | null;
  type: TimeLimitType;
  period: UserLimitPeriod | null;
  /** The limit, in minutes. */
  amount: number;
  /** Minutes counted. */
  used: number;
  resets_at: string | null;
}

/**
 * The answer of POST /player/activity_limit_track (spec promotions §7): how often to ping, and
 * each activity limit in force with the minutes tracked in its period. A ping credits the time
 * since the session's previous ping (or its start), at most `interval_seconds`.
 */
export interface ActivityTrackDto {
  interval_seconds: number;
  limits: { id: number; period: UserLimitPeriod; amount: number; used: number; resets_at: string }[];
}

/** `details` of a PLAYER_EXCLUDED refusal: which exclusion, and its end (null: indefinite). */
export interface ExclusionDetails {
  type: ExclusionType;
  until: string | null;
}

/** The wire shape (GET /platform/user_limits items). */
export interface UserLimitDto {
  id: number;
  type: UserLimitType;
  strategy: UserLimitStrategy;
  status: UserLimitStatus;
  period: UserLimitPeriod | null;
  /** `user_limit` when this limit replaces another (`parent_id`), by a change; null when set afresh. */
  parent_type: 'user_limit' | null;
  parent_id: number | null;
  amount: number | null;
  currency: string | null;
  /**
   * Amount counted in the current period (amount limits: minor units; activity limits: minutes
   * tracked), and when the period resets. `amount` of a session or activity limit is in minutes.
   */
  used: number | null;
  resets_at: string | null;
  disable_at: string | null;
  created_at: string;
  confirm_until: string | null;
}

export interface UserLimit {
  id: number;
  type: UserLimitType;
  strategy: UserLimitStrategy;
  status: UserLimitStatus;
  period: UserLimitPeriod | null;
  parentType: 'user_limit' | null;
  parentId: number | null;
  amount: number | null;
  currency: string | null;
  used: number | null;
  resetsAt: string | null;
  disableAt: string | null;
  createdAt: string;
  confirmUntil: string | null;
}

export function toUserLimit(dto: UserLimitDto): UserLimit {
  return {
    id: dto.id,
    type: dto.type,
    strategy: dto.strategy,
    status: dto.status,
    period: dto.period,
    parentType: dto.parent_type,
    parentId: dto.parent_id,
    amount: dto.amount,
    currency: dto.currency,
    used: dto.used,
    resetsAt: dto.resets_at,
    disableAt: dto.disable_at,
    createdAt: dto.created_at,
    confirmUntil: dto.confirm_until,
  };
}
