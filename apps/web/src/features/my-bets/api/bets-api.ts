import type { BetDto, PaginationDto } from '@sportsbook/contracts/models';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';
import type { BetListFilters } from '../lib/bet-list';

/** spec core §9: bet list page size 500. */
export const BET_LIST_LIMIT = 500;

interface BetListResponse {
  data: BetDto[];
  pagination?: PaginationDto;
}

/** GET /sportsbook/v3/bets (spec core §7): every page of the filtered list, newest first. */
export async function fetchBets(filters: BetListFilters, locale: string): Promise<BetDto[]> {
  const bets: BetDto[] = [];
  for (let page = 1; ; page += 1) {
    const response = await sportsbookAuthRequest<BetListResponse>('/bets', {
      version: 3,
      locale,
      query: { status: filters.status, result: filters.result, page, limit: BET_LIST_LIMIT, locale },
    });
    bets.push(...response.data);
    const lastPage = response.pagination?.last_page ?? page;
    if (page >= lastPage || response.data.length === 0) return bets;
  }
}

/** POST /sportsbook/v1/bets/cashout {bet_id, to_cashout}: honoured only while the offer holds. */
export async function cashoutBet(betId: string, toCashout: number, locale: string): Promise<BetDto> {
  const response = await sportsbookAuthRequest<{ data: BetDto }>('/bets/cashout', {
    method: 'POST',
    locale,
    body: { bet_id: betId, to_cashout: toCashout },
  });
  return response.data;
}
