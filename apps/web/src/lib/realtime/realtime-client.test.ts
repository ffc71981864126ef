import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Market, Match } from '@sportsbook/contracts/models';
import { queryKeys } from '@/lib/query/query-keys';
import { aMarket, aMatch, marketDto, matchDto } from '@/test/fixtures';
import { testQueryClient } from '@/test/render';
import { INITIAL_CONNECTION_STATE, useRealtimeConnection } from './connection-store';

type Handler = (context: unknown) => void;

class FakeEmitter {
  handlers = new Map<string, Handler[]>();
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, context: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(context);
  }
  removeAllListeners() {
    this.handlers.clear();
  }
}

class FakeSubscription extends FakeEmitter {
  subscribed = false;
  constructor(
    readonly channel: string,
    readonly options: Record<string, unknown>,
  ) {
    super();
  }
  subscribe() {
    this.subscribed = true;
  }
  unsubscribe() {
    this.subscribed = false;
  }
}

const fake = vi.hoisted(() => ({ clients: [] as unknown[] }));

vi.mock('centrifuge', () => {
  class UnauthorizedError extends Error {}
  class Centrifuge extends FakeEmitter {
    subs = new Map<string, FakeSubscription>();
    calls: string[] = [];
    constructor(
      readonly url: string,
      readonly options: Record<string, unknown>,
    ) {
      super();
      fake.clients.push(this);
    }
    connect() {
      this.calls.push('connect');
    }
    disconnect() {
      this.calls.push('disconnect');
    }
    setToken(token: string) {
      this.calls.push(`setToken(${token})`);
    }
    newSubscription(channel: string, options: Record<string, unknown>) {
      if (this.subs.has(channel)) throw new Error('duplicate');
      const subscription = new FakeSubscription(channel, options);
      this.subs.set(channel, subscription);
      return subscription;
    }
    getSubscription(channel: string) {
      return this.subs.get(channel) ?? null;
    }
    removeSubscription(subscription: FakeSubscription | null) {
      if (subscription) this.subs.delete(subscription.channel);
    }
    subscriptions() {
      return Object.fromEntries(this.subs);
    }
  }
  return { Centrifuge, UnauthorizedError };
});

const { RealtimeClient } = await import('./realtime-client');

interface FakeClient {
  options: Record<string, unknown>;
  subs: Map<string, FakeSubscription>;
  calls: string[];
  emit: (event: string, context: unknown) => void;
}

function setup(delta = false) {
  const queryClient = testQueryClient();
  const client = new RealtimeClient({ url: 'ws://127.0.0.1:3000/connection/websocket', delta, queryClient });
  const centrifuge = fake.clients.at(-1) as FakeClient;
  return { queryClient, client, centrifuge };
}

beforeEach(() => useRealtimeConnection.setState(INITIAL_CONNECTION_STATE));
afterEach(() => vi.unstubAllGlobals());

describe('RealtimeClient', () => {
  it('configures centrifuge with the spec constants and a token getter', () => {
    const { centrifuge } = setup();
    expect(centrifuge.options).toMatchObject({ timeout: 5000, minReconnectDelay: 500, maxReconnectDelay: 20000, maxServerPingDelay: 10000 });
    expect(typeof centrifuge.options.getToken).toBe('function');
  });

  it('subscribes the public channel of the language, br publishing on pt', () => {
    const { client, centrifuge } = setup();
    client.setLocale('br');
    expect([...centrifuge.subs.keys()]).toEqual(['sportsbook:public:pt']);
    expect(centrifuge.subs.get('sportsbook:public:pt')!.options).toMatchObject({ minResubscribeDelay: 500, maxResubscribeDelay: 20000 });
    expect(centrifuge.subs.get('sportsbook:public:pt')!.options.delta).toBeUndefined();
  });

  it('asks for fossil delta only when the flag is on', () => {
    const { client, centrifuge } = setup(true);
    client.setLocale('en');
    expect(centrifuge.subs.get('sportsbook:public:en')!.options.delta).toBe('fossil');
  });

  it('subscribes a match channel while the page is open and leaves it after', () => {
    const { client, centrifuge } = setup();
    client.setLocale('en');
    client.setMatches([5]);
    const subscription = centrifuge.subs.get('sportsbook:match:5')!;
    expect(subscription.subscribed).toBe(true);
    client.setMatches([]);
    expect(subscription.subscribed).toBe(false);
    expect(centrifuge.subs.has('sportsbook:match:5')).toBe(false);
  });

  it('subscribes the private channel only for a signed-in user, reconnecting on login and logout', () => {
    const { client, centrifuge } = setup();
    client.setLocale('en');
    client.connect();
    client.setUser(null);
    expect([...centrifuge.subs.keys()].some((channel) => channel.startsWith('$'))).toBe(false);

    client.setUser({ id: '7' });
    expect(centrifuge.calls).toEqual(['connect', 'setToken()', 'disconnect', 'connect']);
    const privateChannel = centrifuge.subs.get('$sportsbook:user:en:7')!;
    expect(typeof privateChannel.options.getToken).toBe('function');

    client.setUser(null);
    expect(centrifuge.subs.has('$sportsbook:user:en:7')).toBe(false);
    expect(centrifuge.calls.slice(-3)).toEqual(['setToken()', 'disconnect', 'connect']);
  });

  it("asks for the player's state to be read again when the private channel subscribes without recovering", async () => {
    const { onUserCatchUp } = await import('./user-events');
    const caughtUp = vi.fn();
    const stop = onUserCatchUp(caughtUp);
    const { client, centrifuge } = setup();
    client.setLocale('en');
    client.connect();
    client.setUser({ id: '7' });
    const privateChannel = centrifuge.subs.get('$sportsbook:user:en:7')!;
    privateChannel.emit('subscribed', { channel: '$sportsbook:user:en:7', wasRecovering: false, recovered: false });
    expect(caughtUp).toHaveBeenCalledTimes(1);
    privateChannel.emit('subscribed', { channel: '$sportsbook:user:en:7', wasRecovering: true, recovered: true });
    expect(caughtUp).toHaveBeenCalledTimes(1);
    centrifuge.subs.get('sportsbook:public:en')!.emit('subscribed', { channel: 'sportsbook:public:en', wasRecovering: false, recovered: false });
    expect(caughtUp).toHaveBeenCalledTimes(1);
    stop();
  });

  it("resumes the private channel on the tab's next page from where the last page left it, so what was published in between is replayed", async () => {
    window.sessionStorage.clear();
    const channel = '$sportsbook:user:en:7';
    const first = setup();
    first.client.setLocale('en');
    first.client.connect();
    first.client.setUser({ id: '7' });
    expect(first.centrifuge.subs.get(channel)!.options.since).toBeUndefined();
    const privateChannel = first.centrifuge.subs.get(channel)!;
    privateChannel.emit('subscribed', { channel, wasRecovering: false, recovered: false, hasRecoveredPublications: false, streamPosition: { offset: 3, epoch: 'e1' } });
    privateChannel.emit('publication', { channel, offset: 4, data: { event_name: 'balance_changed', message: { currency: 'EUR', balance: 3000, subunits: 100, reason: 'withdrawal' } } });
    first.client.close();

    // The next page of the tab (a full load): subscribes since offset 4 of epoch e1; the public channel starts fresh.
    const next = setup();
    next.client.setLocale('en');
    next.client.connect();
    next.client.setUser({ id: '7' });
    expect(next.centrifuge.subs.get(channel)!.options.since).toEqual({ offset: 4, epoch: 'e1' });
    expect(next.centrifuge.subs.get('sportsbook:public:en')!.options.since).toBeUndefined();
    // The first subscribe of a page reads the player's state again even when it recovered (this page's reads may be older).
    const { onUserCatchUp } = await import('./user-events');
    const caughtUp = vi.fn();
    const stop = onUserCatchUp(caughtUp);
    // A recovery's head position is not kept before its publications are handled (a page closed in between replays them again).
    next.centrifuge.subs.get(channel)!.emit('subscribed', { channel, wasRecovering: true, recovered: true, hasRecoveredPublications: true, streamPosition: { offset: 6, epoch: 'e1' } });
    expect(caughtUp).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(`sportsbook.realtime.position:${channel}`)!)).toMatchObject({ offset: 4, epoch: 'e1' });
    // A later resubscribe of the same page that recovers has nothing to read again.
    next.centrifuge.subs.get(channel)!.emit('subscribed', { channel, wasRecovering: true, recovered: true, hasRecoveredPublications: false, streamPosition: { offset: 6, epoch: 'e1' } });
    expect(caughtUp).toHaveBeenCalledTimes(1);
    stop();
    const third = setup();
    third.client.setLocale('en');
    third.client.setUser({ id: '7' });
    expect(third.centrifuge.subs.get(channel)!.options.since).toEqual({ offset: 6, epoch: 'e1' });
  });

  it('subscribes the private channel fresh when the kept position is older than the gateway keeps history, or unreadable', () => {
    window.sessionStorage.clear();
    const channel = '$sportsbook:user:en:7';
    const key = `sportsbook.realtime.position:${channel}`;
    window.sessionStorage.setItem(key, JSON.stringify({ offset: 4, epoch: 'e1', savedAt: Date.now() - 301_000 }));
    const old = setup();
    old.client.setLocale('en');
    old.client.setUser({ id: '7' });
    expect(old.centrifuge.subs.get(channel)!.options.since).toBeUndefined();
    window.sessionStorage.setItem(key, '{not json');
    const broken = setup();
    broken.client.setLocale('en');
    broken.client.setUser({ id: '7' });
    expect(broken.centrifuge.subs.get(channel)!.options.since).toBeUndefined();
    window.sessionStorage.clear();
  });

  it("reads a match page's data again on its channel's first subscribe, however fresh: a price may have moved before it", () => {
    const { client, centrifuge, queryClient } = setup();
    client.setLocale('en');
    queryClient.setQueryData(queryKeys.match('en', 5), aMatch({ id: 5, status: 1 }));
    client.setMatches([5]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    centrifuge.subs.get('sportsbook:match:5')!.emit('subscribed', { channel: 'sportsbook:match:5', wasRecovering: false, recovered: false });
    const call = invalidate.mock.calls.find(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(queryKeys.match('en', 5)));
    expect(call).toBeDefined();
    const query = queryClient.getQueryCache().find({ queryKey: queryKeys.match('en', 5) })!;
    expect(call![0]!.predicate!(query)).toBe(true);
  });

  it('exposes the connection state and stops for good when unauthorized', () => {
    const { centrifuge } = setup();
    centrifuge.emit('state', { newState: 'connecting', oldState: 'disconnected' });
    expect(useRealtimeConnection.getState()).toMatchObject({ status: 'connecting', started: true });
    centrifuge.emit('state', { newState: 'connected', oldState: 'connecting' });
    expect(useRealtimeConnection.getState()).toMatchObject({ status: 'connected', everConnected: true });
    centrifuge.emit('state', { newState: 'disconnected', oldState: 'connected' });
    centrifuge.emit('disconnected', { code: 1, reason: 'unauthorized' });
    expect(useRealtimeConnection.getState()).toMatchObject({ status: 'disconnected', stopped: true });
  });

  it('a 3503 on a signed-in connection (its session ended, issue 19 point 4) tells the session and reconnects as a visitor once signed out, no loop', async () => {
    const { onUserSessionEnded } = await import('./user-events');
    const ended = vi.fn();
    const stop = onUserSessionEnded(ended);
    const { client, centrifuge } = setup();
    client.setLocale('en');
    client.connect();
    client.setUser({ id: '7' });
    const calls = centrifuge.calls.length;
    centrifuge.emit('disconnected', { code: 3503, reason: 'force disconnect' });
    expect(ended).toHaveBeenCalledOnce();
    expect(useRealtimeConnection.getState()).toMatchObject({ status: 'disconnected', stopped: false });
    // No reconnect with the ended session's token.
    expect(centrifuge.calls.length).toBe(calls);
    client.setUser(null);
    expect(centrifuge.calls.slice(calls)).toEqual(['setToken()', 'disconnect', 'connect']);
    // A visitor's connection closed so is a dead end like any terminal code.
    centrifuge.emit('disconnected', { code: 3503, reason: 'force disconnect' });
    expect(ended).toHaveBeenCalledOnce();
    expect(useRealtimeConnection.getState()).toMatchObject({ status: 'disconnected', stopped: true });
    stop();
  });

  it('gives up on a 401 from the token endpoint (UnauthorizedError) and retries other failures', async () => {
    const { centrifuge } = setup();
    const getToken = centrifuge.options.getToken as () => Promise<string>;
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ token: 'jwt', expires_at: '2030-01-01T00:00:00Z' })))));
    await expect(getToken()).resolves.toBe('jwt');
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 403 }))));
    const { UnauthorizedError } = await import('centrifuge');
    await expect(getToken()).rejects.toBeInstanceOf(UnauthorizedError);
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 502 }))));
    await expect(getToken()).rejects.not.toBeInstanceOf(UnauthorizedError);
  });

  it('patches the cache from publications and refetches when missed ones cannot be recovered', () => {
    const { client, centrifuge, queryClient } = setup();
    client.setLocale('en');
    queryClient.setQueryData(queryKeys.match('en', 1), aMatch({ id: 1, status: 1 }));
    const publicChannel = centrifuge.subs.get('sportsbook:public:en')!;
    publicChannel.emit('publication', { channel: 'sportsbook:public:en', data: { event_name: 'match_status_changed', message: { match: matchDto({ id: 1, status: 4 }) } } });
    expect(queryClient.getQueryData<Match>(queryKeys.match('en', 1))!.status).toBe(4);

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    publicChannel.emit('subscribed', { channel: 'sportsbook:public:en', wasRecovering: true, recovered: true });
    expect(invalidate).not.toHaveBeenCalled();
    publicChannel.emit('subscribed', { channel: 'sportsbook:public:en', wasRecovering: true, recovered: false });
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['match', 'en'] }));
  });
  it("takes a match's markets from the page language's public channel, not from the match channel's English copy", () => {
    const { client, centrifuge, queryClient } = setup();
    client.setLocale('de');
    client.setMatches([1]);
    const key = queryKeys.matchMarkets('de', 1);
    queryClient.setQueryData<Market[]>(key, [aMarket({ marketId: 29, name: 'Beide Teams treffen' })]);
    const outcomes = [{ id: '1', name: 'Ja', active: true, odds: 1.9 }, { id: '2', name: 'Nein', active: true, odds: 1.8 }];
    const markets = (name: string, odds: number) => [marketDto({ id: 29, name, outcomes: outcomes.map((outcome) => ({ ...outcome, odds })) })];

    // The match channel (shared by every language) names it in English: the page keeps its own.
    const matchChannel = centrifuge.subs.get('sportsbook:match:1')!;
    matchChannel.emit('publication', { channel: 'sportsbook:match:1', data: { event_name: 'markets_changed', message: { match_id: 1, markets: markets('Both teams to score', 2.1) } } });
    expect(queryClient.getQueryData<Market[]>(key)![0]!.name).toBe('Beide Teams treffen');

    // The German public channel carries the same change in German: applied.
    const publicChannel = centrifuge.subs.get('sportsbook:public:de')!;
    publicChannel.emit('publication', { channel: 'sportsbook:public:de', data: { event_name: 'markets_changed', message: { match_id: 1, markets: markets('Beide Teams treffen', 2.1) } } });
    const [market] = queryClient.getQueryData<Market[]>(key)!;
    expect(market!.name).toBe('Beide Teams treffen');
    expect(market!.outcomes.map((outcome) => [outcome.name, outcome.odds])).toEqual([['Ja', 2.1], ['Nein', 2.1]]);
  });
});
