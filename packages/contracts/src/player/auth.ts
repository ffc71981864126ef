import { AFFILIATE_PARAMS, AFFILIATE_TAG_PATTERN, type AffiliateParam } from './affiliate.model';
import { z } from 'zod';
import { plainTextSchema } from '../common/params';

/**
 * Devise-style platform auth bodies (ARCHITECTURE §4): every body nests its fields under `user`.
 * `login` is an e-mail address or a phone number in international form.
 */
const email = z.email().max(254).transform((value) => value.toLowerCase());
const phone = z.string().regex(/^\+[1-9]\d{6,14}$/, 'phone number in international form, e.g. +351912345678');
const password = z.string().min(8).max(128);

export const signUpBodySchema = z.object({
  user: z
    .object({
      email: email.optional(),
      phone: phone.optional(),
      password,
      password_confirmation: z.string().max(128).optional(),
      first_name: plainTextSchema.trim().max(100).optional(),
      last_name: plainTextSchema.trim().max(100).optional(),
      nickname: plainTextSchema.trim().max(50).optional(),
      language: z.string().min(2).max(10).optional(),
      currency: z.string().min(3).max(5).optional(),
      /** The affiliate tags of the visit (cookie sb_affiliate, spec core §2), stored with the player. */
      affiliate_tags: z.strictObject(Object.fromEntries(AFFILIATE_PARAMS.map((name) => [name, z.string().regex(AFFILIATE_TAG_PATTERN).optional()])) as Record<AffiliateParam, z.ZodOptional<z.ZodString>>).optional(),
    })
    .refine((user) => (user.email === undefined) !== (user.phone === undefined), { message: 'give either email or phone', path: ['email'] })
    .refine((user) => user.password_confirmation === undefined || user.password_confirmation === user.password, {
      message: 'does not match password',
      path: ['password_confirmation'],
    }),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  user: z.object({ login: plainTextSchema.trim().min(1).max(254), password: z.string().min(1).max(128) }),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** Forgot password, resend confirmation and resend unlock instructions. */
export const instructionsBodySchema = z.object({ user: z.object({ login: plainTextSchema.trim().min(1).max(254) }) });
export type InstructionsBody = z.infer<typeof instructionsBodySchema>;

/** PUT /users/password: with a reset token (recoverable) or, signed in, with the current password. */
export const passwordUpdateBodySchema = z.object({
  user: z
    .object({
      reset_password_token: z.string().min(1).max(200).optional(),
      current_password: z.string().min(1).max(128).optional(),
      password,
      password_confirmation: z.string().max(128).optional(),
    })
    .refine((user) => user.password_confirmation === undefined || user.password_confirmation === user.password, {
      message: 'does not match password',
      path: ['password_confirmation'],
    }),
});
export type PasswordUpdateBody = z.infer<typeof passwordUpdateBodySchema>;

export const confirmationQuerySchema = z.object({ confirmation_token: plainTextSchema.min(1).max(200) });
export const unlockQuerySchema = z.object({ unlock_token: plainTextSchema.min(1).max(200) });

/** Answer of calls that only acknowledge (the same whether or not the account exists). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponseDto = z.infer<typeof messageResponseSchema>;

/** POST /users: whether the new account must confirm before signing in. */
export const signUpResponseSchema = z.object({ message: z.string(), confirmation_required: z.boolean() });
export type SignUpResponseDto = z.infer<typeof signUpResponseSchema>;

/** POST /platform/sportsbook_token: the bearer of /sportsbook calls, renewed before expires_at. */
export const sportsbookTokenResponseSchema = z.object({ token: z.string(), expires_at: z.iso.datetime() });
export type SportsbookTokenDto = z.infer<typeof sportsbookTokenResponseSchema>;

/** Error codes of the accounts endpoints, beside the common ones. */
export const ACCOUNT_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountLocked: 'ACCOUNT_LOCKED',
  confirmationRequired: 'CONFIRMATION_REQUIRED',
  invalidToken: 'INVALID_TOKEN',
  countryBlocked: 'COUNTRY_BLOCKED',
  /** The site configuration made sign-in or sign-up unavailable (spec core §6; issue 22). */
  unavailable: 'UNAVAILABLE',
  csrfHeaderMissing: 'CSRF_HEADER_MISSING',
  emailTaken: 'EMAIL_TAKEN',
  unknownCurrency: 'UNKNOWN_CURRENCY',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  smsLimitReached: 'SMS_LIMIT_REACHED',
  resendTooSoon: 'RESEND_TOO_SOON',
  invalidCode: 'INVALID_CODE',
  invalidSettings: 'INVALID_SETTINGS',
  /** A new password that is the login or easy to guess; details `{field: 'password', reason: 'same_as_login' | 'too_guessable'}`. */
  weakPassword: 'WEAK_PASSWORD',
} as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];
