import type { FeatureFlag, SiteConfig } from '@sportsbook/contracts/models';
import type { ReactElement } from 'react';
import { DEFAULT_SITE_CONFIG } from '@/lib/site-config/defaults';
import { SiteConfigProvider } from '@/lib/site-config/site-config-store';
import { renderWithProviders } from './render';

/** The built-in site configuration with some feature flags set (a later `updatedAt`: a newer push). */
export function configWithFlags(features: Partial<Record<FeatureFlag, boolean>>, updatedAt = '2026-01-01T00:00:00.000Z'): SiteConfig {
  return { ...DEFAULT_SITE_CONFIG, updatedAt, features: { ...DEFAULT_SITE_CONFIG.features, ...features } };
}

/** Renders a client component (renderWithProviders) under a site configuration with these flags. */
export function renderWithFlags(ui: ReactElement, features: Partial<Record<FeatureFlag, boolean>>) {
  return renderWithProviders(<SiteConfigProvider config={configWithFlags(features)}>{ui}</SiteConfigProvider>);
}
