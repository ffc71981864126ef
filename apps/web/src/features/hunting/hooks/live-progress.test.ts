import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { promotionKeys } from '@/lib/query/promotion-keys';
import { emitUserCatchUp, emitUserEvent } from '@/lib/realtime/user-events';
import { PROGRESS_EVENT, watchProgress } from './live-progress';

const HUNTINGS = [...promotionKeys.huntings, 'loggedIn', 'en'];
const AMBS = [...promotionKeys.ambs, 'loggedIn', 'en'];
const BALANCES = ['accounts'];

function client(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of [HUNTINGS, AMBS, BALANCES]) queryClient.setQueryData(key, []);
  return queryClient;
}
const invalidated = (queryClient: QueryClient) => queryClient.getQueryCache().getAll().filter((query) => query.state.isInvalidated).map((query) => query.queryKey);

describe('watchProgress (hunting and free-bet progress pushed live)', () => {
  it('reads the huntings and the progress again on promotion_progress_changed and bet_changed, not on other events, and stops when unsubscribed', () => {
    const queryClient = client();
    const stop = watchProgress(queryClient);
    emitUserEvent({ event_name: 'balance_changed', message: {} });
    expect(invalidated(queryClient)).toEqual([]);
    emitUserEvent({ event_name: PROGRESS_EVENT, message: {} });
    expect(invalidated(queryClient)).toEqual([HUNTINGS, AMBS]);
    const placed = client();
    const stopPlaced = watchProgress(placed);
    emitUserEvent({ event_name: 'bet_changed', message: {} });
    expect(invalidated(placed)).toEqual([HUNTINGS, AMBS]);
    stopPlaced();
    stop();
    const later = client();
    emitUserEvent({ event_name: PROGRESS_EVENT, message: {} });
    expect(invalidated(later)).toEqual([]);
  });

  it('reads them again when the private channel could not recover what it missed', () => {
    const queryClient = client();
    const stop = watchProgress(queryClient);
    emitUserCatchUp();
    expect(invalidated(queryClient)).toEqual([HUNTINGS, AMBS]);
    stop();
  });
});
