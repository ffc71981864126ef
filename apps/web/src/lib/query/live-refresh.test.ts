import { describe, expect, it } from 'vitest';
import { INITIAL_CONNECTION_STATE } from '@/lib/realtime/connection-store';
import { LIVE_FALLBACK_REFETCH_MS, liveRefetchInterval } from './live-refresh';

describe('liveRefetchInterval', () => {
  it('never polls while realtime is connected, or before it started, or for data that is not live', () => {
    expect(liveRefetchInterval(true, { ...INITIAL_CONNECTION_STATE, started: true, status: 'connected' })).toBe(false);
    expect(liveRefetchInterval(true, INITIAL_CONNECTION_STATE)).toBe(false);
    expect(liveRefetchInterval(false, { ...INITIAL_CONNECTION_STATE, started: true, status: 'connecting' })).toBe(false);
    // The first connection, within the request timeout: the server-rendered data is still fresh.
    expect(liveRefetchInterval(true, { ...INITIAL_CONNECTION_STATE, started: true, status: 'connecting' })).toBe(false);
  });

  it('polls slowly while realtime is down', () => {
    expect(liveRefetchInterval(true, { ...INITIAL_CONNECTION_STATE, started: true, status: 'connecting', everConnected: true })).toBe(LIVE_FALLBACK_REFETCH_MS);
    expect(liveRefetchInterval(true, { ...INITIAL_CONNECTION_STATE, started: true, status: 'connecting', slowFirstConnect: true })).toBe(LIVE_FALLBACK_REFETCH_MS);
    expect(liveRefetchInterval(true, { ...INITIAL_CONNECTION_STATE, started: true, status: 'disconnected', stopped: true })).toBe(LIVE_FALLBACK_REFETCH_MS);
  });
});
