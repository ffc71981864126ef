import type { Provider } from '@sportsbook/domain';

/** One feed provider's status, as GET /settings `provider_statuses` and provider_status_changed send it. */
export interface ProviderStatus {
  provider: Provider;
  active: boolean;
}

/** A provider with no known status counts as active (nothing says otherwise yet). */
export function isProviderActive(statuses: readonly ProviderStatus[] | null, provider: Provider): boolean {
  return statuses?.find((status) => status.provider === provider)?.active ?? true;
}

/** Betting is enabled only if at least one provider status is active (spec promotions §4). */
export function isBettingEnabled(statuses: readonly ProviderStatus[] | null): boolean {
  return statuses === null || statuses.length === 0 || statuses.some((status) => status.active);
}

/** Whether a selection of `provider` can be bet on now. */
export function isSelectionAvailable(statuses: readonly ProviderStatus[] | null, provider: Provider): boolean {
  return isBettingEnabled(statuses) && isProviderActive(statuses, provider);
}

/**
 * A provider status change marks selections of inactive providers as not available (spec core
 * §4, promotions §4), and those of active ones available again. For the bet slip: the same
 * array comes back when nothing changes.
 */
export function markSelectionsAvailability<T extends { provider: Provider; isNotAvailable: boolean }>(
  selections: readonly T[],
  statuses: readonly ProviderStatus[] | null,
): readonly T[] {
  let changed = false;
  const next = selections.map((selection) => {
    const isNotAvailable = !isSelectionAvailable(statuses, selection.provider);
    if (isNotAvailable === selection.isNotAvailable) return selection;
    changed = true;
    return { ...selection, isNotAvailable };
  });
  return changed ? next : selections;
}
