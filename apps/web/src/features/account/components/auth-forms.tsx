'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { useLimitRefusal } from '@/lib/limits/use-limit-refusal';
import { openModal } from '@/lib/modals/modal-store';
import { confirmAccount, sendInstructions, signIn, signUp, unlockAccount, updatePassword, type InstructionsKind } from '../api/account-api';
import { useSubmit } from '../hooks/use-submit';
import { passwordRefusalMessage } from '../lib/password-refusal';
import { loadProfile } from '../lib/session';
import { signInDelayMessage } from '../lib/sign-in-delay';
import { Field, FormError, formText, FormLinks, FormNotice, LinkButton, SubmitButton, formStyles } from './form-parts';

export interface FormDoneProps {
  /** What happens after success (close the modal, or leave the page). */
  onDone?: () => void;
}

const PHONE = /^\+[1-9]\d{6,14}$/;

function useTexts() {
  return useTranslations('auth');
}

/** The site made sign-in or sign-up unavailable (site configuration, spec core §6) after the form opened. */
function unavailableMessage(error: unknown, t: ReturnType<typeof useTexts>): string | null {
  return error instanceof ApiError && error.code === 'UNAVAILABLE' ? t('unavailable') : null;
}

/** A form that sets a new password: a weak one's refusal is worded in the player's language. */
function usePasswordSubmit(t: ReturnType<typeof useTexts>) {
  const describe = useCallback((error: unknown) => unavailableMessage(error, t) ?? passwordRefusalMessage(error, t), [t]);
  return useSubmit(t('genericError'), describe);
}

export function SignInForm({ onDone, expired = false }: FormDoneProps & { expired?: boolean }) {
  const t = useTexts();
  const locale = useLocale();
  const limitRefusal = useLimitRefusal();
  const describe = useCallback((error: unknown) => unavailableMessage(error, t) ?? signInDelayMessage(error, t) ?? limitRefusal(error), [t, limitRefusal]);
  const submit = useSubmit(t('genericError'), describe);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit.run(async () => {
      await signIn(formText(data, 'login').trim(), formText(data, 'password'));
      await loadProfile(locale);
      onDone?.();
    });
  };
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate={false}>
      {expired ? <FormNotice>{t('expired')}</FormNotice> : null}
      <Field label={t('login')} hint={t('loginHint')} name="login" type="text" autoComplete="username" required />
      <Field label={t('password')} name="password" type="password" autoComplete="current-password" required />
      <FormError message={submit.error} />
      {submit.errorCode === 'CONFIRMATION_REQUIRED' ? <LinkButton onClick={() => openModal('resend_confirmation_instructions')}>{t('resendConfirmation')}</LinkButton> : null}
      {submit.errorCode === 'ACCOUNT_LOCKED' ? <LinkButton onClick={() => openModal('resend_unlock_instructions')}>{t('resendUnlock')}</LinkButton> : null}
      <SubmitButton pending={submit.pending} label={t('signIn')} pendingLabel={t('pleaseWait')} />
      <FormLinks>
        <LinkButton onClick={() => openModal('forgot_password')}>{t('forgotPassword')}</LinkButton>
        <LinkButton onClick={() => openModal('sign_up')}>{t('noAccount')}</LinkButton>
        <LinkButton onClick={() => openModal('resend_confirmation_instructions')}>{t('resendConfirmation')}</LinkButton>
        <LinkButton onClick={() => openModal('resend_unlock_instructions')}>{t('resendUnlock')}</LinkButton>
      </FormLinks>
    </form>
  );
}

export function SignUpForm({ onDone }: FormDoneProps) {
  const t = useTexts();
  const locale = useLocale();
  const submit = usePasswordSubmit(t);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const login = formText(data, 'login').trim();
    const password = formText(data, 'password');
    const confirmation = formText(data, 'password_confirmation');
    if (password.length < 8) return submit.setError(t('passwordTooShort'));
    if (password !== confirmation) return submit.setError(t('passwordMismatch'));
    void submit.run(async () => {
      const response = await signUp({ ...(PHONE.test(login) ? { phone: login } : { email: login }), password, password_confirmation: confirmation, language: locale });
      if (response.confirmation_required) {
        setSentMessage(response.message);
        return;
      }
      await loadProfile(locale);
      onDone?.();
    });
  };
  if (sentMessage) {
    return (
      <div className={formStyles.form}>
        <FormNotice>{sentMessage}</FormNotice>
        <button type="button" className={formStyles.secondary} onClick={() => openModal('sign_in')}>
          {t('signIn')}
        </button>
      </div>
    );
  }
  return (
    <form className={formStyles.form} onSubmit={onSubmit}>
      <Field label={t('login')} hint={t('loginHint')} name="login" type="text" autoComplete="username" required />
      <Field label={t('password')} hint={t('passwordHint')} name="password" type="password" autoComplete="new-password" minLength={8} required />
      <Field label={t('passwordConfirmation')} name="password_confirmation" type="password" autoComplete="new-password" required />
      <FormError message={submit.error} />
      <SubmitButton pending={submit.pending} label={t('createAccount')} pendingLabel={t('pleaseWait')} />
      <FormLinks>
        <LinkButton onClick={() => openModal('sign_in')}>{t('haveAccount')}</LinkButton>
      </FormLinks>
    </form>
  );
}

/** Forgot password, resend confirmation or unlock instructions: one login field, a neutral answer. */
export function InstructionsForm({ kind }: { kind: InstructionsKind }) {
  const t = useTexts();
  const submit = useSubmit(t('genericError'));
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const login = formText(new FormData(event.currentTarget), 'login').trim();
    void submit.run(async () => setSent(await sendInstructions(kind, login)));
  };
  return (
    <form className={formStyles.form} onSubmit={onSubmit}>
      <p className={formStyles.hint}>{t(`instructions.${kind}`)}</p>
      <Field label={t('login')} name="login" type="text" autoComplete="username" required />
      <FormError message={submit.error} />
      {sent ? <FormNotice>{sent}</FormNotice> : null}
      <SubmitButton pending={submit.pending} label={t('send')} pendingLabel={t('pleaseWait')} />
      <FormLinks>
        <LinkButton onClick={() => openModal('sign_in')}>{t('signIn')}</LinkButton>
      </FormLinks>
    </form>
  );
}

/** New password with the e-mailed reset_password_token, or (signed in) with the current password. */
export function EditPasswordForm({ token, signedIn = false }: { token?: string | undefined; signedIn?: boolean }) {
  const t = useTexts();
  const submit = usePasswordSubmit(t);
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = formText(data, 'password');
    const confirmation = formText(data, 'password_confirmation');
    if (password.length < 8) return submit.setError(t('passwordTooShort'));
    if (password !== confirmation) return submit.setError(t('passwordMismatch'));
    const current = formText(data, 'current_password');
    void submit.run(async () => {
      setDone(await updatePassword({ ...(token ? { reset_password_token: token } : { current_password: current }), password, password_confirmation: confirmation }));
    });
  };
  if (!token && !signedIn) {
    return (
      <div className={formStyles.form}>
        <p>{t('noToken')}</p>
        <LinkButton onClick={() => openModal('forgot_password')}>{t('forgotPassword')}</LinkButton>
      </div>
    );
  }
  if (done) {
    return (
      <div className={formStyles.form}>
        <FormNotice>{done}</FormNotice>
        {signedIn ? null : (
          <button type="button" className={formStyles.primary} onClick={() => openModal('sign_in')}>
            {t('signIn')}
          </button>
        )}
      </div>
    );
  }
  return (
    <form className={formStyles.form} onSubmit={onSubmit}>
      {token ? null : <Field label={t('currentPassword')} name="current_password" type="password" autoComplete="current-password" required />}
      <Field label={t('newPassword')} hint={t('passwordHint')} name="password" type="password" autoComplete="new-password" minLength={8} required />
      <Field label={t('passwordConfirmation')} name="password_confirmation" type="password" autoComplete="new-password" required />
      <FormError message={submit.error} />
      <SubmitButton pending={submit.pending} label={t('changePassword')} pendingLabel={t('pleaseWait')} />
    </form>
  );
}

/** Runs a token call once on mount (confirmation, unlock) and shows its answer. */
function TokenAction({ token, action, pendingText, fallbackKind }: { token: string | undefined; action: (token: string) => Promise<string>; pendingText: string; fallbackKind: InstructionsKind }) {
  const t = useTexts();
  const submit = useSubmit(t('genericError'));
  const [message, setMessage] = useState<string | null>(null);
  const started = useRef(false);
  const { run } = submit;
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void run(async () => setMessage(await action(token)));
  }, [token, action, run]);
  if (!token) return <InstructionsForm kind={fallbackKind} />;
  return (
    <div className={formStyles.form}>
      {submit.pending ? <p role="status">{pendingText}</p> : null}
      {message ? <FormNotice>{message}</FormNotice> : null}
      <FormError message={submit.error} />
      {submit.error ? (
        <LinkButton onClick={() => openModal(fallbackKind === 'unlock' ? 'resend_unlock_instructions' : 'resend_confirmation_instructions')}>
          {fallbackKind === 'unlock' ? t('resendUnlock') : t('resendConfirmation')}
        </LinkButton>
      ) : null}
      {message ? (
        <button type="button" className={formStyles.primary} onClick={() => openModal('sign_in')}>
          {t('signIn')}
        </button>
      ) : null}
    </div>
  );
}

/** The e-mail confirmation (confirmation_token); without a token, a form to resend the instructions. */
export function ConfirmAccount({ token }: { token?: string | undefined }) {
  const t = useTexts();
  return <TokenAction token={token} action={confirmAccount} pendingText={t('confirming')} fallbackKind="confirmation" />;
}

/** Unlock with the e-mailed unlock_token; without a token, a form to resend the instructions. */
export function UnlockAccount({ token }: { token?: string | undefined }) {
  const t = useTexts();
  return <TokenAction token={token} action={unlockAccount} pendingText={t('unlocking')} fallbackKind="unlock" />;
}
