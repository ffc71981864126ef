import { describe, expect, it } from 'vitest';
import { loadEnv, realtimeGatewayConfig } from '../../src/env';

describe('the fan-out windows from the environment', () => {
  it("keeps the gateway's defaults when unset (a chat 50 ms, the others none)", () => {
    expect(realtimeGatewayConfig(loadEnv({}))).toEqual({});
  });

  it('sets a window of the public channels and of the chats', () => {
    expect(realtimeGatewayConfig(loadEnv({ REALTIME_FANOUT_WINDOW_MS: '20', REALTIME_CHAT_FANOUT_WINDOW_MS: '0' }))).toEqual({ fanOutWindowMs: 20, chatFanOutWindowMs: 0 });
  });

  it('refuses a window that is not a whole number of ms up to 1 s, naming the variable', () => {
    expect(() => loadEnv({ REALTIME_CHAT_FANOUT_WINDOW_MS: '-5' })).toThrow(/REALTIME_CHAT_FANOUT_WINDOW_MS/);
    expect(() => loadEnv({ REALTIME_FANOUT_WINDOW_MS: '2000' })).toThrow(/REALTIME_FANOUT_WINDOW_MS/);
    expect(() => loadEnv({ REALTIME_FANOUT_WINDOW_MS: 'fast' })).toThrow(/REALTIME_FANOUT_WINDOW_MS/);
  });
});
