import { describe, expect, it } from 'vitest';
import { formatProviderCookie, isBettingEnabled, parseProviderCookie } from '../src';

// spec core §5 "Provider cookie format: pairs type:provider separated by |; anything else is ignored".
describe('provider cookie', () => {
  it.each([
    ['cyber:oddin|regular:betradar', { cyber: 'oddin', regular: 'betradar' }],
    ['premium_cricket:betconstruct', { premium_cricket: 'betconstruct' }],
    ['cyber:oddin|garbage|x:y|regular:unknown', { cyber: 'oddin' }],
    ['cyber:oddin:extra', {}],
    ['cyber:oddin|cyber:betradar', { cyber: 'oddin' }],
    ['', {}],
    [null, {}],
    [undefined, {}],
  ])('%j → %o', (value, parsed) => {
    expect(parseProviderCookie(value)).toEqual(parsed);
  });

  it('writes the cookie back', () => {
    expect(formatProviderCookie({ cyber: 'oddin', regular: 'betradar' })).toBe('regular:betradar|cyber:oddin');
    expect(parseProviderCookie(formatProviderCookie({ premium_cricket: 'betconstruct' }))).toEqual({ premium_cricket: 'betconstruct' });
  });

  // spec core §5 "Betting is enabled only if at least one provider status is active".
  it.each([
    [{}, false],
    [{ betradar: false, oddin: false }, false],
    [{ oddin: true }, true],
  ])('betting enabled with %o → %s', (statuses, enabled) => {
    expect(isBettingEnabled(statuses)).toBe(enabled);
  });
});
