import { z } from 'zod';
import { plainTextSchema } from '../common/params';

/** GET /player (spec core §3 "Player"): the server profile, snake_case. */
export const playerStatusSchema = z.object({ id: z.string(), name: z.string() });

export const playerSchema = z.object({
  id: z.number().int(),
  email: z.object({ email: z.string() }).nullable(),
  mobile_phone: z.string().nullable(),
  auth_phone_number: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  language: z.string(),
  currency: z.string(),
  auth_fields_missed: z.array(z.string()),
  statuses: z.array(playerStatusSchema),
  serasa: z.object({ pve: z.boolean() }),
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** Player-group checker (spec core §6): where to send a player outside the required group. */
  group_check: z.object({ required_group: z.string(), allowed: z.boolean(), redirect_url: z.string() }).nullable(),
});
export type PlayerDto = z.infer<typeof playerSchema>;
export const playerResponseSchema = playerSchema;

/** PATCH /player: fills missing profile fields (auth_fields_missed). */
export const playerUpdateBodySchema = z.object({
  first_name: plainTextSchema.trim().min(1).max(100).optional(),
  last_name: plainTextSchema.trim().min(1).max(100).optional(),
  nickname: plainTextSchema.trim().min(1).max(50).optional(),
});
export type PlayerUpdateBody = z.infer<typeof playerUpdateBodySchema>;

export const updateLocaleBodySchema = z.object({ locale: z.string().min(2).max(10) });
export const updateLocaleResponseSchema = z.object({ language: z.string() });
export type UpdateLocaleResponseDto = z.infer<typeof updateLocaleResponseSchema>;

/** Accounts (spec core §3): balance in minor units of the currency (`subunits` per major unit). */
export const accountSchema = z.object({
  currency: z.string(),
  balance: z.number().int(),
  subunits: z.number().int().positive(),
  fiat: z.boolean(),
  active: z.boolean(),
  available_to_bet_with_locked_cents: z.number().int(),
});
export type AccountDto = z.infer<typeof accountSchema>;
export const accountsQuerySchema = z.object({ compatibility: z.enum(['true', 'false']).optional() });
export const accountsResponseSchema = z.object({ data: z.array(accountSchema) });
export type AccountsResponseDto = z.infer<typeof accountsResponseSchema>;
export const changeAccountBodySchema = z.object({ currency: z.string().min(3).max(5) });
export const changeAccountResponseSchema = z.object({ currency: z.string() });

/** GET /player/phone (spec core §3 "Phone verification"). */
export const phoneVerificationSchema = z.object({
  phone_number: z.string().nullable(),
  phone_country: z.string().nullable(),
  verified_status: z.enum(['verified', 'unverified']),
  resend_timeout_until: z.iso.datetime().nullable(),
  sms_limit_reached: z.boolean(),
});
export type PhoneVerificationDto = z.infer<typeof phoneVerificationSchema>;
export const phoneCodeRequestBodySchema = z.object({
  phone_number: z.string().regex(/^\+[1-9]\d{6,14}$/, 'phone number in international form, e.g. +351912345678'),
  phone_country: plainTextSchema.length(2).optional(),
});
export const phoneVerifyBodySchema = z.object({ code: z.string().regex(/^\d{6}$/, 'six digits') });

/** GET /player/comp_points: comp points come from persistent.points (spec core §3). */
export const compPointsSchema = z.object({ persistent: z.object({ points: z.number().int() }) });
export type CompPointsDto = z.infer<typeof compPointsSchema>;

export const statusGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  writeable: z.boolean(),
  min_persistent_comp_points: z.number().int(),
  max_persistent_comp_points: z.number().int().nullable(),
});
export type StatusGroupDto = z.infer<typeof statusGroupSchema>;
export const statusGroupsResponseSchema = z.object({ data: z.array(statusGroupSchema) });

/** GET /platform/geo: the visitor's country and whether sign-in / sign-up are refused there. */
export const geoSchema = z.object({
  country_code: z.string().nullable(),
  country_name: z.string().nullable(),
  blocked: z.boolean(),
  /** The configured player-group checker (spec core §6), so visitors can be sent on too; null: none. */
  group_check: z.object({ required_group: z.string(), redirect_url: z.string() }).nullable(),
});
export type GeoDto = z.infer<typeof geoSchema>;
