import type { FavouriteType } from '@sportsbook/contracts/models';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { clearFlag, flagKey, setFlag } from './favourite-flags';
import { favouriteFailureOf, setFavourite, type FavouriteFailure } from './favourites-api';

// Each item's calls run one after another, so a quick double toggle reaches the server in order.
const queues = new Map<string, Promise<void>>();
const latest = new Map<string, number>();
let sequence = 0;

interface FavouriteChange {
  type: FavouriteType;
  id: number;
  /** What the player's toggle asked for (its flag already shows it). */
  marked: boolean;
  /** The player's cached list of that type, refetched after the call succeeds. */
  listKey: QueryKey;
  queryClient: QueryClient;
  onFailure: (failure: FavouriteFailure) => void;
}

/**
 * The mark / unmark call of one toggle (spec promotions §4 "Favorites"), queued behind the item's
 * earlier calls. On success the list is refetched and the flag gives way to it (unless a later
 * toggle took over); on failure the flag is left off and `onFailure` says why.
 */
export function sendFavourite({ type, id, marked, listKey, queryClient, onFailure }: FavouriteChange): void {
  const key = flagKey(type, id);
  const mine = (sequence += 1);
  latest.set(key, mine);
  const run = async () => {
    try {
      await setFavourite(type, id, marked);
      // A first load of the list still in flight (a click made while the session loaded) may
      // predate the change, and a refetch would join it rather than start anew: it is dropped.
      await queryClient.cancelQueries({ queryKey: listKey, exact: true });
      await queryClient.invalidateQueries({ queryKey: listKey, exact: true });
      if (latest.get(key) === mine) clearFlag(key);
    } catch (error) {
      if (latest.get(key) === mine) setFlag(key, false);
      onFailure(favouriteFailureOf(error));
    }
  };
  const queued = (queues.get(key) ?? Promise.resolve()).then(run);
  queues.set(key, queued);
  void queued.finally(() => {
    if (queues.get(key) === queued) queues.delete(key);
  });
}
