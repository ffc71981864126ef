'use client';

import type { FeatureFlag, SiteConfig } from '@sportsbook/contracts/models';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { onSiteConfigChanged } from './site-config-events';

const SiteConfigContext = createContext<StoreApi<SiteConfig> | null>(null);
/** The page's store once mounted, for code outside React (getFeatureFlag). */
let pageStore: StoreApi<SiteConfig> | null = null;

/** A newer configuration replaces the one held; an older one (a page rendered before a push) does not. */
export function isNewer(next: SiteConfig, current: SiteConfig): boolean {
  return next.updatedAt >= current.updatedAt;
}

/**
 * The site configuration and feature flags of the page (issue 22): what the server read for this
 * render (GET /site_config), then every `site_config_changed` the public channel pushes, so an
 * operator's change shows in every open page within seconds. One store per provider (per request
 * on the server), in the locale layout.
 */
export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  const [store] = useState(() => createStore<SiteConfig>(() => config));

  useEffect(() => {
    if (isNewer(config, store.getState())) store.setState(config, true);
  }, [config, store]);

  useEffect(() => {
    pageStore = store;
    const stop = onSiteConfigChanged((next) => {
      if (isNewer(next, store.getState())) store.setState(next, true);
    });
    return () => {
      stop();
      if (pageStore === store) pageStore = null;
    };
  }, [store]);

  return <SiteConfigContext.Provider value={store}>{children}</SiteConfigContext.Provider>;
}

/** A part of the site configuration; re-renders when it changes. Inside SiteConfigProvider only (the locale layout's). */
export function useSiteConfig<T>(selector: (config: SiteConfig) => T): T {
  const store = useContext(SiteConfigContext);
  if (!store) throw new Error('useSiteConfig needs a SiteConfigProvider above it');
  return useStore(store, selector);
}

/** One feature flag (quick_deposit, activity_tracking, jackpots …), live. */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  return useSiteConfig((config) => config.features[flag]);
}

/** The page's configuration now, outside React (event handlers, lazily loaded code); null before the page mounted it. */
export function getSiteConfig(): SiteConfig | null {
  return pageStore?.getState() ?? null;
}

/** One flag outside React; `fallback` before the page mounted its configuration. */
export function getFeatureFlag(flag: FeatureFlag, fallback = false): boolean {
  return getSiteConfig()?.features[flag] ?? fallback;
}

/** Follows the page's configuration outside React; returns the unsubscribe function. */
export function subscribeSiteConfig(listener: (config: SiteConfig) => void): () => void {
  return pageStore?.subscribe(listener) ?? (() => undefined);
}
