import { toUserLimit, type AmountLimitType, type TimeLimitType, type UserLimit, type UserLimitDto, type UserLimitPeriod } from '@sportsbook/contracts/models';
import { platformRequest } from '@/lib/api/platform-client';

/** Responsible-gambling limit calls (spec promotions §7 GET /user_limits; issue 21). */

export async function getLimits(): Promise<UserLimit[]> {
  return (await platformRequest<{ data: UserLimitDto[] }>('/user_limits')).data.map(toUserLimit);
}

export async function setAmountLimit(type: AmountLimitType, amount: number, currency: string, period: UserLimitPeriod): Promise<UserLimit> {
  return toUserLimit(await platformRequest<UserLimitDto>('/user_limits', { method: 'POST', body: { type, amount, currency, period } }));
}

/** A session-time limit (minutes of one sign-in session) or an activity limit (minutes of active play per `period`). */
export async function setTimeLimit(type: TimeLimitType, minutes: number, period: UserLimitPeriod | null): Promise<UserLimit> {
  const body = type === 'activity' ? { type, amount: minutes, period } : { type, amount: minutes };
  return toUserLimit(await platformRequest<UserLimitDto>('/user_limits', { method: 'POST', body }));
}

/** Lower: applies at once; higher: a pending raise to confirm after the cooling-off. */
export async function changeLimit(id: number, amount: number): Promise<UserLimit> {
  return toUserLimit(await platformRequest<UserLimitDto>(`/user_limits/${id}`, { method: 'PATCH', body: { amount } }));
}

export async function removeLimit(id: number): Promise<UserLimit> {
  return toUserLimit(await platformRequest<UserLimitDto>(`/user_limits/${id}`, { method: 'DELETE' }));
}

export async function confirmLimit(id: number): Promise<UserLimit> {
  return toUserLimit(await platformRequest<UserLimitDto>(`/user_limits/${id}/confirm`, { method: 'POST' }));
}

/** A time-out for `days`, or a self-exclusion for `days` (null: indefinite). The server ends the session. */
export async function exclude(type: 'time_out' | 'self_exclusion', days: number | null): Promise<UserLimit> {
  const body = days === null ? { type } : { type, duration_days: days };
  return toUserLimit(await platformRequest<UserLimitDto>('/user_limits', { method: 'POST', body, expectUnauthorized: true }));
}
