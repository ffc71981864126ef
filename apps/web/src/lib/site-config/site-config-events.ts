import type { SiteConfig } from '@sportsbook/contracts/models';

type Listener = (config: SiteConfig) => void;
const listeners = new Set<Listener>();

/**
 * `site_config_changed` of the public channel (issue 22), from the lazily loaded realtime client
 * to the page's site-config store. Returns the unsubscribe function.
 */
export function onSiteConfigChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSiteConfigChanged(config: SiteConfig): void {
  for (const listener of listeners) listener(config);
}
