import { isOddsFormat, shouldSwitchAccount } from '@sportsbook/domain';
import { isUnauthorizedError, onUnauthorized } from '@/lib/api/platform-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { getUserSettings, type SettingsSnapshot } from '@/lib/auth/player-settings';
import { clearSportsbookToken, rememberVisitor } from '@/lib/auth/sportsbook-token';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { openModal, useModalStore } from '@/lib/modals/modal-store';
import { useOddsFormatStore } from '@/lib/odds-format/odds-format-store';
import { browserNavigation, groupCheckRedirect } from './group-check';
import { changeAccount, getAccounts, getCompPoints, getPhone, getPlayer, getStatusGroups, signOutRequest } from '../api/account-api';

/** Local storage flag set once when a signed-in profile is first stored (spec core §3 "Stored keys"). */
export const IS_REGISTERED_KEY = 'is_registered';

function markRegistered(): void {
  try {
    if (localStorage.getItem(IS_REGISTERED_KEY) === null) localStorage.setItem(IS_REGISTERED_KEY, 'true');
  } catch {
    // Storage can be unavailable (private mode): the flag is only a hint.
  }
}

export function isRegistered(): boolean {
  try {
    return localStorage.getItem(IS_REGISTERED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether phone verification is demanded after login: players who sign in with a phone number. */
export function phoneVerificationRequired(profile: { authPhoneNumber: string | null }): boolean {
  return profile.authPhoneNumber !== null && profile.authPhoneNumber !== '';
}

let loading: Promise<void> | null = null;

export interface ProfileLoadOptions {
  /**
   * The page was served without a session cookie: a visitor, known without asking. The player's
   * calls (player, accounts, comp points, bearer) are not made: their 401s would only print errors
   * in the browser console. The site's settings and status groups are still read.
   */
  visitor?: boolean;
}

/**
 * The profile load of spec core §4: player, settings, accounts, comp points and status groups
 * together, then the profile with its progress, the settings, the odds type (signed in only) and
 * the accounts are stored. On failure the general error handler runs. Concurrent calls share one load.
 */
export function loadProfile(locale?: string, options: ProfileLoadOptions = {}): Promise<void> {
  loading ??= runProfileLoad(locale, options.visitor ?? false).finally(() => {
    loading = null;
  });
  return loading;
}

async function runProfileLoad(locale: string | undefined, visitor: boolean): Promise<void> {
  const store = useAuthStore.getState();
  store.beginLoad();
  // Whatever the last bearer answer was (a visitor's null included), this load asks again, unless
  // the page already knows there is no session.
  if (visitor) rememberVisitor();
  else clearSportsbookToken();
  try {
    const [profile, settings, accounts, compPoints, statusGroups] = await Promise.all([
      visitor ? null : getPlayer(),
      getUserSettings(locale).catch((error: unknown): SettingsSnapshot | null => {
        reportErrorLazily(error);
        return null;
      }),
      visitor ? [] : getAccounts(),
      visitor ? 0 : getCompPoints(),
      getStatusGroups(),
    ]);
    // Player-group checker (spec core §6): outside the required group, off to the platform front end.
    const groupRedirect = groupCheckRedirect(profile);
    if (groupRedirect) {
      browserNavigation.assign(groupRedirect);
      return;
    }
    useAuthStore.getState().profileLoaded({
      profile,
      accounts,
      compPoints,
      statusGroups,
      settings: settings?.settings ?? null,
      defaultCurrency: settings?.defaultCurrency ?? store.defaultCurrency,
      ...(settings ? { exchangeRates: settings.exchangeRates } : {}),
    });
    if (useAuthStore.getState().status === 'LOGGED_IN' && profile) {
      afterSignedIn(profile, settings, locale);
    }
  } catch (error) {
    useAuthStore.getState().loadFailed();
    reportErrorLazily(error);
  }
}

function afterSignedIn(profile: NonNullable<Awaited<ReturnType<typeof getPlayer>>>, settings: SettingsSnapshot | null, locale?: string): void {
  markRegistered();
  const oddsType = settings?.settings.oddsType;
  if (oddsType && isOddsFormat(oddsType)) useOddsFormatStore.getState().setFormat(oddsType);
  if (profile.authFieldsMissed.length > 0) {
    // Already open in place of a deposit (the deposit gate): keep its props.
    if (!useModalStore.getState().stack.some((entry) => entry.name === 'missed_auth_fields')) openModal('missed_auth_fields', {}, { closable: false });
    return;
  }
  if (phoneVerificationRequired(profile)) {
    void getPhone(locale ?? profile.language)
      .then((phone) => {
        if (!phone.verified) openModal('phone_verification');
      })
      .catch(reportErrorLazily);
  }
}

/**
 * Calls running that end the session on purpose (sign-out, a time-out): a 401 meanwhile (a read
 * that the realtime disconnect of this very call started) is no expiry.
 */
let endingSession = 0;

/** Runs a call that ends the session on the server; a 401 while it runs opens no expired prompt. */
export async function whileEndingSession<T>(call: () => Promise<T>): Promise<T> {
  endingSession += 1;
  try {
    return await call();
  } finally {
    endingSession -= 1;
  }
}

export interface SignOutOptions {
  /** The session had expired: a sign-in prompt with the expired flag follows. */
  expired?: boolean;
  callback?: () => void;
}

/**
 * Sign-out (spec core §4): call sign-out, clear profile and accounts, then if the session had
 * expired prompt to sign in with the expired flag, then the callback. Failures are reported and ignored.
 */
export async function signOut({ expired = false, callback }: SignOutOptions = {}): Promise<void> {
  try {
    await whileEndingSession(signOutRequest);
  } catch (error) {
    reportErrorLazily(error);
  }
  clearSportsbookToken();
  useAuthStore.getState().signedOut();
  // Modals that need a player go; a prompt to sign in again takes their place.
  useModalStore.getState().closeAll();
  if (expired) openModal('sign_in', { expired: true });
  callback?.();
}

/** HTTP 401 anywhere while signed in: signed out with the expired prompt, no error alert. */
export function handleUnauthorized(): void {
  if (endingSession > 0 || useAuthStore.getState().status !== 'LOGGED_IN') return;
  void signOut({ expired: true });
}

export function registerUnauthorizedHandler(): () => void {
  onUnauthorized(handleUnauthorized);
  return () => onUnauthorized(null);
}

/**
 * Account switch (spec core §4): ignored when the currency is the current one or no account
 * has it; otherwise change-account is called and its currency becomes the active one.
 * Returns whether the currency changed.
 */
export async function switchAccount(currency: string): Promise<boolean> {
  const { currency: current, accounts } = useAuthStore.getState();
  if (!shouldSwitchAccount(currency, current, accounts)) return false;
  const confirmed = await changeAccount(currency);
  useAuthStore.getState().setCurrency(confirmed);
  return true;
}

/** Re-reads balances (after a deposit); a 401 here is a session expiry. */
export async function refreshAccounts(): Promise<void> {
  try {
    const accounts = await getAccounts({ signedIn: true });
    if (useAuthStore.getState().status === 'LOGGED_IN') useAuthStore.getState().setAccounts(accounts);
  } catch (error) {
    if (!isUnauthorizedError(error)) reportErrorLazily(error);
  }
}
