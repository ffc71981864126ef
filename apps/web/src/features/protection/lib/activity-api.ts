import { toUserLimit, type ActivityTrackDto, type UserLimit, type UserLimitDto } from '@sportsbook/contracts/models';
import { platformRequest } from '@/lib/api/platform-client';

/** The activity limits in force (spec promotions §7 GET /user_limits with the type and status filters): a raise or removal waiting for confirmation still binds. */
export async function getActivityLimitsInForce(): Promise<UserLimit[]> {
  const { data } = await platformRequest<{ data: UserLimitDto[] }>('/user_limits', { query: { type: 'activity', status: 'active,unconfirmed_disabled' }, expectUnauthorized: true });
  return data.map(toUserLimit);
}

/** One activity ping (spec promotions §7 POST /player/activity_limit_track); its 401 is the watcher's to handle. */
export function trackActivity(): Promise<ActivityTrackDto> {
  return platformRequest<ActivityTrackDto>('/player/activity_limit_track', { method: 'POST', expectUnauthorized: true });
}
