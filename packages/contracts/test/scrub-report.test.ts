import { describe, expect, it } from 'vitest';
import { FILTERED, scrubErrorEvent, scrubReport, scrubText } from '../src/errors/scrub-report';

describe('scrubReport', () => {
  it('filters the values of secret keys at any depth, whatever they hold', () => {
    const scrubbed = scrubReport({
      user: { login: 'ann', password: 'hunter2!', new_password: { a: 1 } },
      headers: { Authorization: 'Bearer abc', cookie: 'sb_session=1', 'x-operator-key': 'k' },
      token: 'tok', card_number: '4111', cvv: '123', stake: 250,
      list: [{ refresh_token: 'r', id: 1 }],
    });
    expect(scrubbed).toEqual({
      user: { login: 'ann', password: FILTERED, new_password: FILTERED },
      headers: { Authorization: FILTERED, cookie: FILTERED, 'x-operator-key': FILTERED },
      token: FILTERED, card_number: FILTERED, cvv: FILTERED, stake: 250,
      list: [{ refresh_token: FILTERED, id: 1 }],
    });
  });

  it('replaces e-mail addresses, card numbers, bearer credentials and JWTs inside texts', () => {
    expect(scrubText('sign-in failed for ann.lee+x@mail.example.com')).toBe('sign-in failed for [email]');
    expect(scrubText('card 4111 1111 1111 1111 and 5500-0000-0000-0004 refused')).toBe('card [card] and [card] refused');
    expect(scrubText('header Bearer eyJabc.def-ghi')).toBe(`header Bearer ${FILTERED}`);
    expect(scrubText('token eyJhbGciOi.eyJzdWIiOjF9.c2lnbmF0dXJl in url')).toBe(`token ${FILTERED} in url`);
    expect(scrubText('match 12345 at odds 2.5')).toBe('match 12345 at odds 2.5');
    expect(scrubText('/platform/users/confirmation?confirmation_token=abc123&x=1')).toBe(`/platform/users/confirmation?confirmation_token=${FILTERED}&x=1`);
    expect(scrubText('/reset?reset_password_token=zz#top')).toBe(`/reset?reset_password_token=${FILTERED}#top`);
  });

  it('keeps numbers, booleans and null; cuts cycles and depth', () => {
    const cyclic: Record<string, unknown> = { a: 1, flag: true, none: null };
    cyclic.self = cyclic;
    expect(scrubReport(cyclic)).toEqual({ a: 1, flag: true, none: null, self: FILTERED });
    expect(scrubReport({ a: { b: { c: 1 } } }, 2)).toEqual({ a: { b: FILTERED } });
  });
});

describe('scrubErrorEvent', () => {
  it('scrubs the texts and data of an event and keeps the last frames of each stack', () => {
    const frames = Array.from({ length: 60 }, (_, index) => ({ lineno: index }));
    const event = scrubErrorEvent({
      message: 'failed for ann@example.com',
      exception: { values: [{ value: 'Bearer abc.def', stacktrace: { frames } }, { value: 'no stack' }] },
      request: { url: '/x?token=t1', headers: { cookie: 'c' } },
      extra: { body: { password: 'p' } },
      contexts: { http: { requestBody: '{"email":"b@c.io"}' } },
      breadcrumbs: [{ message: 'GET /reset?reset_password_token=z' }],
    }, 50);
    expect(event.message).toBe('failed for [email]');
    expect(event.exception.values[0]?.value).toBe(`Bearer ${FILTERED}`);
    expect(event.exception.values[0]?.stacktrace?.frames).toEqual(frames.slice(10));
    expect(event.request).toEqual({ url: `/x?token=${FILTERED}`, headers: { cookie: FILTERED } });
    expect(event.extra).toEqual({ body: { password: FILTERED } });
    expect(event.contexts).toEqual({ http: { requestBody: '{"email":"[email]"}' } });
    expect(event.breadcrumbs).toEqual([{ message: `GET /reset?reset_password_token=${FILTERED}` }]);
  });
});
