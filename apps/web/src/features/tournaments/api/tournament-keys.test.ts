import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listsInvalidatedByActivation, promotionKeys } from '@/lib/query/promotion-keys';
import { queryKeys } from '@/lib/query/query-keys';
import { tournamentKeys } from './tournament-keys';

const HUNTING_LIST = [...promotionKeys.huntings, 'signed-in', 'en'];

/** A client holding the tournaments view's list and one leaderboard, and a hunting list, all fresh. */
function clientWithViews(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(tournamentKeys.list('en'), []);
  client.setQueryData(tournamentKeys.rating(7, 'EUR', 'en'), { rows: [] });
  client.setQueryData(HUNTING_LIST, []);
  return client;
}
const invalidated = (client: QueryClient) => client.getQueryCache().getAll().filter((query) => query.state.isInvalidated).map((query) => query.queryKey);

describe('the activation rule of spec promotions §4 reaches the tournaments view', () => {
  it('activating a hunting invalidates the tournament list and leaderboards on screen (and the huntings)', async () => {
    const client = clientWithViews();
    for (const queryKey of listsInvalidatedByActivation('hunting')) await client.invalidateQueries({ queryKey });
    expect(invalidated(client)).toEqual(expect.arrayContaining([tournamentKeys.list('en'), tournamentKeys.rating(7, 'EUR', 'en'), HUNTING_LIST]));
    expect(invalidated(client)).toHaveLength(3);
  });

  it('activating a tournament refreshes its own view first (list and leaderboards), then the huntings', async () => {
    const client = clientWithViews();
    const [own, other] = listsInvalidatedByActivation('tournament');
    await client.invalidateQueries({ queryKey: own ?? [] });
    expect(invalidated(client)).toEqual([tournamentKeys.list('en'), tournamentKeys.rating(7, 'EUR', 'en')]);
    await client.invalidateQueries({ queryKey: other ?? [] });
    expect(invalidated(client)).toHaveLength(3);
  });

  it('tournament_pool_changed (lib/live/apply-event invalidates queryKeys.promoTournaments) reaches the same queries', async () => {
    const client = clientWithViews();
    await client.invalidateQueries({ queryKey: queryKeys.promoTournaments() });
    expect(invalidated(client)).toEqual([tournamentKeys.list('en'), tournamentKeys.rating(7, 'EUR', 'en')]);
  });
});
