import { PROVIDERS, SPORT_TYPES } from '@sportsbook/domain';
import { z } from 'zod';
import { CHAT_TYPES, FEATURE_FLAGS, PUSH_TYPES, type FeatureFlag, type SiteConfigDto } from './site-config.model';

/**
 * The site configuration's wire schemas (issue 22; the model and its mapper are in
 * ./site-config.model). The operator's change is a partial document: every field optional, none
 * unknown (`strict`), so a misspelt field is a 400 naming it rather than a change that never applies.
 */
const seconds = (min: number) => z.number().int().min(min).max(86_400);
const sitePath = z.string().max(100).regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'a path like /world-cup (lowercase letters, digits, dashes)');
const scriptUrl = z
  .url()
  .max(500)
  .refine((value) => {
    // Refinements run after a failed url() too: a value that is no URL is not judged again.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
  }, 'an https address (http only on loopback)');

/** The CMS's base: an https address (http only on loopback), no query or fragment. */
const cmsBaseUrl = scriptUrl.refine((value) => !URL.canParse(value) || (new URL(value).search === '' && new URL(value).hash === ''), 'an address without query or fragment');
/** The CMS icons sprite: an address like scriptUrl, or a path relative to the CMS base. */
const cmsIconsUrl = z.union([scriptUrl, z.string().max(500).regex(/^\/?(?!\/)[A-Za-z0-9._~%/-]+(?:\?[A-Za-z0-9._~%&=-]*)?$/, 'an https address or a path relative to cms.base_url')]);
const cmsSchema = z.strictObject({ base_url: cmsBaseUrl.nullable(), icons_url: cmsIconsUrl.nullable() });

const featuresShape = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>;

const depositReminderSchema = z.strictObject({
  show_deposit_reminder: z.boolean(),
  player_group_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).nullable(),
  remind_after_seconds: seconds(1),
});
const chatSchema = z.strictObject({ type: z.enum(CHAT_TYPES), account_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).nullable() });
const pushSchema = z.strictObject({
  type: z.enum(PUSH_TYPES),
  app_id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a OneSignal app id (a UUID)').nullable(),
});
const tagManagerSchema = z.strictObject({ container_id: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'a container id like GTM-ABC123').nullable(), script_url: scriptUrl });

const fields = {
  features: z.strictObject(featuresShape),
  sign_in_available: z.boolean(),
  sign_up_available: z.boolean(),
  is_my_bets_visible: z.boolean(),
  sign_up_reminder_seconds: seconds(0),
  deposit_reminder: depositReminderSchema,
  chat: chatSchema,
  push: pushSchema,
  tag_manager: tagManagerSchema,
  sport_type_providers: z.partialRecord(z.enum(SPORT_TYPES), z.array(z.enum(PROVIDERS)).max(PROVIDERS.length)),
  custom_page_paths: z
    .array(z.strictObject({ path: sitePath, target: sitePath }).refine((entry) => entry.path !== entry.target, { message: 'path and target differ', path: ['target'] }))
    .max(50),
  market_groups: z.array(z.strictObject({ group_key: z.string().regex(/^[a-z0-9_]{1,40}$/), name: z.string().trim().min(1).max(60) })).max(50),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 code like DE')).max(250),
  locales: z.array(z.strictObject({ code: z.string().regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/), name_in_locale: z.string().trim().min(1).max(40) })).min(1).max(50),
  cms: cmsSchema,
  indexing: z.boolean(),
};

/** The whole document, as GET /site_config answers it. */
export const siteConfigSchema = z.object({ ...fields, updated_at: z.string() }) satisfies z.ZodType<SiteConfigDto>;

/**
 * An operator's change (PATCH /operator/settings) or the environment's defaults (SITE_SETTINGS):
 * any top-level field; nested objects may be given in part (the rest stays as it is).
 */
export const siteConfigPatchSchema = z.strictObject({
  features: z.strictObject(featuresShape).partial().optional(),
  sign_in_available: fields.sign_in_available.optional(),
  sign_up_available: fields.sign_up_available.optional(),
  is_my_bets_visible: fields.is_my_bets_visible.optional(),
  sign_up_reminder_seconds: fields.sign_up_reminder_seconds.optional(),
  deposit_reminder: depositReminderSchema.partial().optional(),
  chat: chatSchema.partial().optional(),
  push: pushSchema.partial().optional(),
  tag_manager: tagManagerSchema.partial().optional(),
  sport_type_providers: fields.sport_type_providers.optional(),
  custom_page_paths: fields.custom_page_paths.optional(),
  market_groups: fields.market_groups.optional(),
  countries: fields.countries.optional(),
  locales: fields.locales.optional(),
  cms: cmsSchema.partial().optional(),
  indexing: fields.indexing.optional(),
});
export type SiteConfigPatch = z.infer<typeof siteConfigPatchSchema>;

/** Pushed on every public channel when the operator changes the site configuration. */
export const siteConfigChangedEventSchema = z.object({
  event_name: z.literal('site_config_changed'),
  message: z.object({ site_config: siteConfigSchema }),
});
