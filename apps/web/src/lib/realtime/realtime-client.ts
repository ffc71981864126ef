import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CHANNELS } from '@sportsbook/contracts/models';
import { Centrifuge, UnauthorizedError, type Subscription, type SubscribedContext } from 'centrifuge';
import { ApiError } from '@/lib/api/api-error';
import { sportsbookAuthRequest } from '@/lib/auth/sportsbook-token';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { applyPublicEvent, chatChannelQueryKeys, matchChannelQueryKeys, publicChannelQueryKeys } from '@/lib/live/apply-event';
import { refreshSiteConfig } from '@/lib/site-config/refresh-site-config';
import { isPublication, type PublicEvent } from '@/lib/live/events';
import type { ConnectionStatus } from './connection-store';
import { setConnectionStatus } from './connection-status';
import { REALTIME } from './constants';
import type { RealtimeUser } from './realtime-interest';
import { toRealtimeError, type RealtimeErrorContext } from './realtime-error';
import { emitPublicEvent } from './public-events';
import { readPrivatePosition, savePrivatePosition } from './private-stream-position';
import { emitUserCatchUp, emitUserEvent, emitUserSessionEnded, forgetUserEvents } from './user-events';

/**
 * The one realtime client of the page (spec promotions §4 "Realtime connection"), on the
 * unmodified `centrifuge` client. This module is loaded lazily (realtime-root) so centrifuge
 * never counts in first-load JS.
 */
export interface RealtimeClientOptions {
  url: string;
  /** Fossil delta compression, only when its feature flag is on. */
  delta: boolean;
  queryClient: QueryClient;
}

/** Events the API publishes on a match's channel and on every public channel alike (apps/api feed-events). */
const REPEATED_ON_PUBLIC_CHANNELS = new Set(['match_changed', 'match_status_changed', 'markets_changed']);

/** Disconnect codes after which the client does not reconnect (client-side: unauthorized, bad protocol, message size). */
const TERMINAL_CLIENT_CODES = new Set([1, 2, 3]);

/**
 * 3503 force disconnect: the API closes a signed-in connection so when its session ends (issue 19
 * point 4). Not a dead end: the page learns it is signed out and reconnects as a visitor.
 */
const SESSION_ENDED_CODE = 3503;

function isTerminalDisconnect(code: number): boolean {
  return TERMINAL_CLIENT_CODES.has(code) || (code >= 3500 && code < 4000) || (code >= 4500 && code < 5000);
}

/** 401/403 from a token endpoint: not allowed, so no retry (the client stops, spec §4). */
function rethrowToken(error: unknown): never {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw new UnauthorizedError(error.message);
  throw error;
}

async function fetchConnectionToken(): Promise<string> {
  try {
    // With the player's bearer when signed in (the token's sub is the user), without for a visitor (empty sub).
    const body = await sportsbookAuthRequest<{ token: string }>('/websocket/token', { method: 'POST', body: {}, optional: true });
    return body.token;
  } catch (error) {
    return rethrowToken(error);
  }
}

async function fetchSubscriptionToken(channel: string): Promise<string> {
  try {
    const body = await sportsbookAuthRequest<{ channels: { channel: string; token: string }[] }>('/websocket/authorize', {
      method: 'POST',
      body: { channels: [channel] },
    });
    const token = body.channels.find((entry) => entry.channel === channel)?.token ?? body.channels[0]?.token;
    if (!token) throw new UnauthorizedError('no subscription token');
    return token;
  } catch (error) {
    return rethrowToken(error);
  }
}

export class RealtimeClient {
  private readonly centrifuge: Centrifuge;
  private readonly queryClient: QueryClient;
  private readonly delta: boolean;
  private locale: string | null = null;
  private publicChannel: string | null = null;
  private readonly matchChannels = new Map<number, string>();
  private readonly chatChannels = new Map<number, string>();
  private user: RealtimeUser | null = null;
  private userChannel: string | null = null;
  private started = false;
  private stopped = false;

  constructor({ url, delta, queryClient }: RealtimeClientOptions) {
    this.queryClient = queryClient;
    this.delta = delta;
    this.centrifuge = new Centrifuge(url, {
      getToken: fetchConnectionToken,
      name: 'sportsbook-web',
      timeout: REALTIME.timeoutMs,
      minReconnectDelay: REALTIME.minReconnectDelayMs,
      maxReconnectDelay: REALTIME.maxReconnectDelayMs,
      maxServerPingDelay: REALTIME.maxServerPingDelayMs,
    });
    this.centrifuge.on('state', (context) => setConnectionStatus(context.newState as ConnectionStatus, { stopped: false }));
    this.centrifuge.on('disconnected', (context) => {
      // The session ended: no reconnect with its token; once the page is signed out (setUser(null))
      // the client connects again as a visitor.
      if (context.code === SESSION_ENDED_CODE && this.user?.id) {
        setConnectionStatus('disconnected');
        emitUserSessionEnded();
        return;
      }
      // Unauthorized (or another terminal code): disconnected for good, no reconnect (spec §4).
      if (isTerminalDisconnect(context.code)) setConnectionStatus('disconnected', { stopped: true });
    });
    this.centrifuge.on('error', (context) => report(context));
  }

  connect(): void {
    this.started = true;
    this.stopped = false;
    this.centrifuge.connect();
  }

  /** Leaves every channel and closes the connection. */
  close(): void {
    this.stopped = true;
    for (const channel of Object.keys(this.centrifuge.subscriptions())) this.drop(channel);
    this.centrifuge.disconnect();
    setConnectionStatus('disconnected');
  }

  /** The public channel of the page's language (`br` publishes on `pt`). */
  setLocale(locale: string): void {
    if (locale === this.locale) return;
    this.locale = locale;
    const channel = CHANNELS.public(locale);
    if (channel !== this.publicChannel) {
      if (this.publicChannel) this.drop(this.publicChannel);
      this.publicChannel = channel;
      this.subscribe(channel, () => publicChannelQueryKeys(this.locale ?? locale));
    }
    // Private channel names carry the locale when the user's own is not known.
    if (this.user && !this.user.locale) this.resubscribeUser();
  }

  /** Match channels of the open match pages: subscribed on open, unsubscribed on close. */
  setMatches(matchIds: Iterable<number>): void {
    // A match page's prices may move between its load and this subscribe: all of it is read again.
    this.follow(this.matchChannels, matchIds, CHANNELS.match, (matchId) => (this.locale ? matchChannelQueryKeys(this.locale, matchId) : []));
  }

  /** Chat channels of the open CHAT tabs (docs/chat.md); a message missed before the subscribe: the history is read again. */
  setChats(matchIds: Iterable<number>): void {
    this.follow(this.chatChannels, matchIds, CHANNELS.chat, chatChannelQueryKeys);
  }

  private follow(followed: Map<number, string>, matchIds: Iterable<number>, channelOf: (matchId: number) => string, scope: (matchId: number) => QueryKey[]): void {
    const wanted = new Set(matchIds);
    for (const [matchId, channel] of followed) {
      if (wanted.has(matchId)) continue;
      this.drop(channel);
      followed.delete(matchId);
    }
    for (const matchId of wanted) {
      if (followed.has(matchId)) continue;
      const channel = channelOf(matchId);
      followed.set(matchId, channel);
      this.subscribe(channel, () => scope(matchId), { catchUpAll: true });
    }
  }

  /**
   * Login and logout reconnect (spec §4): the next connection token carries the new user. The
   * private channel is subscribed only for a user with an id.
   */
  setUser(user: RealtimeUser | null): void {
    const changed = user?.id !== this.user?.id || user?.locale !== this.user?.locale;
    if (!changed) return;
    const reconnect = user?.id !== this.user?.id;
    if (reconnect) forgetUserEvents();
    this.user = user;
    if (this.userChannel) {
      this.drop(this.userChannel);
      this.userChannel = null;
    }
    // Not connected yet: the first connection gets the right token anyway.
    if (reconnect && this.started && !this.stopped) {
      this.centrifuge.setToken('');
      this.centrifuge.disconnect();
      this.centrifuge.connect();
    }
    this.resubscribeUser();
  }

  private resubscribeUser(): void {
    if (this.userChannel) {
      this.drop(this.userChannel);
      this.userChannel = null;
    }
    const locale = this.user?.locale ?? this.locale;
    if (!this.user?.id || !locale) return;
    this.userChannel = CHANNELS.user(locale, this.user.id);
    this.subscribe(this.userChannel, () => []);
  }

  private subscribe(channel: string, scope: () => QueryKey[], { catchUpAll = false } = {}): void {
    const existing = this.centrifuge.getSubscription(channel);
    if (existing) this.centrifuge.removeSubscription(existing);
    const isPrivate = channel.startsWith('$');
    // The player's own events published while the last page of this tab gave way to this one are replayed.
    const since = isPrivate ? readPrivatePosition(channel) : null;
    let epoch = since?.epoch ?? null;
    let resumedFromLastPage = since !== null;
    const subscription = this.centrifuge.newSubscription(channel, {
      minResubscribeDelay: REALTIME.minResubscribeDelayMs,
      maxResubscribeDelay: REALTIME.maxResubscribeDelayMs,
      ...(this.delta ? { delta: 'fossil' as const } : {}),
      ...(isPrivate ? { getToken: () => fetchSubscriptionToken(channel) } : {}),
      ...(since ? { since } : {}),
    });
    subscription.on('publication', (context) => {
      this.onPublication(channel, isPrivate, context.data);
      if (isPrivate && epoch !== null && context.offset !== undefined) savePrivatePosition(channel, { offset: context.offset, epoch });
    });
    subscription.on('subscribed', (context) => {
      if (isPrivate && context.streamPosition) {
        epoch = context.streamPosition.epoch;
        // Recovered publications follow this event and save their own positions as they are handled.
        if (!context.hasRecoveredPublications) savePrivatePosition(channel, context.streamPosition);
      }
      // Resumed from the last page: what this page read at its load may be older than what is replayed, so it is read again.
      this.catchUp(context, scope(), { isPrivate, catchUpAll, firstOfPage: resumedFromLastPage });
      resumedFromLastPage = false;
    });
    subscription.on('error', (context) => report({ ...context, channel }));
    subscription.subscribe();
  }

  private drop(channel: string): void {
    const subscription: Subscription | null = this.centrifuge.getSubscription(channel);
    if (!subscription) return;
    subscription.unsubscribe();
    subscription.removeAllListeners();
    this.centrifuge.removeSubscription(subscription);
  }

  /**
   * A match channel repeats the match and market events of every public channel, in the feed's own
   * (English) names, as it is shared by every language; the page takes them from its language's
   * public channel, which it always follows (docs/languages.md, "Market and outcome names").
   */
  private repeatsPublicChannel(channel: string, data: unknown): boolean {
    if (this.publicChannel === null || !isPublication(data) || !REPEATED_ON_PUBLIC_CHANNELS.has(data.event_name)) return false;
    for (const matchChannel of this.matchChannels.values()) if (matchChannel === channel) return true;
    return false;
  }

  private onPublication(channel: string, isPrivate: boolean, data: unknown): void {
    try {
      if (isPrivate) {
        if (isPublication(data)) emitUserEvent(data);
        return;
      }
      if (this.repeatsPublicChannel(channel, data)) return;
      if (this.locale) applyPublicEvent(this.queryClient, this.locale, data);
      if (isPublication(data)) emitPublicEvent(data as PublicEvent);
    } catch (error) {
      reportErrorLazily(error);
      // A publication we could not apply: the cache may be behind, so read it again.
      for (const key of this.scopeOf(channel)) void this.queryClient.invalidateQueries({ queryKey: key });
    }
  }

  private scopeOf(channel: string): QueryKey[] {
    if (!this.locale) return [];
    if (channel === this.publicChannel) return publicChannelQueryKeys(this.locale);
    for (const [matchId, name] of this.matchChannels) if (name === channel) return matchChannelQueryKeys(this.locale, matchId);
    for (const [matchId, name] of this.chatChannels) if (name === channel) return chatChannelQueryKeys(matchId);
    return [];
  }

  /**
   * Catching up after a (re)subscribe. Recovered: the missed publications were replayed as
   * publications, nothing to do, except on the page's first subscribe of the private channel,
   * resumed from the tab's last page: what this page read at its load may predate what was replayed. Not recovered (e.g. the API restarted, a new epoch): refetch
   * everything the channel feeds. A first subscribe: refetch what was loaded before it and may
   * have missed publications meanwhile (a match channel: all of it, its prices move every second).
   */
  private catchUp(context: SubscribedContext, keys: QueryKey[], { isPrivate, catchUpAll, firstOfPage = false }: { isPrivate: boolean; catchUpAll: boolean; firstOfPage?: boolean }): void {
    if (context.wasRecovering && context.recovered && !firstOfPage) return;
    // A site_config_changed published before this subscribe (or while disconnected) is not replayed.
    if (context.channel === this.publicChannel) void refreshSiteConfig().catch(reportErrorLazily);
    // A balance_changed published between the profile load and this subscribe is not replayed.
    if (isPrivate) emitUserCatchUp();
    const before = context.wasRecovering || catchUpAll ? Number.POSITIVE_INFINITY : Date.now() - REALTIME.catchUpAfterMs;
    for (const queryKey of keys) {
      void this.queryClient.invalidateQueries({ queryKey, predicate: (query) => query.state.dataUpdatedAt < before });
    }
  }
}

function report(context: RealtimeErrorContext): void {
  reportErrorLazily(toRealtimeError(context));
}
