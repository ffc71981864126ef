import { describe, expect, it } from 'vitest';
import { initSportsbookTarget } from './init-sportsbook';

describe('initSportsbookTarget', () => {
  it('goes home by default', () => {
    expect(initSportsbookTarget({})).toEqual({ path: '/', search: '' });
  });

  it('continues to a path of this site with the other query parameters', () => {
    expect(initSportsbookTarget({ to: '/football/arsenal-chelsea-1', modal: 'signIn', betcode: ['A', 'B'] })).toEqual({
      path: '/football/arsenal-chelsea-1',
      search: '?modal=signIn&betcode=A&betcode=B',
    });
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'football', '/a b', '/a?x=1', '/a\u0000', 'javascript:alert(1)'])(
    'never leaves the site: %j goes home',
    (to) => {
      expect(initSportsbookTarget({ to }).path).toBe('/');
    },
  );
});
