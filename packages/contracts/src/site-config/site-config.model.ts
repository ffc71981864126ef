/**
 * The site configuration and feature flags (spec core §3 "Site config", §6; promotions §3, §5–§6;
 * issue 22): one document, stored by the API (operator routes, environment defaults), read by
 * the browser through GET /site_config and the `site_config_changed` publication of the public
 * channel. No zod here: browser code imports this module (`@sportsbook/contracts/models`).
 */

/** The feature flags of spec core §6 / promotions §6, and the shared-bets feature of promotions §5. */
export const FEATURE_FLAGS = [
  'quick_deposit',
  'quick_deposit_test',
  'sign_up_iframe_preloader',
  'sign_in_iframe_preloader',
  'iframe_user_unlock',
  'activity_tracking',
  'responsible_gambling',
  'jackpots',
  'shared_bets',
  /** Match broadcasts (spec core §3 server settings video_settings.enabled; GET /matches/{id}/video and /streams). */
  'video',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/**
 * Site config "chat type": `internal` is the match chat of this API (the CHAT tab of a match, over
 * the realtime gateway; no account id); `livechat` and `intercom` load that support widget and
 * show no match chat; `none`: no chat at all (docs/chat.md).
 */
export const CHAT_TYPES = ['none', 'internal', 'livechat', 'intercom'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** Web push services (site config "push type"); none: no push. */
export const PUSH_TYPES = ['none', 'one_signal'] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** The page keys of spec core §2 (navigation and analytics). */
export const PAGE_KEYS = [
  'sports',
  'in_play',
  'e_sports',
  'favorites',
  'sport',
  'match',
  'league',
  'schedule',
  'results',
  'promotions',
  'bets_history',
  'horse_racing',
  'lotteries',
  'virtual_gaming_arena',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Spec promotions §9: the deposit reminder's default delay. */
export const DEPOSIT_REMINDER_DEFAULT_SECONDS = 10;

/** The wire shape (snake_case), as GET /site_config answers it and site_config_changed carries it. */
export interface SiteConfigDto {
  features: Record<FeatureFlag, boolean>;
  sign_in_available: boolean;
  sign_up_available: boolean;
  is_my_bets_visible: boolean;
  /** Seconds after which a visitor is reminded to sign up, once; 0: no reminder. */
  sign_up_reminder_seconds: number;
  deposit_reminder: { show_deposit_reminder: boolean; player_group_id: string | null; remind_after_seconds: number };
  chat: { type: ChatType; account_id: string | null };
  push: { type: PushType; app_id: string | null };
  /** Google Tag Manager: the container and the script's address (another origin may serve it). */
  tag_manager: { container_id: string | null; script_url: string };
  sport_type_providers: Partial<Record<'regular' | 'cyber' | 'premium_cricket', ('betradar' | 'oddin' | 'betconstruct')[]>>;
  /** Paths a deployment adds (spec core §2), each shown as the page at `target`. */
  custom_page_paths: { path: string; target: string }[];
  market_groups: { group_key: string; name: string }[];
  /** ISO 3166 codes of the countries the site offers (sign-up, phone numbers). */
  countries: string[];
  locales: { code: string; name_in_locale: string }[];
  /**
   * The content-management system (spec core §3 "Media", §7 "Icons"; docs/media.md): `base_url`
   * prefixes relative media URLs (campaign banners …); `icons_url` (absolute, or relative to
   * `base_url`) is an SVG sprite whose symbols replace the built-in icons of the same id
   * (`sport-football`, `general-search` …) in GET /fe-api/icons.svg. Null: none.
   */
  cms: { base_url: string | null; icons_url: string | null };
  /** Search engines may index the site (spec core §2); off: every page noindex, nofollow, robots.txt disallows all. */
  indexing: boolean;
  updated_at: string;
}

/**
 * The built-in site configuration: what a fresh install runs with (the API's environment and
 * operator override it), and what a page uses when the API could not be read. Off by default:
 * everything that needs a third party (chat, push, tag manager) and quick deposit, jackpots and
 * activity tracking until an operator turns them on.
 */
export const SITE_CONFIG_DEFAULTS: Omit<SiteConfigDto, 'updated_at'> = {
  features: {
    quick_deposit: false,
    quick_deposit_test: false,
    sign_up_iframe_preloader: false,
    sign_in_iframe_preloader: false,
    iframe_user_unlock: false,
    activity_tracking: false,
    responsible_gambling: true,
    jackpots: false,
    shared_bets: true,
    // The built-in simulator's matches carry the repository's own test stream (no third party).
    video: true,
  },
  sign_in_available: true,
  sign_up_available: true,
  is_my_bets_visible: true,
  sign_up_reminder_seconds: 0,
  deposit_reminder: { show_deposit_reminder: false, player_group_id: null, remind_after_seconds: DEPOSIT_REMINDER_DEFAULT_SECONDS },
  chat: { type: 'internal', account_id: null },
  push: { type: 'none', app_id: null },
  tag_manager: { container_id: null, script_url: 'https://www.googletagmanager.com/gtm.js' },
  sport_type_providers: { regular: ['betradar'], cyber: ['oddin'], premium_cricket: ['betradar'] },
  custom_page_paths: [],
  market_groups: [
    { group_key: 'main', name: 'Main' },
    { group_key: 'goals', name: 'Goals' },
    { group_key: 'totals', name: 'Totals' },
    { group_key: 'handicap', name: 'Handicap' },
    { group_key: 'score', name: 'Score' },
    { group_key: 'half', name: 'Half' },
    { group_key: 'games', name: 'Games' },
    { group_key: 'sets', name: 'Sets' },
    { group_key: 'maps', name: 'Maps' },
  ],
  countries: [],
  // The API answers every supported locale (contracts i18n/locales.model LOCALE_NAMES, apps/api
  // site-config/defaults); only the default here, so the browser's bundle never carries the 48 names.
  locales: [{ code: 'en', name_in_locale: 'English' }],
  cms: { base_url: null, icons_url: null },
  indexing: true,
};

/** The client model (camelCase, spec core §3 "Site config" names). */
export interface SiteConfig {
  features: Record<FeatureFlag, boolean>;
  isSignInAvailable: boolean;
  isSignUpAvailable: boolean;
  isMyBetsVisible: boolean;
  signUpReminderSeconds: number;
  depositReminder: { showDepositReminder: boolean; playerGroupId: string | null; remindAfter: number };
  chatType: ChatType;
  chatAccountId: string | null;
  pushType: PushType;
  oneSignalAppId: string | null;
  tagManager: { containerId: string | null; scriptUrl: string };
  sportTypeProviders: SiteConfigDto['sport_type_providers'];
  customPagePaths: { path: string; target: string }[];
  marketGroups: { groupKey: string; name: string }[];
  countries: string[];
  locales: { code: string; nameInLocale: string }[];
  /** The CMS base of relative media URLs (null: media URLs are used as they are). */
  cmsBaseUrl: string | null;
  isIndexingEnabled: boolean;
  updatedAt: string;
}

export function toSiteConfig(dto: SiteConfigDto): SiteConfig {
  return {
    features: { ...dto.features },
    isSignInAvailable: dto.sign_in_available,
    isSignUpAvailable: dto.sign_up_available,
    isMyBetsVisible: dto.is_my_bets_visible,
    signUpReminderSeconds: dto.sign_up_reminder_seconds,
    depositReminder: {
      showDepositReminder: dto.deposit_reminder.show_deposit_reminder,
      playerGroupId: dto.deposit_reminder.player_group_id,
      remindAfter: dto.deposit_reminder.remind_after_seconds,
    },
    chatType: dto.chat.type,
    chatAccountId: dto.chat.account_id,
    pushType: dto.push.type,
    oneSignalAppId: dto.push.app_id,
    tagManager: { containerId: dto.tag_manager.container_id, scriptUrl: dto.tag_manager.script_url },
    sportTypeProviders: dto.sport_type_providers,
    customPagePaths: dto.custom_page_paths.map((entry) => ({ ...entry })),
    marketGroups: dto.market_groups.map((group) => ({ groupKey: group.group_key, name: group.name })),
    countries: [...dto.countries],
    locales: dto.locales.map((locale) => ({ code: locale.code, nameInLocale: locale.name_in_locale })),
    cmsBaseUrl: dto.cms.base_url,
    isIndexingEnabled: dto.indexing,
    updatedAt: dto.updated_at,
  };
}
