import { useSyncExternalStore } from 'react';

/** Below md (960 px) the header row has no room for the display settings: the menus hold them (site-header.module.css). */
export const NARROW_HEADER_QUERY = '(max-width: 959.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_HEADER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the header is in its narrow layout (false on the server). */
export function useNarrowHeader(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_HEADER_QUERY).matches, () => false);
}
