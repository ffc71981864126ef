'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useModalStore, visibleModal, type ModalEntry, type ModalName } from '@/lib/modals/modal-store';
import { ConfirmAccount, EditPasswordForm, InstructionsForm, SignInForm, SignUpForm, UnlockAccount } from './auth-forms';
import { DepositPanel, MissedAuthFieldsForm, PhoneVerificationForm } from './player-forms';
import styles from './account-modals.module.css';

/** Title key (namespace `modals`) of every modal. */
const TITLES = {
  sign_in: 'signIn',
  sign_up: 'signUp',
  forgot_password: 'forgotPassword',
  confirm_password: 'confirmPassword',
  resend_confirmation_instructions: 'resendConfirmation',
  resend_unlock_instructions: 'resendUnlock',
  edit_password: 'editPassword',
  missed_auth_fields: 'missedAuthFields',
  phone_verification: 'phoneVerification',
  deposit: 'deposit',
  unlock_user: 'unlockUser',
} as const satisfies Record<ModalName, string>;

const stringProp = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

function ModalBody({ entry }: { entry: ModalEntry }): ReactNode {
  const signedIn = useAuthStore((state) => state.status === 'LOGGED_IN');
  const close = () => useModalStore.getState().close(entry.name);
  switch (entry.name) {
    case 'sign_in':
      return <SignInForm expired={entry.props.expired === true} onDone={close} />;
    case 'sign_up':
      return <SignUpForm onDone={close} />;
    case 'forgot_password':
      return <InstructionsForm kind="password" />;
    case 'resend_confirmation_instructions':
      return <InstructionsForm kind="confirmation" />;
    case 'resend_unlock_instructions':
      return <InstructionsForm kind="unlock" />;
    case 'edit_password':
      return <EditPasswordForm token={stringProp(entry.props.token)} signedIn={signedIn} />;
    case 'confirm_password':
      return <ConfirmAccount token={stringProp(entry.props.token)} />;
    case 'unlock_user':
      return <UnlockAccount token={stringProp(entry.props.token)} />;
    case 'missed_auth_fields':
      return <MissedAuthFieldsForm props={entry.props} />;
    case 'phone_verification':
      return <PhoneVerificationForm />;
    case 'deposit':
      return signedIn ? <DepositPanel initialTab={entry.props.tab === 'page' ? 'page' : 'quick'} /> : <SignInForm />;
  }
}

/**
 * Every open modal stays mounted (its state kept); only the topmost one not kept in the
 * background is shown. Hidden ones get a button to bring them back.
 */
export default function AccountModals() {
  const t = useTranslations('modals');
  const stack = useModalStore((state) => state.stack);
  const shown = visibleModal(stack);
  const parked = stack.filter((entry) => entry.hidden);
  return (
    <>
      {stack.map((entry) => (
        <Dialog
          key={entry.name}
          title={t(`titles.${TITLES[entry.name]}`)}
          closeLabel={t('close')}
          hidden={entry !== shown}
          wide={entry.name === 'deposit'}
          onClose={entry.closable ? () => useModalStore.getState().close(entry.name) : undefined}
          actions={
            entry.closable ? (
              <button type="button" className={styles.park} onClick={() => useModalStore.getState().hide(entry.name)}>
                {t('keepInBackground')}
              </button>
            ) : undefined
          }
        >
          <ModalBody entry={entry} />
        </Dialog>
      ))}
      {parked.length > 0 && shown === null ? (
        <div className={styles.parked} role="region" aria-label={t('background')}>
          {parked.map((entry) => (
            <button key={entry.name} type="button" className={styles.resume} onClick={() => useModalStore.getState().restore(entry.name)}>
              {t('resume', { title: t(`titles.${TITLES[entry.name]}`) })}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
