import { describe, expect, it } from 'vitest';
import { apiProxyTarget } from './api-proxy-target';

describe('apiProxyTarget', () => {
  it('sends the sportsbook and platform calls to API_URL with path and query', () => {
    expect(apiProxyTarget('/sportsbook/v1/sports', '?lang=en', 'http://127.0.0.1:4300')?.href).toBe(
      'http://127.0.0.1:4300/sportsbook/v1/sports?lang=en',
    );
    expect(apiProxyTarget('/platform/v1/me', '', 'http://api.internal:4000/')?.href).toBe('http://api.internal:4000/platform/v1/me');
  });

  it('sends the realtime WebSocket too', () => {
    expect(apiProxyTarget('/connection/websocket', '?cf_ws_frame_ping_pong=true', 'http://127.0.0.1:4000')?.href).toBe(
      'http://127.0.0.1:4000/connection/websocket?cf_ws_frame_ping_pong=true',
    );
  });

  it('keeps a path prefix of API_URL', () => {
    expect(apiProxyTarget('/sportsbook/v1/sports', '', 'https://example.com/api/')?.href).toBe('https://example.com/api/sportsbook/v1/sports');
  });

  it('leaves the pages alone, including ones that only start like an API path', () => {
    expect(apiProxyTarget('/', '', 'http://127.0.0.1:4000')).toBeNull();
    expect(apiProxyTarget('/football', '', 'http://127.0.0.1:4000')).toBeNull();
    expect(apiProxyTarget('/sportsbooks', '', 'http://127.0.0.1:4000')).toBeNull();
    expect(apiProxyTarget('/ar/sportsbook/v1/sports', '', 'http://127.0.0.1:4000')).toBeNull();
    expect(apiProxyTarget('/connection/websocket/x', '', 'http://127.0.0.1:4000')).toBeNull();
  });
});
