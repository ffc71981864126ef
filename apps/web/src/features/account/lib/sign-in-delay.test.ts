import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { signInDelayMessage } from './sign-in-delay';

const t = (key: string, values: { seconds: number }) => `${key}:${values.seconds}`;

describe('signInDelayMessage (issue 19 point 9)', () => {
  it('says how long to wait before the next sign-in, from the 429 details', () => {
    const delayed = new ApiError(429, '/platform/users/sign_in', { error: { code: 'RATE_LIMITED', message: 'wait', details: { retry_after_seconds: 8 } } });
    expect(signInDelayMessage(delayed, t)).toBe('signInDelayed:8');
    expect(signInDelayMessage(new ApiError(429, '/platform/users/sign_in', { error: { code: 'RATE_LIMITED', message: 'Rate limit exceeded' } }), t)).toBe('signInDelayed:60');
  });

  it('leaves every other error alone', () => {
    expect(signInDelayMessage(new ApiError(401, '/platform/users/sign_in', { error: { code: 'INVALID_CREDENTIALS', message: 'no' } }), t)).toBeNull();
    expect(signInDelayMessage(new Error('network'), t)).toBeNull();
  });
});
