import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { platformRequest } from '@/lib/api/platform-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { clearSportsbookToken } from '@/lib/auth/sportsbook-token';
import { getAuthUserId } from '@/lib/auth/use-auth-user-id';
import { useModalStore, visibleModal } from '@/lib/modals/modal-store';
import { useOddsFormatStore } from '@/lib/odds-format/odds-format-store';
import { browserNavigation } from './group-check';
import { handleUnauthorized, IS_REGISTERED_KEY, loadProfile, registerUnauthorizedHandler, signOut, switchAccount } from './session';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/errors/report-error-lazily', () => ({ reportErrorLazily: reportError }));

const player = {
  id: 7,
  email: { email: 'ann@example.com' },
  mobile_phone: null,
  auth_phone_number: null,
  first_name: 'Ann',
  last_name: 'Lee',
  nickname: null,
  language: 'en',
  currency: 'USD',
  auth_fields_missed: [] as string[],
  statuses: [],
  serasa: { pve: false },
  country: null,
  group_check: null,
};
const accounts = [
  { currency: 'EUR', balance: 1000, subunits: 100, fiat: true, active: false, available_to_bet_with_locked_cents: 1000 },
  { currency: 'USD', balance: 2550, subunits: 100, fiat: true, active: true, available_to_bet_with_locked_cents: 2550 },
];
const settings = {
  data: {
    custom_bet_allow_single: false, custom_bet_enabled: false, stakes: [1, 2, 5, 10], auto_accept_odds_change: 'none',
    odds_types: { available: ['decimal', 'american'], selected: 'american' }, updated_at: '2025-01-01T00:00:00.000Z',
    video_settings: { enabled: false }, provider_statuses: {}, sport_type_providers: {}, multi_bet_settings: { available_by_provider: {} },
    additional_providers: { horse_racing: { enabled: false }, lotto: { enabled: false }, premium_cricket: { enabled: false }, virtual_gaming_arena: { enabled: false } },
    allow_multiple_active_user_freebets: false, bet_limits_settings: {}, default_currency_code: 'EUR', locales: [],
  },
};

type Route = (init: RequestInit) => { status: number; body?: unknown };
let routes: Record<string, Route>;
let calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[];

const json = (status: number, body?: unknown) => () => ({ status, body });
const unauthorized = json(401, { error: { code: 'UNAUTHORIZED', message: 'You need to sign in or sign up before continuing.' } });

function signedInRoutes(): Record<string, Route> {
  return {
    'GET /platform/player': json(200, player),
    'GET /platform/player/accounts?compatibility=false': json(200, { data: accounts }),
    'GET /platform/player/comp_points': json(200, { persistent: { points: 120 } }),
    'GET /platform/player/status_groups': json(200, { data: [{ id: 1, name: 'Bronze', status: 'active', writeable: false, min_persistent_comp_points: 0, max_persistent_comp_points: null }] }),
    'POST /platform/sportsbook_token': json(200, { token: 'jwt-1', expires_at: new Date(Date.now() + 900_000).toISOString() }),
    'GET /sportsbook/v1/settings': json(200, settings),
    'DELETE /platform/users/sign_out': json(204),
    'POST /platform/player/accounts': (init) => ({ status: 200, body: JSON.parse(init.body as string) as unknown }),
  };
}

function visitorRoutes(): Record<string, Route> {
  return {
    ...signedInRoutes(),
    'GET /platform/player': unauthorized,
    'GET /platform/player/accounts?compatibility=false': unauthorized,
    'GET /platform/player/comp_points': unauthorized,
    'POST /platform/sportsbook_token': unauthorized,
  };
}

beforeEach(() => {
  calls = [];
  routes = signedInRoutes();
  reportError.mockClear();
  localStorage.clear();
  clearSportsbookToken();
  useModalStore.getState().closeAll();
  useOddsFormatStore.getState().setFormat('decimal');
  useAuthStore.setState({ status: 'UNKNOWN', profile: null, accounts: [], currency: 'EUR', compPoints: 0, statusGroups: [], settings: null });
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url: input, headers: (init.headers ?? {}) as Record<string, string>, body: typeof init.body === 'string' ? JSON.parse(init.body) as unknown : undefined });
    const route = routes[`${method} ${input}`];
    const { status, body } = route ? route(init) : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no route' } } };
    return Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('auth status and profile load (spec core §4)', () => {
  it('goes UNKNOWN → PENDING → LOGGED_IN and stores profile, accounts, settings and progress', async () => {
    expect(useAuthStore.getState().status).toBe('UNKNOWN');
    const loading = loadProfile('en');
    expect(useAuthStore.getState().status).toBe('PENDING');
    await loading;
    const state = useAuthStore.getState();
    expect(state.status).toBe('LOGGED_IN');
    expect(state.profile?.id).toBe(7);
    expect(state.currency).toBe('USD');
    expect(state.accounts).toHaveLength(2);
    expect(state.compPoints).toBe(120);
    expect(state.statusGroups[0]?.name).toBe('Bronze');
    expect(state.settings).toEqual({ oddsType: 'american', stakes: [1, 2, 5, 10], oddsAcceptMode: 'NONE' });
    expect(useOddsFormatStore.getState().format).toBe('american');
    expect(getAuthUserId()).toBe(7);
    expect(calls.find((call) => call.url === '/sportsbook/v1/settings')?.headers.authorization).toBe('Bearer jwt-1');
  });

  it('a visitor ends NOT_LOGGED_IN with no error reported and no prompt', async () => {
    routes = visitorRoutes();
    await loadProfile('en');
    expect(useAuthStore.getState().status).toBe('NOT_LOGGED_IN');
    expect(useAuthStore.getState().profile).toBeNull();
    expect(useAuthStore.getState().compPoints).toBe(0);
    expect(getAuthUserId()).toBeNull();
    expect(reportError).not.toHaveBeenCalled();
    expect(useModalStore.getState().stack).toEqual([]);
    expect(useOddsFormatStore.getState().format).toBe('decimal');
  });

  it('a page served without a session cookie loads as a visitor with no player call (no 401 in the console)', async () => {
    routes = visitorRoutes();
    await loadProfile('en', { visitor: true });
    expect(useAuthStore.getState().status).toBe('NOT_LOGGED_IN');
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual(['GET /platform/player/status_groups', 'GET /sportsbook/v1/settings']);
    expect(calls.find((call) => call.url === '/sportsbook/v1/settings')?.headers.authorization).toBeUndefined();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a sign-in after a visitor load asks for the session again', async () => {
    routes = visitorRoutes();
    await loadProfile('en', { visitor: true });
    routes = signedInRoutes();
    await loadProfile('en');
    expect(useAuthStore.getState().status).toBe('LOGGED_IN');
    expect(calls.find((call) => call.url === '/sportsbook/v1/settings' && call.headers.authorization)?.headers.authorization).toBe('Bearer jwt-1');
  });

  it('runs the general error handler when the load fails', async () => {
    routes['GET /platform/player/status_groups'] = json(500, { error: { code: 'INTERNAL', message: 'boom' } });
    await loadProfile('en');
    expect(useAuthStore.getState().status).toBe('NOT_LOGGED_IN');
    expect(reportError).toHaveBeenCalledWith(expect.any(ApiError));
  });

  it('sets is_registered once for a signed-in profile', async () => {
    await loadProfile('en');
    expect(localStorage.getItem(IS_REGISTERED_KEY)).toBe('true');
    localStorage.setItem(IS_REGISTERED_KEY, 'kept');
    await loadProfile('en');
    expect(localStorage.getItem(IS_REGISTERED_KEY)).toBe('kept');
  });

  it('opens the non-closable missing-fields dialog when fields are missing', async () => {
    routes['GET /platform/player'] = json(200, { ...player, auth_fields_missed: ['nickname'] });
    await loadProfile('en');
    expect(visibleModal(useModalStore.getState().stack)).toMatchObject({ name: 'missed_auth_fields', closable: false });
  });

  it('sends a player outside the required group to the platform front end (spec core §6)', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    routes['GET /platform/player'] = json(200, { ...player, auth_fields_missed: ['nickname'], group_check: { required_group: 'vip', allowed: false, redirect_url: 'https://platform.example.com/' } });
    await loadProfile('en');
    expect(assign).toHaveBeenCalledWith('https://platform.example.com/');
    expect(useModalStore.getState().stack).toEqual([]);
    expect(useAuthStore.getState().status).toBe('PENDING');
    assign.mockClear();
    routes['GET /platform/player'] = json(200, { ...player, group_check: { required_group: 'vip', allowed: true, redirect_url: 'https://platform.example.com/' } });
    await loadProfile('en');
    expect(assign).not.toHaveBeenCalled();
    expect(useAuthStore.getState().status).toBe('LOGGED_IN');
    assign.mockRestore();
  });

  it('keeps the deposit follow-up of a missing-fields dialog already open', async () => {
    useModalStore.getState().open('missed_auth_fields', { then: 'deposit' }, { closable: false });
    routes['GET /platform/player'] = json(200, { ...player, auth_fields_missed: ['nickname'] });
    await loadProfile('en');
    expect(visibleModal(useModalStore.getState().stack)).toMatchObject({ name: 'missed_auth_fields', props: { then: 'deposit' } });
  });

  it('asks for phone verification after login when the phone is not verified', async () => {
    routes['GET /platform/player'] = json(200, { ...player, email: null, auth_phone_number: '+351912345678' });
    routes['GET /platform/player/phone'] = json(200, { phone_number: '+351912345678', phone_country: 'PT', verified_status: 'unverified', resend_timeout_until: null, sms_limit_reached: false });
    await loadProfile('en');
    await vi.waitFor(() => expect(visibleModal(useModalStore.getState().stack)?.name).toBe('phone_verification'));
  });
});

describe('HTTP 401 handling (spec core §8)', () => {
  it('a 401 while signed in signs out and prompts sign-in with the expired flag, without an error alert', async () => {
    const unregister = registerUnauthorizedHandler();
    await loadProfile('en');
    routes['GET /platform/user_limits'] = unauthorized;
    await expect(platformRequest('/user_limits')).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('NOT_LOGGED_IN'));
    expect(useAuthStore.getState().accounts).toEqual([]);
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/platform/users/sign_out')).toBe(true);
    expect(visibleModal(useModalStore.getState().stack)).toMatchObject({ name: 'sign_in', props: { expired: true } });
    expect(reportError).not.toHaveBeenCalled();
    unregister();
  });

  it('a 401 for a visitor changes nothing', () => {
    useAuthStore.setState({ status: 'NOT_LOGGED_IN' });
    handleUnauthorized();
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it('state-changing platform calls carry the app header; the server message is kept (localized_message first)', async () => {
    routes['POST /platform/users/sign_in'] = json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid login or password.', localized_message: 'Identifiant ou mot de passe invalide.' } });
    await expect(platformRequest('/users/sign_in', { method: 'POST', body: {}, expectUnauthorized: true })).rejects.toMatchObject({
      message: 'Identifiant ou mot de passe invalide.',
      code: 'INVALID_CREDENTIALS',
    });
    expect(calls[0]?.headers['x-sportsbook-app']).toBe('web');
  });
});

describe('sign-out', () => {
  it('clears profile and accounts, then runs the callback; no prompt unless expired', async () => {
    await loadProfile('en');
    const callback = vi.fn();
    await signOut({ callback });
    expect(useAuthStore.getState()).toMatchObject({ status: 'NOT_LOGGED_IN', profile: null, accounts: [], currency: 'EUR' });
    expect(useModalStore.getState().stack).toEqual([]);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('a 401 while its own sign-out call runs (a read the realtime disconnect of that sign-out started) prompts nothing', async () => {
    const unregister = registerUnauthorizedHandler();
    await loadProfile('en');
    const answer = fetch;
    let finish = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (init.method === 'DELETE') await held;
      return answer(input, init);
    });
    const signingOut = signOut();
    routes['GET /platform/user_limits'] = unauthorized;
    await expect(platformRequest('/user_limits')).rejects.toMatchObject({ status: 401 });
    finish();
    await signingOut;
    expect(useAuthStore.getState().status).toBe('NOT_LOGGED_IN');
    expect(useModalStore.getState().stack).toEqual([]);
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    unregister();
  });

  it('reports and ignores a failing sign-out call', async () => {
    await loadProfile('en');
    routes['DELETE /platform/users/sign_out'] = json(500, { error: { code: 'INTERNAL', message: 'boom' } });
    await signOut({ expired: true });
    expect(reportError).toHaveBeenCalledOnce();
    expect(useAuthStore.getState().status).toBe('NOT_LOGGED_IN');
    expect(visibleModal(useModalStore.getState().stack)?.props).toEqual({ expired: true });
  });
});

describe('account switch (spec core §4)', () => {
  beforeEach(async () => {
    await loadProfile('en');
    calls = [];
  });

  it('is ignored for the current currency', async () => {
    await expect(switchAccount('USD')).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('is ignored when no account has the currency', async () => {
    await expect(switchAccount('BTC')).resolves.toBe(false);
    expect(calls).toEqual([]);
  });

  it('calls change-account and sets the new currency', async () => {
    await expect(switchAccount('EUR')).resolves.toBe(true);
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', url: '/platform/player/accounts', body: { currency: 'EUR' } })]);
    expect(useAuthStore.getState().currency).toBe('EUR');
    expect(useAuthStore.getState().accounts.find((account) => account.active)?.currency).toBe('EUR');
  });
});
