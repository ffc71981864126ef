import { useAuthStore, type AuthState } from '@/lib/auth/auth-store';
import { closeModal, openModal, useModalStore, visibleModal, type ModalEntry, type ModalProps } from '@/lib/modals/modal-store';

/** Prop of the missing-fields dialog opened in place of a deposit: the deposit follows once saved. */
export const THEN_DEPOSIT = 'deposit';

/**
 * Spec core §4 "Session": deposits require the missing profile fields first when configured
 * (the platform's AUTH_REQUIRED_FIELDS shows up as the profile's authFieldsMissed). When the
 * deposit is the modal on screen for a signed-in player with missing fields, returns the props of
 * the missing-fields dialog to show instead (the deposit's own props kept for later); else null.
 */
export function depositNeedsMissedFields(stack: readonly ModalEntry[], auth: Pick<AuthState, 'status' | 'profile'>): ModalProps | null {
  const shown = visibleModal(stack);
  if (shown?.name !== 'deposit') return null;
  if (auth.status !== 'LOGGED_IN' || !auth.profile || auth.profile.authFieldsMissed.length === 0) return null;
  return { ...shown.props, then: THEN_DEPOSIT };
}

function enforce(): void {
  const props = depositNeedsMissedFields(useModalStore.getState().stack, useAuthStore.getState());
  if (!props) return;
  closeModal('deposit');
  openModal('missed_auth_fields', props, { closable: false });
}

/** Watches the modals and the profile: a deposit opened with fields missing becomes the missing-fields dialog. Returns the stop. */
export function watchDepositGate(): () => void {
  enforce();
  const stopModals = useModalStore.subscribe(enforce);
  const stopAuth = useAuthStore.subscribe(enforce);
  return () => {
    stopModals();
    stopAuth();
  };
}

/** After the missing fields are saved: the dialog closes, and the deposit it stood in for opens. */
export function missedFieldsSaved(props: ModalProps): void {
  closeModal('missed_auth_fields');
  if (props.then !== THEN_DEPOSIT) return;
  const depositProps = { ...props };
  delete depositProps.then;
  openModal('deposit', depositProps);
}
