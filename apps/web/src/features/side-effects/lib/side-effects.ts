import { showAlert } from '@/lib/alerts/alert-store';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useSelectedStore } from '@/lib/betslip/selected-store';
import { routing } from '@/lib/i18n/routing';
import {
  chatScriptUrl,
  consentAllows,
  DEPOSIT_REMINDER_COOKIE,
  DEPOSIT_REMINDER_COOKIE_MAX_AGE,
  depositReminderDelay,
  ONE_SIGNAL_SDK_URL,
  pageKeyOf,
  pathWithoutLocale,
  SIGN_UP_REMINDER_KEY,
  signUpReminderDelay,
  slipChanges,
  tagManagerScriptUrl,
  type Consent,
} from '@/lib/side-effects/rules';
import { DEFAULT_SITE_CONFIG } from '@/lib/site-config/defaults';
import { getSiteConfig as pageSiteConfig, subscribeSiteConfig } from '@/lib/site-config/site-config-store';
import { readCookie, writeCookie } from '@/lib/side-effects/cookies';
import { loadScript } from './load-script';

const getSiteConfig = () => pageSiteConfig() ?? DEFAULT_SITE_CONFIG;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    __lc?: { license?: string };
    intercomSettings?: { app_id: string };
    OneSignalDeferred?: ((oneSignal: { init: (options: { appId: string }) => Promise<void> }) => void | Promise<void>)[];
  }
}

export interface SideEffectTexts {
  signUpReminder: string;
  signUpReminderDetail: string;
  depositReminder: string;
  depositReminderDetail: string;
}

export interface SideEffects {
  pageChanged: (pathname: string) => void;
  setConsent: (consent: Consent) => void;
  stop: () => void;
}

/**
 * The side effects of spec promotions §4 and §7, loaded when the browser is idle and only outside
 * mobile-app mode (features/side-effects/components/side-effects-mount): the data layer with the
 * page keys of core §2 and the slip's add / remove events of core §4; with the visitor's consent
 * the tag manager, the chat widget and OneSignal push when the site configures them (and when it
 * does later: the configuration is followed live); the sign-up reminder for a visitor and the
 * deposit reminder for the configured player group.
 */
export function startSideEffects({ consent: initialConsent, texts }: { consent: Consent | null; texts: SideEffectTexts }): SideEffects {
  window.dataLayer ??= [];
  const dataLayer = window.dataLayer;
  let consent = initialConsent;
  const timers = new Map<'signUp' | 'deposit', number>();

  const loadAllowed = () => {
    const config = getSiteConfig();
    const allows = consentAllows(consent);
    if (allows.analytics && config.tagManager.containerId) {
      if (!dataLayer.some((entry) => entry.event === 'gtm.js')) dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      loadScript(tagManagerScriptUrl(config.tagManager.scriptUrl, config.tagManager.containerId));
    }
    if (allows.chat && (config.chatType === 'livechat' || config.chatType === 'intercom') && config.chatAccountId) {
      if (config.chatType === 'livechat') window.__lc = { ...window.__lc, license: config.chatAccountId };
      else window.intercomSettings = { app_id: config.chatAccountId };
      loadScript(chatScriptUrl(config.chatType, config.chatAccountId));
    }
    if (allows.push && config.pushType === 'one_signal' && config.oneSignalAppId) {
      const appId = config.oneSignalAppId;
      window.OneSignalDeferred ??= [];
      window.OneSignalDeferred.push((oneSignal) => oneSignal.init({ appId }));
      loadScript(ONE_SIGNAL_SDK_URL, (script) => {
        script.defer = true;
      });
    }
  };

  const schedule = (which: 'signUp' | 'deposit', delay: number | null, fire: () => void) => {
    if (delay === null) {
      window.clearTimeout(timers.get(which));
      timers.delete(which);
      return;
    }
    if (timers.has(which)) return;
    timers.set(which, window.setTimeout(fire, delay));
  };

  const reminders = () => {
    const { status, profile } = useAuthStore.getState();
    const config = getSiteConfig();
    schedule('signUp', signUpReminderDelay({ status, seconds: config.signUpReminderSeconds, alreadyShown: localStorage.getItem(SIGN_UP_REMINDER_KEY) !== null }), () => {
      localStorage.setItem(SIGN_UP_REMINDER_KEY, new Date().toISOString());
      showAlert({ kind: 'info', title: texts.signUpReminder, description: texts.signUpReminderDetail, topic: 'sign-up-reminder' });
    });
    schedule(
      'deposit',
      depositReminderDelay({ status, groupIds: profile?.statuses.map((group) => group.id) ?? [], reminder: config.depositReminder, cookieSet: readCookie(DEPOSIT_REMINDER_COOKIE) !== null }),
      () => {
        writeCookie(DEPOSIT_REMINDER_COOKIE, '1', DEPOSIT_REMINDER_COOKIE_MAX_AGE);
        showAlert({ kind: 'info', title: texts.depositReminder, description: texts.depositReminderDetail, topic: 'deposit-reminder' });
      },
    );
  };

  let selected = useSelectedStore.getState().selectedIds;
  const stopSlip = useSelectedStore.subscribe((state) => {
    if (state.selectedIds === selected) return;
    const { added, removed } = slipChanges(selected, state.selectedIds);
    selected = state.selectedIds;
    for (const id of added) dataLayer.push({ event: 'slip_add', selection_id: id });
    for (const id of removed) dataLayer.push({ event: 'slip_remove', selection_id: id });
  });
  const stopConfig = subscribeSiteConfig(() => {
    loadAllowed();
    reminders();
  });
  const stopAuth = useAuthStore.subscribe(reminders);
  loadAllowed();
  reminders();

  return {
    pageChanged: (pathname) => {
      const declared = document.querySelector<HTMLElement>('[data-page-key]')?.dataset.pageKey ?? null;
      const pageKey = pageKeyOf(pathWithoutLocale(pathname, routing.locales), declared);
      if (pageKey) dataLayer.push({ event: 'page_view', page_key: pageKey, page_path: pathname });
    },
    setConsent: (next) => {
      consent = next;
      loadAllowed();
    },
    stop: () => {
      stopSlip();
      stopConfig();
      stopAuth();
      for (const timer of timers.values()) window.clearTimeout(timer);
    },
  };
}
