import type { PlayerProfile } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { openModal, useModalStore, visibleModal } from '@/lib/modals/modal-store';
import { depositNeedsMissedFields, missedFieldsSaved, watchDepositGate } from './deposit-gate';

const profile: PlayerProfile = {
  id: 3, email: 'ann@example.com', mobilePhone: null, authPhoneNumber: null, firstName: 'Ann', lastName: null, nickname: null,
  language: 'en', currency: 'EUR', authFieldsMissed: ['last_name'], statuses: [], serasa: { pve: false }, country: null, groupCheck: null,
};
const deposit = { name: 'deposit' as const, props: { tab: 'page' }, closable: true, hidden: false };

describe('deposit gate (spec core §4: missing profile fields first)', () => {
  it('the rule: a shown deposit for a signed-in player with missing fields becomes the missing-fields dialog', () => {
    expect(depositNeedsMissedFields([deposit], { status: 'LOGGED_IN', profile })).toEqual({ tab: 'page', then: 'deposit' });
    expect(depositNeedsMissedFields([deposit], { status: 'LOGGED_IN', profile: { ...profile, authFieldsMissed: [] } })).toBeNull();
    expect(depositNeedsMissedFields([deposit], { status: 'NOT_LOGGED_IN', profile: null })).toBeNull();
    expect(depositNeedsMissedFields([{ ...deposit, hidden: true }], { status: 'LOGGED_IN', profile })).toBeNull();
    expect(depositNeedsMissedFields([], { status: 'LOGGED_IN', profile })).toBeNull();
  });

  describe('wired to the stores', () => {
    let stop: () => void;
    beforeEach(() => {
      useModalStore.getState().closeAll();
      useAuthStore.setState({ status: 'LOGGED_IN', profile });
      stop = watchDepositGate();
    });
    afterEach(() => stop());

    it('opening the deposit opens the non-closable missing-fields dialog instead, then the deposit once saved', () => {
      openModal('deposit', { tab: 'page' });
      const stack = useModalStore.getState().stack;
      expect(stack.map((entry) => entry.name)).toEqual(['missed_auth_fields']);
      expect(visibleModal(stack)).toMatchObject({ name: 'missed_auth_fields', closable: false, props: { tab: 'page', then: 'deposit' } });

      useAuthStore.setState({ profile: { ...profile, lastName: 'Lee', authFieldsMissed: [] } });
      missedFieldsSaved(visibleModal(useModalStore.getState().stack)!.props);
      expect(useModalStore.getState().stack).toEqual([{ name: 'deposit', props: { tab: 'page' }, closable: true, hidden: false }]);
    });

    it('a deposit with nothing missing opens as usual; the plain dialog just closes when saved', () => {
      useAuthStore.setState({ profile: { ...profile, authFieldsMissed: [] } });
      openModal('deposit');
      expect(visibleModal(useModalStore.getState().stack)?.name).toBe('deposit');
      useModalStore.getState().closeAll();
      openModal('missed_auth_fields', {}, { closable: false });
      missedFieldsSaved({});
      expect(useModalStore.getState().stack).toEqual([]);
    });

    it('a deposit opened before the profile loaded is replaced once it loads with missing fields', () => {
      useAuthStore.setState({ status: 'PENDING', profile: null });
      openModal('deposit');
      expect(visibleModal(useModalStore.getState().stack)?.name).toBe('deposit');
      useAuthStore.setState({ status: 'LOGGED_IN', profile });
      expect(visibleModal(useModalStore.getState().stack)).toMatchObject({ name: 'missed_auth_fields', props: { then: 'deposit' } });
    });
  });
});
