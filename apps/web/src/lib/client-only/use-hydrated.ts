import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while hydrating, true once the page is interactive: what a lazily
 * loaded, browser-only part (React.lazy) waits for, so it never renders on the server. Replaces
 * next/dynamic's `ssr: false`, whose runtime would otherwise ship in first-load JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
