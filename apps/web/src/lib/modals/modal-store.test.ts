import { beforeEach, describe, expect, it } from 'vitest';
import { isModalName, MODAL_NAMES, openModal, useModalStore, visibleModal } from './modal-store';

const shown = () => visibleModal(useModalStore.getState().stack)?.name ?? null;

describe('modal stack', () => {
  beforeEach(() => useModalStore.getState().closeAll());

  it('has every modal of spec core §2', () => {
    expect(MODAL_NAMES).toHaveLength(11);
    expect(isModalName('deposit')).toBe(true);
    expect(isModalName('reality_check_x')).toBe(false);
  });

  it('keeps the modal below in the background and brings it back when the top one closes', () => {
    openModal('sign_in');
    openModal('forgot_password');
    expect(shown()).toBe('forgot_password');
    useModalStore.getState().close();
    expect(shown()).toBe('sign_in');
  });

  it('hides a modal without closing it and restores it to the top', () => {
    openModal('deposit', { tab: 'quick' });
    useModalStore.getState().hide('deposit');
    expect(shown()).toBeNull();
    expect(useModalStore.getState().stack).toHaveLength(1);
    openModal('sign_up');
    useModalStore.getState().restore('deposit');
    expect(shown()).toBe('deposit');
    expect(useModalStore.getState().stack.find((entry) => entry.name === 'deposit')?.props).toEqual({ tab: 'quick' });
  });

  it('opening an open modal moves it to the top with the new props', () => {
    openModal('sign_in');
    openModal('sign_up');
    openModal('sign_in', { expired: true });
    expect(useModalStore.getState().stack.map((entry) => entry.name)).toEqual(['sign_up', 'sign_in']);
    expect(useModalStore.getState().stack[1]?.props).toEqual({ expired: true });
  });

  it('records whether a modal can be closed', () => {
    openModal('missed_auth_fields', {}, { closable: false });
    expect(useModalStore.getState().stack[0]?.closable).toBe(false);
  });
});
