import type { Provider } from '@sportsbook/domain';
import { create } from 'zustand';
import { isBettingEnabled, isSelectionAvailable, type ProviderStatus } from './provider-status';

interface ProviderStatusState {
  /** null until known (settings or a provider_status_changed event). */
  statuses: readonly ProviderStatus[] | null;
  setStatuses: (statuses: readonly ProviderStatus[]) => void;
}

/**
 * The providers' statuses for the whole page: seeded from the settings the server read, then
 * replaced by every provider_status_changed event. The bet slip reads it (selectors below, or
 * `markSelectionsAvailability` with `useProviderStatusStore.getState().statuses`).
 */
export const useProviderStatusStore = create<ProviderStatusState>()((set) => ({
  statuses: null,
  setStatuses: (statuses) => set({ statuses }),
}));

/** Whether prices of a `provider` match can be selected now. */
export function useSelectionAvailable(provider: Provider | undefined): boolean {
  return useProviderStatusStore((state) =>
    provider === undefined ? isBettingEnabled(state.statuses) : isSelectionAvailable(state.statuses, provider),
  );
}

export function useBettingEnabled(): boolean {
  return useProviderStatusStore((state) => isBettingEnabled(state.statuses));
}
