import type { ChannelHistory } from '../broker';
import { DISCONNECTS, REPLY_ERRORS, SUBSCRIBE_FLAGS, UNSUBSCRIBES } from '../protocol/codes';
import type { SubscribeRequest } from '../protocol/commands';
import { ownsPrivateChannel } from '../channels';
import { verifySubscriptionToken, type SubscriptionClaims } from '../tokens';
import type { Connection } from './connection';
import { ttlSeconds } from './handle-connect';
import { encodeRecovered, recoverPublications } from './recovery';
import { Subscriber } from './subscriber';

const NO_HISTORY = Number.MAX_SAFE_INTEGER;
type Check = { ok: true; exp: number | undefined; session: string | undefined } | { ok: false; done: () => void };

/**
 * Token rules of a `$` channel (realtime-protocol.md "Tokens"): no token 103, expired 109,
 * bad signature 103, token of another user or channel close 3500, not the caller's own channel 103.
 */
async function checkPrivate(connection: Connection, id: number, channel: string, token: string | undefined): Promise<Check> {
  const deny = (): Check => ({ ok: false, done: () => connection.error(id, REPLY_ERRORS.permissionDenied) });
  if (!token) return deny();
  const { ctx } = connection;
  const verified = await verifySubscriptionToken(ctx.key, token, ctx.timers.now());
  if (!verified.ok) {
    return verified.reason === 'expired' ? { ok: false, done: () => connection.error(id, REPLY_ERRORS.tokenExpired) } : deny();
  }
  const claims: SubscriptionClaims = verified.claims;
  if (claims.sub !== connection.user || claims.channel !== channel) {
    return { ok: false, done: () => connection.close(DISCONNECTS.invalidToken) };
  }
  if (!ownsPrivateChannel(ctx.channels, channel, connection.user)) return deny();
  // A token of an ended session is refused (103); one this node cannot judge is asked again (109).
  const status = ctx.broker.sessionStatus(claims.sid, claims.iat);
  if (status === 'revoked') return deny();
  if (status === 'unknown') return { ok: false, done: () => connection.error(id, REPLY_ERRORS.tokenExpired) };
  return { ok: true, exp: claims.exp, session: claims.sid };
}

/** subscribe → {recoverable, positioned, epoch, offset, recovered?, publications?, delta?, …}. */
export async function handleSubscribe(connection: Connection, id: number, req: SubscribeRequest): Promise<void> {
  const { ctx } = connection;
  const { channel } = req;
  if (req.type) return connection.error(id, REPLY_ERRORS.notAvailable);
  if (req.delta && req.delta !== 'fossil') return connection.close(DISCONNECTS.badRequest);
  if (connection.subscriptions.has(channel)) return connection.error(id, REPLY_ERRORS.alreadySubscribed);
  if (connection.subscriptions.size >= ctx.config.maxSubscriptions) return connection.error(id, REPLY_ERRORS.limitExceeded);
  const kind = ctx.channels.classify(channel);
  if (kind === 'unknown') return connection.error(id, REPLY_ERRORS.unknownChannel);

  let exp: number | undefined;
  let session: string | undefined;
  if (kind === 'private') {
    const check = await checkPrivate(connection, id, channel, req.token);
    if (connection.closed) return;
    if (!check.ok) return check.done();
    ({ exp, session } = check);
  }

  // Registered before reading history: publications from now on are buffered, none is lost.
  const subscriber = new Subscriber(connection, channel, req.delta === 'fossil', ctx.timers);
  subscriber.session = session;
  connection.subscriptions.set(channel, subscriber);
  ctx.hub.add(subscriber);
  let history: ChannelHistory;
  try {
    history = await ctx.broker.history(channel, req.recover ? (req.offset ?? 0) : NO_HISTORY);
  } catch (error) {
    // The broker is unreachable: a temporary error, the client retries the subscribe.
    ctx.onError(error);
    connection.dropSubscription(channel);
    return connection.error(id, REPLY_ERRORS.internal);
  }
  if (connection.closed || connection.subscriptions.get(channel) !== subscriber) return;

  const { recovered, publications } = recoverPublications(req, history);
  if (req.recover && !recovered && ((req.flag ?? 0) & SUBSCRIBE_FLAGS.rejectUnrecovered) !== 0) {
    connection.dropSubscription(channel);
    return connection.error(id, REPLY_ERRORS.unrecoverablePosition);
  }
  const { wire, base } = encodeRecovered(publications, subscriber.delta);
  connection.reply(id, 'subscribe', {
    expires: exp !== undefined,
    ttl: exp === undefined ? undefined : ttlSeconds(exp, ctx.timers.now()),
    recoverable: true,
    positioned: true,
    epoch: history.epoch,
    offset: history.offset,
    was_recovering: req.recover === true,
    recovered,
    publications: wire.length > 0 ? wire : undefined,
    delta: subscriber.delta,
  });
  subscriber.activate(history.epoch, history.offset, base);
  scheduleExpiry(connection, subscriber, exp);
}

/** After `exp` plus the grace period without sub_refresh: unsubscribe push 2501. */
function scheduleExpiry(connection: Connection, subscriber: Subscriber, exp: number | undefined): void {
  subscriber.expiresAt = exp;
  if (exp === undefined) return subscriber.expiry.clear();
  const { timers, config } = connection.ctx;
  subscriber.expiry.set(exp * 1000 + config.expiredGraceMs - timers.now(), () => {
    if (connection.subscriptions.get(subscriber.channel) === subscriber && subscriber.expiresAt === exp) {
      connection.unsubscribe(subscriber.channel, UNSUBSCRIBES.expired);
    }
  });
}

/** unsubscribe → {} always. */
export function handleUnsubscribe(connection: Connection, id: number, channel: string): void {
  connection.dropSubscription(channel);
  connection.reply(id, 'unsubscribe', {});
}

/** sub_refresh {channel, token} → {expires, ttl}; same token rules as subscribe. */
export async function handleSubRefresh(connection: Connection, id: number, req: { channel: string; token: string }): Promise<void> {
  const subscriber = connection.subscriptions.get(req.channel);
  if (!subscriber?.active) return connection.error(id, REPLY_ERRORS.permissionDenied);
  // Only token subscriptions are refreshed by the client (centrifuge client.go: bad request).
  if (subscriber.expiresAt === undefined) return connection.close(DISCONNECTS.badRequest);
  const check = await checkPrivate(connection, id, req.channel, req.token);
  if (connection.closed) return;
  if (!check.ok) return check.done();
  if (connection.subscriptions.get(req.channel) !== subscriber) return connection.error(id, REPLY_ERRORS.permissionDenied);
  scheduleExpiry(connection, subscriber, check.exp);
  subscriber.session = check.session;
  const { timers } = connection.ctx;
  connection.reply(id, 'sub_refresh', {
    expires: check.exp !== undefined,
    ttl: check.exp === undefined ? undefined : ttlSeconds(check.exp, timers.now()),
  });
}
