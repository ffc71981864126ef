import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useModalStore, visibleModal } from '@/lib/modals/modal-store';
import { renderWithProviders } from '@/test/render';
import { AccountBar } from './account-bar';
import { applyUrlTrigger } from '../lib/session-boot';

vi.mock('@/lib/i18n/navigation', () => import('@/test/navigation-mock'));

beforeEach(() => {
  useModalStore.getState().closeAll();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('URL triggers in the page', () => {
  it('#signIn opens the sign-in modal and the fragment is removed', () => {
    window.history.replaceState(null, '', '/live?x=1#signIn');
    applyUrlTrigger();
    expect(visibleModal(useModalStore.getState().stack)?.name).toBe('sign_in');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/live?x=1');
  });

  it('?modal=deposit opens the deposit modal', () => {
    window.history.replaceState(null, '', '/?modal=deposit');
    applyUrlTrigger();
    expect(visibleModal(useModalStore.getState().stack)?.name).toBe('deposit');
  });

  it('leaves the reset token to the /users/password/edit page', () => {
    window.history.replaceState(null, '', '/users/password/edit?reset_password_token=t');
    applyUrlTrigger();
    expect(useModalStore.getState().stack).toEqual([]);
  });
});

describe('header account bar', () => {
  it('shows nothing while the status is unknown, then sign in and sign up for a visitor', () => {
    useAuthStore.setState({ status: 'PENDING' });
    renderWithProviders(<AccountBar />);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    act(() => useAuthStore.setState({ status: 'NOT_LOGGED_IN' }));
    act(() => screen.getByRole('button', { name: 'Sign in' }).click());
    expect(visibleModal(useModalStore.getState().stack)?.name).toBe('sign_in');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });
});
