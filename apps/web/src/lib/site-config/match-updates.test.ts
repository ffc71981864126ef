import { describe, expect, it } from 'vitest';
import { showsMatchUpdates } from './match-updates';

describe('showsMatchUpdates (spec core §5: provider check by sport type)', () => {
  const config = { sportTypeProviders: { regular: ['betradar' as const], cyber: ['oddin' as const] } };
  it('shows updates of a provider the sport type lists', () => {
    expect(showsMatchUpdates(config, 'regular', 'betradar')).toBe(true);
    expect(showsMatchUpdates(config, 'cyber', 'oddin')).toBe(true);
  });
  it('hides updates of a provider the sport type does not list', () => {
    expect(showsMatchUpdates(config, 'regular', 'oddin')).toBe(false);
    expect(showsMatchUpdates({ sportTypeProviders: { regular: [] } }, 'regular', 'betradar')).toBe(false);
  });
  it('does not gate a sport type the configuration leaves out', () => {
    expect(showsMatchUpdates(config, 'premium_cricket', 'betconstruct')).toBe(true);
  });
});
