import { describe, expect, it } from 'vitest';
import { isHostMessage, isSportsbookMessage, sportsbookMessage } from '../src/models';

describe('host frame messages (spec promotions §4 "Iframe host integration")', () => {
  it('accepts the two host messages with their payloads', () => {
    expect(isHostMessage({ type: 'iframe_integration', payload: { dynamicPositioning: true, listeners: ['sign_in', 'deposit'] } })).toBe(true);
    expect(isHostMessage({ type: 'iframe_integration', payload: { dynamicPositioning: false, listeners: [] } })).toBe(true);
    expect(isHostMessage({ type: 'iframe_integration', payload: { dynamicPositioning: false, listeners: [], playerProtection: true } })).toBe(true);
    expect(isHostMessage({ type: 'viewport', payload: { top: -420.5, height: 800 } })).toBe(true);
  });

  it('refuses anything else', () => {
    for (const data of [
      null,
      'viewport',
      { type: 'viewport' },
      { type: 'viewport', payload: { top: '0', height: 800 } },
      { type: 'viewport', payload: { top: 0, height: -1 } },
      { type: 'viewport', payload: { top: Number.NaN, height: 800 } },
      { type: 'iframe_integration', payload: { dynamicPositioning: 'yes', listeners: [] } },
      { type: 'iframe_integration', payload: { dynamicPositioning: true, listeners: [], playerProtection: 'yes' } },
      { type: 'iframe_integration', payload: { dynamicPositioning: true, listeners: ['withdraw'] } },
      { type: 'iframe_integration', payload: { dynamicPositioning: true, listeners: 'sign_in' } },
      { type: 'sportsbook-initialized', payload: { protocol: 1 } },
    ]) {
      expect(isHostMessage(data)).toBe(false);
    }
  });

  it('prefixes every sportsbook message and recognises only the known ones', () => {
    const message = sportsbookMessage('bet-slip-state-changed', { count: 2, open: true });
    expect(message).toEqual({ type: 'sportsbook-bet-slip-state-changed', payload: { count: 2, open: true } });
    expect(isSportsbookMessage(message)).toBe(true);
    expect(isSportsbookMessage(sportsbookMessage('initialized', { protocol: 1 }))).toBe(true);
    expect(isSportsbookMessage({ type: 'sportsbook-withdraw', payload: {} })).toBe(false);
    expect(isSportsbookMessage({ type: 'sign-in', payload: {} })).toBe(false);
    expect(isSportsbookMessage({ type: 'sportsbook-sign-in' })).toBe(false);
  });
});
