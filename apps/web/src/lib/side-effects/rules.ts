/**
 * The rules of the side effects (spec promotions §4 "Side effects", §9; core §2, §3), as pure
 * functions: what applies, when, and what is kept where. Shared by the web server (the proxy
 * captures affiliate tags) and the lazily loaded side-effects chunk; no React, no browser APIs.
 */
import { AFFILIATE_PARAMS, AFFILIATE_TAG_PATTERN, type AffiliateTags, type PageKey } from '@sportsbook/contracts/models';

const DAY_SECONDS = 24 * 60 * 60;

/** Spec core §3 "affiliate id" cookie; §9: 30 days. */
export const AFFILIATE_COOKIE = 'sb_affiliate';
export const AFFILIATE_COOKIE_MAX_AGE = 30 * DAY_SECONDS;
/** Spec core §3 "consent" cookie; §9: 365 days. */
export const CONSENT_COOKIE = 'sb_consent';
export const CONSENT_COOKIE_MAX_AGE = 365 * DAY_SECONDS;
/** Spec core §3 "deposit reminder" cookie; §9: 1 day. */
export const DEPOSIT_REMINDER_COOKIE = 'sb_deposit_reminder';
export const DEPOSIT_REMINDER_COOKIE_MAX_AGE = DAY_SECONDS;
/** Spec core §3 local storage "sign-up reminder": set once it fired. */
export const SIGN_UP_REMINDER_KEY = 'signUpReminder';
/** Mobile-app mode (spec promotions §4: it skips every side effect): the app's web view sets this cookie. */
export const MOBILE_APP_COOKIE = 'sb_mobile_app';
/** Performance-test mode (no cookie banner): set by the measuring tools (scripts/bench-web.mjs). */
export const PERFORMANCE_TEST_COOKIE = 'sb_performance_test';

/** The affiliate tags an address carries (well-formed values only; a bad one is dropped, still stripped). */
export function affiliateTagsOf(params: URLSearchParams): AffiliateTags {
  const tags: AffiliateTags = {};
  for (const name of AFFILIATE_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && AFFILIATE_TAG_PATTERN.test(value)) tags[name] = value;
  }
  return tags;
}

/** The address without the affiliate parameters, or null when it has none (nothing to strip). */
export function withoutAffiliateParams(url: URL): URL | null {
  if (!AFFILIATE_PARAMS.some((name) => url.searchParams.has(name))) return null;
  const clean = new URL(url);
  for (const name of AFFILIATE_PARAMS) clean.searchParams.delete(name);
  return clean;
}

/** The cookie's value: `ctag=…&gclid=…`. New tags replace the kept ones (the last click counts). */
export function encodeAffiliateTags(tags: AffiliateTags): string {
  return new URLSearchParams(Object.entries(tags)).toString();
}

export function decodeAffiliateTags(value: string | undefined | null): AffiliateTags {
  return value ? affiliateTagsOf(new URLSearchParams(value)) : {};
}

export const hasTags = (tags: AffiliateTags) => Object.keys(tags).length > 0;

/** The visitor's choice: everything (analytics, chat, push) or only what the site needs. */
export type Consent = 'all' | 'necessary';

export function parseConsent(value: string | undefined | null): Consent | null {
  return value === 'all' || value === 'necessary' ? value : null;
}

/** What the consent lets load: analytics (tag manager), chat and push only with `all`. */
export function consentAllows(consent: Consent | null): { analytics: boolean; chat: boolean; push: boolean } {
  const all = consent === 'all';
  return { analytics: all, chat: all, push: all };
}

export interface PageMode {
  mobileApp: boolean;
  inIframe: boolean;
  performanceTest: boolean;
}

/** Spec promotions §4: mobile-app mode skips all side effects. */
export const sideEffectsApply = (mode: Pick<PageMode, 'mobileApp'>) => !mode.mobileApp;

/** Spec promotions §4: only without consent yet, not in an iframe, not in performance-test mode (and not in the app). */
export function showsConsentBanner(consent: Consent | null, mode: PageMode): boolean {
  return consent === null && sideEffectsApply(mode) && !mode.inIframe && !mode.performanceTest;
}

type AuthStatus = 'UNKNOWN' | 'PENDING' | 'LOGGED_IN' | 'NOT_LOGGED_IN';

/** Spec promotions §4: a visitor's sign-up reminder fires once after signUpReminderSeconds (0: off). Milliseconds, or null. */
export function signUpReminderDelay(input: { status: AuthStatus; seconds: number; alreadyShown: boolean }): number | null {
  if (input.status !== 'NOT_LOGGED_IN' || input.seconds <= 0 || input.alreadyShown) return null;
  return input.seconds * 1000;
}

/**
 * Spec promotions §4, §6: a player of the configured group is reminded to deposit after
 * remindAfter seconds (10 by default), unless the 1-day cookie says it was shown. Milliseconds, or null.
 */
export function depositReminderDelay(input: {
  status: AuthStatus;
  groupIds: readonly string[];
  reminder: { showDepositReminder: boolean; playerGroupId: string | null; remindAfter: number };
  cookieSet: boolean;
}): number | null {
  const { reminder } = input;
  if (input.status !== 'LOGGED_IN' || !reminder.showDepositReminder || reminder.playerGroupId === null || input.cookieSet) return null;
  if (!input.groupIds.includes(reminder.playerGroupId)) return null;
  return Math.max(0, reminder.remindAfter) * 1000;
}

const FIXED_PAGES: Record<string, PageKey> = {
  '': 'sports',
  live: 'in_play',
  cybersport: 'e_sports',
  favorites: 'favorites',
  schedule: 'schedule',
  results: 'results',
  promotions: 'promotions',
  racing: 'horse_racing',
  lotteries: 'lotteries',
  'virtual-gaming-arena': 'virtual_gaming_arena',
};
const NOT_A_SPORT = new Set(['users', 'profile', 'blocked', 'locked', '404', '500', 'about', 'general-rules', 'premium-cricket', 'init-sportsbook']);

/**
 * The page key of spec core §2 for a path without its locale, or null for pages without one.
 * `/{sport}` is `sport`; `/{sport}/{slug}` is a league, a category or a match, which only the
 * page knows: it says so with `data-page-key` (`declared`), else `league`.
 */
export function pageKeyOf(path: string, declared?: string | null): PageKey | null {
  const segments = path.split('/').filter(Boolean);
  const fixed = FIXED_PAGES[segments.join('/')];
  if (fixed) return fixed;
  if (segments[0] === 'profile' && segments[1] === 'bets') return 'bets_history';
  if (segments.length === 0 || NOT_A_SPORT.has(segments[0] ?? '')) return null;
  if (segments.length === 1) return 'sport';
  if (segments.length === 2) return declared === 'match' || declared === 'league' || declared === 'sport' ? declared : 'league';
  return null;
}

/** The path without a leading locale segment. */
export function pathWithoutLocale(pathname: string, locales: readonly string[]): string {
  const [, first, ...rest] = pathname.split('/');
  return first !== undefined && locales.includes(first) ? `/${rest.join('/')}` : pathname;
}

/** Slip add / remove events of the data layer (spec core §4): what changed between two selection lists. */
export function slipChanges(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  const was = new Set(before);
  const is = new Set(after);
  return { added: after.filter((id) => !was.has(id)), removed: before.filter((id) => !is.has(id)) };
}

/** The tag-manager script's address for a container (the configured script with `?id=`). */
export function tagManagerScriptUrl(scriptUrl: string, containerId: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('id', containerId);
  return url.toString();
}

/** The chat widget's script per chat type (site config "chat type"). */
export function chatScriptUrl(type: 'livechat' | 'intercom', accountId: string): string {
  return type === 'livechat' ? 'https://cdn.livechatinc.com/tracking.js' : `https://widget.intercom.io/widget/${encodeURIComponent(accountId)}`;
}

export const ONE_SIGNAL_SDK_URL = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js';
