import { describe, expect, it } from 'vitest';
import { readUrlTrigger } from './url-triggers';

const at = (path: string) => `http://localhost:3000${path}`;

describe('URL triggers (spec core §2)', () => {
  it.each([
    ['#signIn', 'sign_in'],
    ['#signUp', 'sign_up'],
    ['#confirmation', 'confirm_password'],
    ['#passwordEdit', 'edit_password'],
    ['#passwordNew', 'forgot_password'],
    ['#unlock', 'unlock_user'],
  ])('fragment %s opens %s and is removed', (hash, modal) => {
    expect(readUrlTrigger(at(`/live?page=2${hash}`))).toEqual({ modal, props: {}, replaceWith: '/live?page=2' });
  });

  it.each([
    ['signIn', 'sign_in'],
    ['signUp', 'sign_up'],
    ['confirmation', 'confirm_password'],
    ['passwordEdit', 'edit_password'],
    ['passwordNew', 'forgot_password'],
    ['unlock', 'unlock_user'],
    ['deposit', 'deposit'],
  ])('?modal=%s opens %s', (value, modal) => {
    expect(readUrlTrigger(at(`/?modal=${value}`))).toEqual({ modal, props: {}, replaceWith: null });
  });

  it('ignores unknown fragments and modal values', () => {
    expect(readUrlTrigger(at('/#main'))).toBeNull();
    expect(readUrlTrigger(at('/?modal=deposit#signOut'))?.modal).toBe('deposit');
    expect(readUrlTrigger(at('/?modal=toString'))).toBeNull();
    expect(readUrlTrigger(at('/#constructor'))).toBeNull();
    expect(readUrlTrigger(at('/'))).toBeNull();
  });

  it('reset_password_token opens the edit-password form with the token, removed from the address', () => {
    expect(readUrlTrigger(at('/ar?reset_password_token=abc&x=1'))).toEqual({ modal: 'edit_password', props: { token: 'abc' }, replaceWith: '/ar?x=1' });
  });

  it('unlock_token unlocks; confirmation_token confirms', () => {
    expect(readUrlTrigger(at('/?unlock_token=u1'))).toEqual({ modal: 'unlock_user', props: { token: 'u1' }, replaceWith: '/' });
    expect(readUrlTrigger(at('/?confirmation_token=c1'))).toEqual({ modal: 'confirm_password', props: { token: 'c1' }, replaceWith: '/' });
  });

  it('leaves tokens to the /users pages when told to', () => {
    expect(readUrlTrigger(at('/users/password/edit?reset_password_token=abc'), { handleTokens: false })).toBeNull();
    expect(readUrlTrigger(at('/users/sign-in#signUp'), { handleTokens: false })?.modal).toBe('sign_up');
  });
});
