import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '@/lib/alerts/alert-store';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useSelectedStore } from '@/lib/betslip/selected-store';
import { DEFAULT_SITE_CONFIG } from '@/lib/site-config/defaults';
import { SiteConfigProvider } from '@/lib/site-config/site-config-store';
import { startSideEffects } from './side-effects';

const texts = { signUpReminder: 'Ready to bet?', signUpReminderDetail: 'Sign up', depositReminder: 'Top up', depositReminderDetail: 'Deposit' };
const withConfig = (changes: Partial<typeof DEFAULT_SITE_CONFIG>) => render(<SiteConfigProvider config={{ ...DEFAULT_SITE_CONFIG, ...changes }}>{null}</SiteConfigProvider>);
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

describe('startSideEffects', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    document.head.innerHTML = '';
    delete window.dataLayer;
    localStorage.clear();
    useAlertStore.setState({ current: null });
  });

  it('loads the tag manager only once consent is given, and pushes page views and slip changes', () => {
    withConfig({ tagManager: { containerId: 'GTM-UNIT1', scriptUrl: 'https://tags.example/gtm.js' } });
    const effects = startSideEffects({ consent: 'necessary', texts });
    effects.pageChanged('/ar/live');
    act(() => useSelectedStore.setState({ selectedIds: ['m1:1:1'] }));
    act(() => useSelectedStore.setState({ selectedIds: [] }));
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_key: 'in_play', page_path: '/ar/live' },
      { event: 'slip_add', selection_id: 'm1:1:1' },
      { event: 'slip_remove', selection_id: 'm1:1:1' },
    ]);
    effects.setConsent('all');
    expect(scripts()).toEqual(['https://tags.example/gtm.js?id=GTM-UNIT1']);
    effects.stop();
  });

  it('reminds a visitor to sign up once, after the configured seconds', () => {
    vi.useFakeTimers();
    useAuthStore.setState({ status: 'NOT_LOGGED_IN' });
    withConfig({ signUpReminderSeconds: 30 });
    const effects = startSideEffects({ consent: null, texts });
    vi.advanceTimersByTime(29_000);
    expect(useAlertStore.getState().current).toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(useAlertStore.getState().current?.title).toBe('Ready to bet?');
    effects.stop();
    useAlertStore.setState({ current: null });
    const again = startSideEffects({ consent: null, texts });
    vi.advanceTimersByTime(60_000);
    expect(useAlertStore.getState().current).toBeNull();
    again.stop();
  });
});
