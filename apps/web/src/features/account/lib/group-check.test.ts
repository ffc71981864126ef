import { describe, expect, it } from 'vitest';
import { groupCheckRedirect } from './group-check';

const check = (allowed: boolean, redirectUrl = 'https://platform.example.com/') => ({ groupCheck: { requiredGroup: 'vip', allowed, redirectUrl } });

describe('player-group checker (spec core §6)', () => {
  it('sends a player outside the required group to the platform front end', () => {
    expect(groupCheckRedirect(check(false))).toBe('https://platform.example.com/');
  });

  it('lets a player of the group, an unchecked player and a visitor stay', () => {
    expect(groupCheckRedirect(check(true))).toBeNull();
    expect(groupCheckRedirect({ groupCheck: null })).toBeNull();
    // The API tells visitors nothing about the checker (GET /platform/player answers 401).
    expect(groupCheckRedirect(null)).toBeNull();
  });

  it('follows only http(s) addresses', () => {
    expect(groupCheckRedirect(check(false, 'javascript:alert(1)'))).toBeNull();
    expect(groupCheckRedirect(check(false, 'not a url'))).toBeNull();
    expect(groupCheckRedirect(check(false, 'http://localhost:8080/platform'))).toBe('http://localhost:8080/platform');
  });
});
