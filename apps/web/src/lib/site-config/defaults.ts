import { SITE_CONFIG_DEFAULTS, toSiteConfig, type SiteConfig } from '@sportsbook/contracts/models';

/**
 * The built-in site configuration as the client model: what the server hands the page when the API
 * could not be read, and what lazily loaded code uses before a page store exists. Not imported by
 * first-load code (the page's store always starts from what the server read).
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = toSiteConfig({ ...SITE_CONFIG_DEFAULTS, updated_at: new Date(0).toISOString() });
