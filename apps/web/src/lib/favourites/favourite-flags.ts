import { create } from 'zustand';
import type { FavouriteType } from '@sportsbook/contracts/models';

/**
 * Optimistic favourite flags (spec promotions §4 "Favorites"): a toggle flips its item's flag at
 * once; the flag gives way to the refetched list after the call succeeds and is left off after
 * it fails. An item without a flag shows what the cached list says.
 */
interface FavouriteFlagsState {
  flags: Record<string, boolean>;
}

export const useFavouriteFlags = create<FavouriteFlagsState>()(() => ({ flags: {} }));

export function flagKey(type: FavouriteType, id: number): string {
  return `${type}:${id}`;
}

export function setFlag(key: string, value: boolean): void {
  useFavouriteFlags.setState((state) => ({ flags: { ...state.flags, [key]: value } }));
}

export function clearFlag(key: string): void {
  useFavouriteFlags.setState((state) => {
    if (!(key in state.flags)) return state;
    const { [key]: _cleared, ...flags } = state.flags;
    return { flags };
  });
}

export function clearAllFlags(): void {
  useFavouriteFlags.setState({ flags: {} });
}
