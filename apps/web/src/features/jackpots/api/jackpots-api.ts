import { JACKPOT_HITS_LIMIT, type JackpotDto, type JackpotHitDto } from '@sportsbook/contracts/models';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { isReportedJackpotError } from '../lib/jackpot-errors';

/** Spec promotions §8: a jackpot fetch error is reported unless its status is 400, 404 or 500. */
async function reported<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isReportedJackpotError(error)) reportErrorLazily(error);
    throw error;
  }
}

/** GET /jackpots (spec promotions §7): the active jackpots, a currency's when given. */
export function fetchJackpots(locale: string, currency?: string): Promise<JackpotDto[]> {
  return reported(sportsbookAuthRequest<{ data: JackpotDto[] }>('/jackpots', { locale, optional: true, query: { status: 'active', ...(currency ? { currency } : {}) } }).then((body) => body.data));
}

/** GET /jackpots/{id}: one jackpot, read again every 15 s by the ticker (spec §4, §9). */
export function fetchJackpot(id: number, locale: string): Promise<JackpotDto> {
  return reported(sportsbookAuthRequest<{ data: JackpotDto }>(`/jackpots/${id}`, { locale, optional: true }).then((body) => body.data));
}

export interface JackpotHitQuery {
  jackpotId?: number;
  limit?: number;
  status?: readonly JackpotHitDto['status'][];
  forUser?: boolean;
  unseen?: boolean;
}

/** GET /jackpot-hits (spec §3 "Jackpot hit query: jackpotId, limit, status, forUser, unseen"; limit 10). */
export function fetchJackpotHits(query: JackpotHitQuery): Promise<JackpotHitDto[]> {
  const own = query.forUser === true || query.unseen === true;
  return reported(sportsbookAuthRequest<{ data: JackpotHitDto[] }>('/jackpot-hits', {
    optional: !own,
    query: {
      limit: query.limit ?? JACKPOT_HITS_LIMIT,
      ...(query.jackpotId === undefined ? {} : { jackpot_id: query.jackpotId }),
      ...(query.status ? { status: query.status.join(',') } : {}),
      ...(query.forUser ? { for_user: 'true' } : {}),
      ...(query.unseen ? { unseen: 'true' } : {}),
    },
  }).then((body) => body.data));
}

/** POST /jackpot-hits/mark-as-seen: the hit modal showed them. */
export async function markJackpotHitsSeen(ids: readonly number[]): Promise<void> {
  await sportsbookAuthRequest('/jackpot-hits/mark-as-seen', { method: 'POST', body: { ids } });
}
