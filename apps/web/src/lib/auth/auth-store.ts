import type { PlayerAccount, PlayerProfile, StatusGroup } from '@sportsbook/contracts/models';
import { AUTH_STATUS, activeCurrency, authStatusOf, isLoggedIn, isProfileLoaded, type AuthStatus, type RateTable } from '@sportsbook/domain';
import { create } from 'zustand';

/** The player's own sportsbook settings (spec core §3 "User settings"). */
export interface UserSettings {
  oddsType: string;
  stakes: number[];
  oddsAcceptMode: 'NONE' | 'HIGHER' | 'ANY';
}

/** What the profile load of spec core §4 brings together. */
export interface LoadedProfile {
  /** null for a visitor (the platform answered 401). */
  profile: PlayerProfile | null;
  accounts: PlayerAccount[];
  compPoints: number;
  statusGroups: StatusGroup[];
  settings: UserSettings | null;
  defaultCurrency: string;
  /** Reference exchange rates of the site's currencies (GET /settings `currencies`), when they were read. */
  exchangeRates?: RateTable;
}

export interface AuthState {
  status: AuthStatus;
  profile: PlayerProfile | null;
  accounts: PlayerAccount[];
  /** The active currency (spec core §3): profile currency, else the first account's, else the default. */
  currency: string;
  compPoints: number;
  statusGroups: StatusGroup[];
  settings: UserSettings | null;
  defaultCurrency: string;
  /** Reference exchange rates (code → units per common base) read with the profile; {} until then. */
  exchangeRates: RateTable;
  /** UNKNOWN (or a finished load) → PENDING while the profile loads. */
  beginLoad: () => void;
  /** PENDING → LOGGED_IN / NOT_LOGGED_IN from the loaded profile's isLoggedIn. */
  profileLoaded: (loaded: LoadedProfile) => void;
  /** A failed load leaves the visitor signed out (the general error handler reports it). */
  loadFailed: () => void;
  /** Sign-out: profile and accounts cleared. */
  signedOut: () => void;
  setProfile: (profile: PlayerProfile) => void;
  setAccounts: (accounts: PlayerAccount[]) => void;
  setCurrency: (currency: string) => void;
  setSettings: (settings: UserSettings) => void;
  /** A balance change (deposit answer, realtime balance_changed). */
  setBalance: (currency: string, balance: number) => void;
}

const DEFAULT_CURRENCY = 'EUR';

const signedOutState = {
  profile: null,
  accounts: [],
  compPoints: 0,
  settings: null,
} satisfies Partial<AuthState>;

export const useAuthStore = create<AuthState>()((set, get) => ({
  status: AUTH_STATUS.unknown,
  profile: null,
  accounts: [],
  currency: DEFAULT_CURRENCY,
  compPoints: 0,
  statusGroups: [],
  settings: null,
  defaultCurrency: DEFAULT_CURRENCY,
  exchangeRates: {},
  beginLoad: () => set({ status: AUTH_STATUS.pending }),
  profileLoaded: (loaded) => {
    const loggedIn = loaded.profile !== null && isLoggedIn(loaded.profile);
    const profile = loggedIn ? loaded.profile : null;
    const accounts = loggedIn ? loaded.accounts : [];
    set({
      status: authStatusOf({ isLoggedIn: loggedIn }),
      profile,
      accounts,
      currency: activeCurrency(profile?.currency, accounts, loaded.defaultCurrency),
      compPoints: loggedIn ? loaded.compPoints : 0,
      statusGroups: loaded.statusGroups,
      settings: loggedIn ? loaded.settings : null,
      defaultCurrency: loaded.defaultCurrency,
      exchangeRates: loaded.exchangeRates ?? get().exchangeRates,
    });
  },
  loadFailed: () => set({ status: AUTH_STATUS.notLoggedIn, ...signedOutState, currency: get().defaultCurrency }),
  signedOut: () => set({ status: AUTH_STATUS.notLoggedIn, ...signedOutState, currency: get().defaultCurrency }),
  setProfile: (profile) => set({ profile }),
  setAccounts: (accounts) => set({ accounts, currency: activeCurrency(get().profile?.currency, accounts, get().defaultCurrency) }),
  setCurrency: (currency) => {
    const { profile, accounts } = get();
    set({
      currency,
      profile: profile ? { ...profile, currency } : profile,
      accounts: accounts.map((account) => ({ ...account, active: account.currency === currency })),
    });
  },
  setSettings: (settings) => set({ settings }),
  setBalance: (currency, balance) =>
    set({ accounts: get().accounts.map((account) => (account.currency === currency ? { ...account, balance } : account)) }),
}));

export function isSignedIn(state: Pick<AuthState, 'status'>): boolean {
  return state.status === AUTH_STATUS.loggedIn;
}

/**
 * Resolves once the profile has loaded (status neither UNKNOWN nor PENDING, spec core §4), so an
 * action taken during a page load (placing a bet) is judged on the real session, not on
 * "not known yet". Resolves at once when it already has.
 */
export function profileLoaded(): Promise<void> {
  if (isProfileLoaded(useAuthStore.getState().status)) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useAuthStore.subscribe((state) => {
      if (!isProfileLoaded(state.status)) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Runs `callback` synchronously once the profile has loaded (at once when it already has), before
 * any `profileLoaded()` waiter resumes: what must be settled with the real active currency (the
 * restored slip, the quick bet) is settled before anything acts on it. Returns the cancel function.
 */
export function onProfileLoaded(callback: () => void): () => void {
  if (isProfileLoaded(useAuthStore.getState().status)) {
    callback();
    return () => undefined;
  }
  const unsubscribe = useAuthStore.subscribe((state) => {
    if (!isProfileLoaded(state.status)) return;
    unsubscribe();
    callback();
  });
  return unsubscribe;
}

export function useAuthStatus(): AuthStatus {
  return useAuthStore((state) => state.status);
}

export function useIsProfileLoaded(): boolean {
  return useAuthStore((state) => isProfileLoaded(state.status));
}

/** The active account (balance shown in the header), if the player has one in the active currency. */
export function selectActiveAccount(state: Pick<AuthState, 'accounts' | 'currency'>): PlayerAccount | null {
  return state.accounts.find((account) => account.currency === state.currency) ?? null;
}
