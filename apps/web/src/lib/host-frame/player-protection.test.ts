import { describe, expect, it } from 'vitest';
import { playerProtectionAllowed } from './player-protection';

const host = 'https://host.example';

describe('playerProtectionAllowed (spec promotions §5 "no in-iframe tracking or reality check unless allowed")', () => {
  it('runs on its own page', () => {
    expect(playerProtectionAllowed(false, { parentOrigin: null, integration: null })).toBe(true);
  });

  it('runs in an iframe only when an allowed host says so', () => {
    expect(playerProtectionAllowed(true, { parentOrigin: host, integration: { dynamicPositioning: true, listeners: [], playerProtection: true } })).toBe(true);
    expect(playerProtectionAllowed(true, { parentOrigin: host, integration: { dynamicPositioning: true, listeners: [], playerProtection: false } })).toBe(false);
    expect(playerProtectionAllowed(true, { parentOrigin: host, integration: { dynamicPositioning: true, listeners: ['sign_in'] } })).toBe(false);
    // The host has not answered yet, or the page framing it is not an allowed host.
    expect(playerProtectionAllowed(true, { parentOrigin: host, integration: null })).toBe(false);
    expect(playerProtectionAllowed(true, { parentOrigin: null, integration: { dynamicPositioning: true, listeners: [], playerProtection: true } })).toBe(false);
  });
});
