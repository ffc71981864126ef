import { describe, expect, it } from 'vitest';
import { withRequestId } from './request-id';

describe('withRequestId', () => {
  it('keeps a well-formed id and the other headers', () => {
    const headers = withRequestId(new Headers({ 'x-request-id': 'lb-42.a', cookie: 'sb_session=1' }));
    expect(headers.get('x-request-id')).toBe('lb-42.a');
    expect(headers.get('cookie')).toBe('sb_session=1');
  });

  it('replaces a missing or malformed id with a new one each time', () => {
    const first = withRequestId(new Headers()).get('x-request-id');
    const second = withRequestId(new Headers({ 'x-request-id': 'two words' })).get('x-request-id');
    expect(first).toMatch(/^web-[0-9a-f-]{36}$/);
    expect(second).toMatch(/^web-[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });
});
