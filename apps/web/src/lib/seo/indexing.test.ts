import { describe, expect, it } from 'vitest';
import { isCanonicalHost, isIndexable, requestHostOf } from './indexing';

const open = { environment: true, siteSetting: true, requestHost: 'bets.example', canonicalHost: 'bets.example', accessLocked: false };

describe('isIndexable (noindex per page, site, origin)', () => {
  it('indexes when every switch allows it; an unread site setting does not close the site', () => {
    expect(isIndexable(open)).toBe(true);
    expect(isIndexable({ ...open, siteSetting: null })).toBe(true);
  });

  it.each([
    ['the environment', { environment: false }],
    ['the site setting', { siteSetting: false }],
    ['another origin', { requestHost: 'mirror.example' }],
    ['another port of the same host', { requestHost: 'bets.example:8080' }],
    ['the access lock', { accessLocked: true }],
    ['the page', { page: false }],
  ])('noindex when %s says so', (_, change) => {
    expect(isIndexable({ ...open, ...change })).toBe(false);
  });
});

describe('isCanonicalHost / requestHostOf', () => {
  it('compares hosts without case; a request without a host is the canonical one', () => {
    expect(isCanonicalHost('Bets.Example', 'bets.example')).toBe(true);
    expect(isCanonicalHost(null, 'bets.example')).toBe(true);
  });

  it("reads the proxy's forwarded host first, else the host header", () => {
    expect(requestHostOf(new Headers({ host: '10.0.0.5:3000', 'x-forwarded-host': 'bets.example, proxy.internal' }))).toBe('bets.example');
    expect(requestHostOf(new Headers({ host: 'bets.example' }))).toBe('bets.example');
  });
});
