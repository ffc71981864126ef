import { describe, expect, it } from 'vitest';
import { resolveRealtimeUrl } from './realtime-url';

describe('resolveRealtimeUrl', () => {
  it('defaults to the page origin, which the web server proxies to the API', () => {
    expect(resolveRealtimeUrl(null, { protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/connection/websocket');
    expect(resolveRealtimeUrl(undefined, { protocol: 'https:', host: 'bet.example.com' })).toBe('wss://bet.example.com/connection/websocket');
  });

  it('uses PUBLIC_REALTIME_URL when set, turning http(s) into ws(s)', () => {
    const location = { protocol: 'https:', host: 'bet.example.com' };
    expect(resolveRealtimeUrl('wss://rt.example.com/connection/websocket', location)).toBe('wss://rt.example.com/connection/websocket');
    expect(resolveRealtimeUrl('https://rt.example.com', location)).toBe('wss://rt.example.com/connection/websocket');
    expect(resolveRealtimeUrl('http://127.0.0.1:4000/connection/websocket', location)).toBe('ws://127.0.0.1:4000/connection/websocket');
  });
});

describe('constants', () => {
  it('the first-load idle fallback is the spec constant', async () => {
    const { IDLE_FALLBACK_MS } = await import('@/lib/idle/when-idle');
    const { REALTIME } = await import('./constants');
    expect(IDLE_FALLBACK_MS).toBe(REALTIME.idleFallbackMs);
  });
});
