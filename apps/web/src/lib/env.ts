/**
 * The one reader of process.env in the web app (ARCHITECTURE §3). No zod here: the browser
 * imports this module for `publicEnv`, and zod must not ship to it. The server's values are
 * validated with zod in ./server-env (`getServerEnv`); the public part is inlined at build time
 * by next.config.ts (`env`), because client bundles cannot read the server's environment.
 */

export const LOCALE_PREFIX_MODES = ['as-needed', 'always'] as const;
export type LocalePrefixMode = (typeof LOCALE_PREFIX_MODES)[number];

/** The server's configuration as set (empty means unset), for ./server-env to validate. */
export function readServerEnvironment(): Record<string, string | undefined> {
  return {
    NODE_ENV: process.env.NODE_ENV,
    API_URL: process.env.API_URL || undefined,
    SITE_URL: process.env.SITE_URL || undefined,
    LOCALE_PREFIX: process.env.LOCALE_PREFIX || undefined,
    FRAME_ANCESTORS: process.env.FRAME_ANCESTORS || undefined,
    HOST_ORIGINS: process.env.HOST_ORIGINS || undefined,
    MEDIA_ORIGINS: process.env.MEDIA_ORIGINS || undefined,
    PUBLIC_REALTIME_URL: process.env.PUBLIC_REALTIME_URL || undefined,
    SENTRY_DSN: process.env.SENTRY_DSN || undefined,
    SENTRY_ENVIRONMENT: process.env.SENTRY_ENVIRONMENT || undefined,
    FEATURE_RTL: process.env.FEATURE_RTL || undefined,
    FEATURE_REALTIME_DELTA: process.env.FEATURE_REALTIME_DELTA || undefined,
    INDEXING_ENABLED: process.env.INDEXING_ENABLED || undefined,
    SITE_ACCESS_KEY: process.env.SITE_ACCESS_KEY || undefined,
    COUNTRY_HEADER: process.env.COUNTRY_HEADER || undefined,
  };
}

/** Checked by hand rather than with zod: this runs in the browser too. */
function toLocalePrefixMode(value: string | undefined): LocalePrefixMode {
  return (LOCALE_PREFIX_MODES as readonly (string | undefined)[]).includes(value) ? (value as LocalePrefixMode) : 'as-needed';
}

/** Build-time values every bundle sees (set through next.config.ts `env`). */
export const publicEnv = {
  localePrefix: toLocalePrefixMode(process.env.NEXT_PUBLIC_LOCALE_PREFIX),
  /** The release id of error reports: the commit the build was made from (next.config.ts). */
  release: process.env.NEXT_PUBLIC_RELEASE ?? 'development',
} as const;
