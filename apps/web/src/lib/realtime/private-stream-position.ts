import type { StreamPosition } from 'centrifuge';
import { REALTIME } from './constants';

/**
 * Where the page left the player's private channel, kept for the next page of the same tab
 * (sessionStorage): a full page load subscribes again with `since` this position, and the gateway
 * replays what was published in between (a payment's outcome, a settled bet, a bonus), which a
 * fresh subscribe would miss. Kept no longer than the gateway's history (apps/api realtime
 * README: 300 s); older, the page reads its state afresh as on any first subscribe.
 */
interface StoredPosition extends StreamPosition {
  savedAt: number;
}

const keyOf = (channel: string) => `sportsbook.realtime.position:${channel}`;

/** The position to resume `channel` from, or null (none kept, too old, or no storage in this frame). */
export function readPrivatePosition(channel: string, now = Date.now()): StreamPosition | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(channel));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredPosition>;
    if (typeof stored.offset !== 'number' || typeof stored.epoch !== 'string' || typeof stored.savedAt !== 'number') return null;
    if (now - stored.savedAt > REALTIME.privateResumeMaxAgeMs || stored.savedAt > now) return null;
    return { offset: stored.offset, epoch: stored.epoch };
  } catch {
    // Storage refused (a sandboxed or third-party frame) or a value not ours: subscribe fresh.
    return null;
  }
}

/** Keeps the position reached on `channel` (after a subscribe, and after every publication handled). */
export function savePrivatePosition(channel: string, position: StreamPosition, now = Date.now()): void {
  try {
    const stored: StoredPosition = { offset: position.offset, epoch: position.epoch, savedAt: now };
    window.sessionStorage.setItem(keyOf(channel), JSON.stringify(stored));
  } catch {
    // No storage: the next page subscribes fresh and reads its state again.
  }
}
