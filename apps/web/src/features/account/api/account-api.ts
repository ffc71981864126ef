import type {
  AccountsResponseDto,
  CompPointsDto,
  DepositDto,
  MessageResponseDto,
  PhoneVerificationDto,
  PlayerDto,
  SignUpResponseDto,
  StatusGroupDto,
} from '@sportsbook/contracts/models';
import { toPhoneVerification, toPlayerAccount, toPlayerProfile, toStatusGroup, type PhoneVerification, type PlayerAccount, type PlayerProfile, type StatusGroup } from '@sportsbook/contracts/models';
import { isUnauthorizedError, platformRequest } from '@/lib/api/platform-client';

/** Platform calls of the account feature (spec core §7 platform table, Devise-style users). */

/** GET /player; null for a visitor (401 expected here, not a session expiry). */
export async function getPlayer(): Promise<PlayerProfile | null> {
  try {
    return toPlayerProfile(await platformRequest<PlayerDto>('/player', { expectUnauthorized: true }));
  } catch (error) {
    if (isUnauthorizedError(error)) return null;
    throw error;
  }
}

/**
 * GET /player/accounts?compatibility=false: active accounts. During the profile load a visitor
 * gets an empty list; afterwards (`signedIn`) a 401 is a session expiry.
 */
export async function getAccounts({ signedIn = false }: { signedIn?: boolean } = {}): Promise<PlayerAccount[]> {
  try {
    const body = await platformRequest<AccountsResponseDto>('/player/accounts', { query: { compatibility: false }, expectUnauthorized: !signedIn });
    return body.data.map(toPlayerAccount);
  } catch (error) {
    if (!signedIn && isUnauthorizedError(error)) return [];
    throw error;
  }
}

/** GET /player/comp_points: a 401 gives an empty result (0 points). */
export async function getCompPoints(): Promise<number> {
  try {
    return (await platformRequest<CompPointsDto>('/player/comp_points', { expectUnauthorized: true })).persistent.points;
  } catch (error) {
    if (isUnauthorizedError(error)) return 0;
    throw error;
  }
}

export async function getStatusGroups(): Promise<StatusGroup[]> {
  return (await platformRequest<{ data: StatusGroupDto[] }>('/player/status_groups')).data.map(toStatusGroup);
}

/** POST /player/accounts: the response reads the new currency. */
export async function changeAccount(currency: string): Promise<string> {
  return (await platformRequest<{ currency: string }>('/player/accounts', { method: 'POST', body: { currency } })).currency;
}

export async function updatePlayer(fields: Record<string, string>): Promise<PlayerProfile> {
  return toPlayerProfile(await platformRequest<PlayerDto>('/player', { method: 'PATCH', body: fields }));
}

export async function getPhone(locale: string): Promise<PhoneVerification> {
  return toPhoneVerification(await platformRequest<PhoneVerificationDto>('/player/phone', { locale }));
}

export async function sendPhoneCode(phoneNumber: string): Promise<PhoneVerification> {
  return toPhoneVerification(await platformRequest<PhoneVerificationDto>('/player/phone', { method: 'POST', body: { phone_number: phoneNumber } }));
}

export async function verifyPhone(code: string): Promise<PhoneVerification> {
  return toPhoneVerification(await platformRequest<PhoneVerificationDto>('/player/phone/verify', { method: 'POST', body: { code } }));
}

/** Quick deposit with the test payment method; amount in minor units. */
export async function quickDeposit(body: { amount: number; currency: string; card_number: string }): Promise<DepositDto> {
  return platformRequest<DepositDto>('/wallet/deposits', { method: 'POST', body });
}

export const DEPOSIT_PAGE_PATH = '/platform/wallet/deposit';

// Devise-style users endpoints.

export async function signIn(login: string, password: string): Promise<PlayerProfile> {
  return toPlayerProfile(await platformRequest<PlayerDto>('/users/sign_in', { method: 'POST', body: { user: { login, password } }, expectUnauthorized: true }));
}

/** Sign-up, carrying the visit's affiliate tags (cookie sb_affiliate, kept by the web server; spec core §2). */
export async function signUp(user: { email?: string; phone?: string; password: string; password_confirmation: string; language: string }): Promise<SignUpResponseDto> {
  // Loaded with the sign-up, not with the page (this module is part of the profile load).
  const tags = (await import('@/lib/side-effects/affiliate-cookie')).affiliateTagsForSignUp();
  return platformRequest<SignUpResponseDto>('/users', { method: 'POST', body: { user: tags ? { ...user, affiliate_tags: tags } : user } });
}

export async function signOutRequest(): Promise<void> {
  await platformRequest<null>('/users/sign_out', { method: 'DELETE', expectUnauthorized: true });
}

export type InstructionsKind = 'password' | 'confirmation' | 'unlock';

/** Forgot password, resend confirmation or unlock instructions (the same answer whether or not the account exists). */
export async function sendInstructions(kind: InstructionsKind, login: string): Promise<string> {
  return (await platformRequest<MessageResponseDto>(`/users/${kind}`, { method: 'POST', body: { user: { login } } })).message;
}

export async function updatePassword(user: { reset_password_token?: string; current_password?: string; password: string; password_confirmation: string }): Promise<string> {
  return (await platformRequest<MessageResponseDto>('/users/password', { method: 'PUT', body: { user }, expectUnauthorized: true })).message;
}

export async function confirmAccount(token: string): Promise<string> {
  return (await platformRequest<MessageResponseDto>('/users/confirmation', { query: { confirmation_token: token } })).message;
}

export async function unlockAccount(token: string): Promise<string> {
  return (await platformRequest<MessageResponseDto>('/users/unlock', { query: { unlock_token: token } })).message;
}
