'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useAuthStore } from '@/lib/auth/auth-store';
import { ConfirmAccount, EditPasswordForm, InstructionsForm, SignInForm, SignUpForm } from './auth-forms';
import { formStyles } from './form-parts';

export type AuthPageKind = 'sign_in' | 'sign_up' | 'forgot_password' | 'edit_password' | 'confirmation';

const TITLES = {
  sign_in: 'signIn',
  sign_up: 'signUp',
  forgot_password: 'forgotPassword',
  edit_password: 'editPassword',
  confirmation: 'confirmPassword',
} as const satisfies Record<AuthPageKind, string>;

/** The /users/* pages: the same forms as the modals, on a page of their own. */
export function AuthPage({ kind, token }: { kind: AuthPageKind; token?: string | undefined }) {
  const t = useTranslations('modals');
  const router = useRouter();
  const signedIn = useAuthStore((state) => state.status === 'LOGGED_IN');
  const home = () => router.replace('/');
  return (
    <section className={formStyles.page} aria-labelledby="auth-page-title">
      <h1 id="auth-page-title" className={formStyles.pageTitle}>
        {t(`titles.${TITLES[kind]}`)}
      </h1>
      {kind === 'sign_in' ? <SignInForm onDone={home} /> : null}
      {kind === 'sign_up' ? <SignUpForm onDone={home} /> : null}
      {kind === 'forgot_password' ? <InstructionsForm kind="password" /> : null}
      {kind === 'edit_password' ? <EditPasswordForm token={token} signedIn={signedIn} /> : null}
      {kind === 'confirmation' ? <ConfirmAccount token={token} /> : null}
    </section>
  );
}
