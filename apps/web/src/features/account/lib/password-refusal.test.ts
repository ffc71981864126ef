import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { passwordRefusalMessage } from './password-refusal';

const t = (key: string) => `text:${key}`;
const refusal = (reason: string) => new ApiError(422, '/platform/users', { error: { code: 'WEAK_PASSWORD', message: 'weak', details: { field: 'password', reason } } });

describe('passwordRefusalMessage (issue 19 point 5)', () => {
  it('words a weak password by its reason, and nothing else', () => {
    expect(passwordRefusalMessage(refusal('same_as_login'), t)).toBe('text:weakPasswordLogin');
    expect(passwordRefusalMessage(refusal('too_guessable'), t)).toBe('text:weakPasswordGuessable');
    expect(passwordRefusalMessage(new ApiError(422, '/platform/users', { error: { code: 'EMAIL_TAKEN', message: 'taken' } }), t)).toBeNull();
    expect(passwordRefusalMessage(new Error('network'), t)).toBeNull();
  });
});
