/**
 * Channel rules of ARCHITECTURE §6 (names built by `CHANNELS` in contracts):
 * `sportsbook:public:{lang}`, `sportsbook:match:{matchId}`, `sportsbook:chat:{matchId}` are public;
 * `$sportsbook:user:{locale}:{userId}` is private (`$` prefix, Centrifugo's convention) and only
 * its own user may hold a subscription token for it.
 */
export const PRIVATE_PREFIX = '$';
const USER_PREFIX = '$sportsbook:user:';
const PUBLIC_PATTERNS = [/^sportsbook:public:[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/i, /^sportsbook:(?:match|chat):\d{1,19}$/] as const;
export const MAX_CHANNEL_LENGTH = 255;
const CHAT_PREFIX = 'sportsbook:chat:';

/** A match's chat channel (its own fan-out window, GatewayConfig.chatFanOutWindowMs). */
export function isChatChannel(channel: string): boolean {
  return channel.startsWith(CHAT_PREFIX);
}

export type ChannelKind = 'public' | 'private' | 'unknown';

export interface ChannelPolicy {
  classify(channel: string): ChannelKind;
  /** The user a private channel belongs to, or null when it belongs to nobody. */
  owner(channel: string): string | null;
}

export function privateChannelOwner(channel: string): string | null {
  if (!channel.startsWith(USER_PREFIX)) return null;
  const rest = channel.slice(USER_PREFIX.length);
  const separator = rest.indexOf(':');
  if (separator <= 0) return null;
  const userId = rest.slice(separator + 1);
  return userId === '' || userId.includes(':') ? null : userId;
}

export const sportsbookChannels: ChannelPolicy = {
  classify(channel) {
    if (channel.length > MAX_CHANNEL_LENGTH) return 'unknown';
    if (channel.startsWith(PRIVATE_PREFIX)) return privateChannelOwner(channel) === null ? 'unknown' : 'private';
    return PUBLIC_PATTERNS.some((pattern) => pattern.test(channel)) ? 'public' : 'unknown';
  },
  owner: privateChannelOwner,
};

/** True when `userId` (a signed-in user, never a visitor) owns private `channel`. */
export function ownsPrivateChannel(policy: ChannelPolicy, channel: string, userId: string): boolean {
  return userId !== '' && policy.classify(channel) === 'private' && policy.owner(channel) === userId;
}
