/**
 * Player rules (spec core §3 "Player", §4 "Session"): display name, logged-in rule, active
 * currency, auth status.
 */

export interface PlayerIdentity {
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  email?: string | null;
  mobilePhone?: string | null;
  authPhoneNumber?: string | null;
}

function present(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value.trim() !== '';
}

/** Full name, else nickname, else e-mail, else phone; empty when none is known. */
export function displayName(player: PlayerIdentity): string {
  const fullName = [player.firstName, player.lastName].filter(present).map((part) => part.trim()).join(' ');
  if (fullName !== '') return fullName;
  const fallback = [player.nickname, player.email, player.authPhoneNumber, player.mobilePhone].find(present);
  return fallback?.trim() ?? '';
}

/** A user counts as logged in when an e-mail or an auth phone number is present. */
export function isLoggedIn(player: Pick<PlayerIdentity, 'email' | 'authPhoneNumber'>): boolean {
  return present(player.email) || present(player.authPhoneNumber);
}

/** Active currency: the profile currency, else the first account's, else the default. */
export function activeCurrency(profileCurrency: string | null | undefined, accounts: readonly { currency: string }[], defaultCurrency: string): string {
  if (present(profileCurrency)) return profileCurrency;
  return accounts[0]?.currency ?? defaultCurrency;
}

/** An account switch is ignored when the currency is the current one or no account has it. */
export function shouldSwitchAccount(currency: string, current: string, accounts: readonly { currency: string }[]): boolean {
  return currency !== current && accounts.some((account) => account.currency === currency);
}

export const AUTH_STATUS = {
  unknown: 'UNKNOWN',
  pending: 'PENDING',
  loggedIn: 'LOGGED_IN',
  notLoggedIn: 'NOT_LOGGED_IN',
} as const;
export type AuthStatus = (typeof AUTH_STATUS)[keyof typeof AUTH_STATUS];

/** The profile counts as loaded when the status is neither UNKNOWN nor PENDING. */
export function isProfileLoaded(status: AuthStatus): boolean {
  return status !== AUTH_STATUS.unknown && status !== AUTH_STATUS.pending;
}

/** Auth status once the profile is loaded. */
export function authStatusOf(profile: { isLoggedIn: boolean }): AuthStatus {
  return profile.isLoggedIn ? AUTH_STATUS.loggedIn : AUTH_STATUS.notLoggedIn;
}
