import { LOCALE_CODES, LOCALE_NAMES, SITE_CONFIG_DEFAULTS, siteConfigPatchSchema, type SiteConfigDto, type SiteConfigPatch } from '@sportsbook/contracts';

export type SiteConfigValues = Omit<SiteConfigDto, 'updated_at'>;

/**
 * The built-in site configuration (contracts SITE_CONFIG_DEFAULTS): what a fresh install runs with
 * before the environment (SITE_SETTINGS, MY_BETS_VISIBLE, FEATURE_SHARED_BETS) or an operator says otherwise.
 */
export const BUILT_IN_SITE_CONFIG: SiteConfigValues = {
  ...SITE_CONFIG_DEFAULTS,
  // Every language of the book with its name in itself (spec core §3 locales: code, nameInLocale).
  locales: LOCALE_CODES.map((code) => ({ code, name_in_locale: LOCALE_NAMES[code] })),
};

/** Fields whose value is an object merged key by key; every other field is replaced whole. */
const MERGED_FIELDS = ['features', 'deposit_reminder', 'chat', 'push', 'tag_manager', 'cms'] as const;
type MergedField = (typeof MERGED_FIELDS)[number];
export const isMergedField = (field: string): field is MergedField => (MERGED_FIELDS as readonly string[]).includes(field);

/** The configuration with a change applied: objects of MERGED_FIELDS key by key, the rest replaced. */
export function applySiteConfigPatch(base: SiteConfigValues, patch: SiteConfigPatch): SiteConfigValues {
  const next: Record<string, unknown> = { ...base };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    next[field] = isMergedField(field) ? { ...(base[field] as object), ...(value as object) } : value;
  }
  return next as unknown as SiteConfigValues;
}

/** A rule across fields the schema cannot state: the field at fault and why, or null. */
export function siteConfigConflict(config: SiteConfigValues): { field: string; message: string } | null {
  if ((config.chat.type === 'livechat' || config.chat.type === 'intercom') && config.chat.account_id === null) return { field: 'chat.account_id', message: `a ${config.chat.type} chat needs its account id` };
  if (config.push.type === 'one_signal' && config.push.app_id === null) return { field: 'push.app_id', message: 'OneSignal push needs its app id' };
  if (config.cms.icons_url !== null && config.cms.base_url === null && !URL.canParse(config.cms.icons_url)) return { field: 'cms.icons_url', message: 'a relative icons address needs cms.base_url' };
  if (config.deposit_reminder.show_deposit_reminder && config.deposit_reminder.player_group_id === null) return { field: 'deposit_reminder.player_group_id', message: 'the deposit reminder needs the player group it is for' };
  const paths = new Set<string>();
  for (const [index, entry] of config.custom_page_paths.entries()) {
    if (paths.has(entry.path)) return { field: `custom_page_paths.${index}.path`, message: `${entry.path} is listed twice` };
    paths.add(entry.path);
  }
  return null;
}

export interface SiteConfigEnvironment {
  /** SITE_SETTINGS: a JSON object of the site-config fields (the same shape as PATCH /operator/settings). */
  SITE_SETTINGS?: string | undefined;
  /** Moved from the web server (issue 22): defaults of is_my_bets_visible and features.shared_bets. */
  MY_BETS_VISIBLE?: boolean | undefined;
  FEATURE_SHARED_BETS?: boolean | undefined;
}

/**
 * The environment's defaults over the built-in ones. An invalid SITE_SETTINGS stops the start with
 * the field at fault, as every other invalid variable does.
 */
export function siteConfigDefaults(env: SiteConfigEnvironment): SiteConfigValues {
  let config = BUILT_IN_SITE_CONFIG;
  if (env.MY_BETS_VISIBLE !== undefined) config = applySiteConfigPatch(config, { is_my_bets_visible: env.MY_BETS_VISIBLE });
  if (env.FEATURE_SHARED_BETS !== undefined) config = applySiteConfigPatch(config, { features: { shared_bets: env.FEATURE_SHARED_BETS } });
  if (env.SITE_SETTINGS) {
    let json: unknown;
    try {
      json = JSON.parse(env.SITE_SETTINGS);
    } catch {
      throw new Error('Invalid environment: SITE_SETTINGS: not JSON');
    }
    const parsed = siteConfigPatchSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `SITE_SETTINGS.${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`Invalid environment: ${problems.join('; ')}`);
    }
    config = applySiteConfigPatch(config, parsed.data);
  }
  const conflict = siteConfigConflict(config);
  if (conflict) throw new Error(`Invalid environment: SITE_SETTINGS.${conflict.field}: ${conflict.message}`);
  return config;
}
