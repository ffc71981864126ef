import { describe, expect, it } from 'vitest';
import { isHttpUrl, visitorGroupRedirect } from './visitor-group-check';

const configured = { group_check: { required_group: 'vip', redirect_url: 'https://platform.example/' } };

describe('visitorGroupRedirect (spec core §6)', () => {
  it('sends a visitor without a session to the platform front end', () => {
    expect(visitorGroupRedirect(configured, false)).toBe('https://platform.example/');
  });

  it('leaves a browser with a session to the profile check', () => {
    expect(visitorGroupRedirect(configured, true)).toBeNull();
  });

  it('does nothing without a checker or without an answer from the API', () => {
    expect(visitorGroupRedirect({ group_check: null }, false)).toBeNull();
    expect(visitorGroupRedirect(null, false)).toBeNull();
  });

  it('never follows a non-http address', () => {
    expect(visitorGroupRedirect({ group_check: { required_group: 'vip', redirect_url: 'javascript:alert(1)' } }, false)).toBeNull();
    expect(isHttpUrl('not a url')).toBe(false);
  });
});
