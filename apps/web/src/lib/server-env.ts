import { z } from 'zod';
import { LOCALE_PREFIX_MODES, readServerEnvironment } from './env';

/**
 * The server's configuration, validated with zod on first use (ARCHITECTURE §3). Server code
 * only: ./env (read by the browser too) stays free of zod.
 */
const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'on'].includes(value)));

/** A space- or comma-separated list of origins (scheme, host, port; nothing else). */
const originList = (name: string, example: string) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      const origins = (value ?? '').split(/[\s,]+/).filter(Boolean);
      for (const origin of origins) {
        if (!/^https?:\/\/[^/?#\s]+$/.test(origin) || new URL(origin).origin !== origin) {
          context.addIssue({ code: 'custom', message: `${name}: "${origin}" is not an origin like ${example}` });
        }
      }
      return origins;
    });

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  API_URL: z.url().default('http://127.0.0.1:4000'),
  SITE_URL: z.url().default('http://localhost:3000'),
  LOCALE_PREFIX: z.enum(LOCALE_PREFIX_MODES).default('as-needed'),
  /**
   * Host pages that embed the sportsbook in an iframe (spec promotions §4): space- or
   * comma-separated origins. Only with these does the sportsbook exchange postMessages, and they
   * may frame it (unless FRAME_ANCESTORS says otherwise).
   */
  HOST_ORIGINS: originList('HOST_ORIGINS', 'https://casino.example'),
  /**
   * The hosts the image proxy (/_next/image) fetches media from: space- or comma-separated origins,
   * the CMS base's (site config cms.base_url) among them. Any other host is refused. Read when the
   * web server starts (docs/media.md).
   */
  MEDIA_ORIGINS: originList('MEDIA_ORIGINS', 'https://cms.example'),
  /** CSP frame-ancestors: who may embed the sportsbook in an iframe (space-separated sources). Default: 'self' and HOST_ORIGINS. */
  FRAME_ANCESTORS: z.string().min(1).optional(),
  /**
   * Where browsers open the realtime WebSocket (ws(s):// or http(s)://, e.g. a separate realtime
   * host or Centrifugo). Unset: the page's own origin at /connection/websocket, which the web
   * server proxies to API_URL (WebSocket upgrades included). Read per request, no rebuild needed.
   */
  PUBLIC_REALTIME_URL: z.url().optional(),
  /** Sentry's DSN for the browser's error reports (read per request: no rebuild). Unset: reports go to the console. */
  SENTRY_DSN: z.url().optional(),
  /** The environment error reports carry (spec promotions §9: production by default). */
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).default('production'),
  FEATURE_RTL: booleanFlag(true),
  /** Fossil delta compression of realtime publications (spec promotions §4: only when this flag is on). */
  FEATURE_REALTIME_DELTA: booleanFlag(false),
  /** Pages are marked noindex, nofollow when indexing is off (spec core §2). */
  INDEXING_ENABLED: booleanFlag(true),
  /**
   * The layout lock (spec core §2): set, every page shows the locked page until the visitor opens
   * an address with ?access_key=<this key> (lib/access-lock); the site is then never indexed.
   */
  SITE_ACCESS_KEY: z.string().min(8, 'SITE_ACCESS_KEY: at least 8 characters').max(200).optional(),
  /**
   * The trusted proxy header with the visitor's ISO country (e.g. `cf-ipcountry`), forwarded to the
   * API's GET /platform/geo on each page render (blocked countries, spec core §1). Unset: none is
   * forwarded (the API's own COUNTRY_OVERRIDE still applies). Header names are case-insensitive.
   */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .transform((value) => value.toLowerCase())
    .optional(),
});
export type ServerEnv = z.infer<typeof serverEnvSchema>;

let cachedServerEnv: ServerEnv | undefined;

export function getServerEnv(): ServerEnv {
  cachedServerEnv ??= serverEnvSchema.parse(readServerEnvironment());
  return cachedServerEnv;
}

/** The CSP frame-ancestors sources: FRAME_ANCESTORS when set, else the site itself and its host pages. */
export function frameAncestors(env: Pick<ServerEnv, 'FRAME_ANCESTORS' | 'HOST_ORIGINS'>): string {
  return env.FRAME_ANCESTORS ?? ["'self'", ...env.HOST_ORIGINS].join(' ');
}
