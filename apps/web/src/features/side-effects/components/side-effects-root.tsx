'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/client-only/use-hydrated';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { writeCookie } from '@/lib/side-effects/cookies';
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE, showsConsentBanner, sideEffectsApply, type Consent } from '@/lib/side-effects/rules';
import type { SideEffects } from '../lib/side-effects';

// The banner loads only for a visitor who has not chosen yet.
const ConsentBanner = lazy(() => import('./consent-banner'));

export interface SideEffectsMountProps {
  /** The consent cookie as the server read it (null: no choice yet). */
  consent: Consent | null;
  /** Mobile-app mode (spec promotions §4): no side effect at all. */
  mobileApp: boolean;
  /** Performance-test mode: no cookie banner. */
  performanceTest: boolean;
}

/**
 * The page's side effects (issue 22; spec promotions §4 "Side effects", §7), loaded by
 * ./side-effects-mount when the browser is idle (none of it is first-load JavaScript): the cookie
 * banner when it applies (no choice yet, not in an iframe, not in performance-test mode), and the
 * side effects themselves (data layer, tag manager, chat, push, reminders: ../lib/side-effects).
 * In mobile-app mode nothing runs.
 */
export default function SideEffectsRoot({ consent, mobileApp, performanceTest }: SideEffectsMountProps) {
  const t = useTranslations('SideEffects');
  const pathname = usePathname();
  // Read in the browser only (iframe), so never rendered on the server.
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(false);
  const banner = hydrated && !chosen && showsConsentBanner(consent, { mobileApp, performanceTest, inIframe: window.self !== window.top });
  const controller = useRef<SideEffects | null>(null);
  const lastPath = useRef(pathname);
  const texts = useRef({
    signUpReminder: t('signUpReminder'),
    signUpReminderDetail: t('signUpReminderDetail'),
    depositReminder: t('depositReminder'),
    depositReminderDetail: t('depositReminderDetail'),
  });

  useEffect(() => {
    if (!sideEffectsApply({ mobileApp })) return;
    let cancelled = false;
    import('../lib/side-effects')
      .then(({ startSideEffects }) => {
        if (cancelled) return;
        controller.current = startSideEffects({ consent, texts: texts.current });
        controller.current.pageChanged(lastPath.current);
      })
      .catch(reportErrorLazily);
    return () => {
      cancelled = true;
      controller.current?.stop();
      controller.current = null;
    };
    // Once per page load: the choice made later goes through `choose`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    controller.current?.pageChanged(pathname);
  }, [pathname]);

  const choose = useCallback((choice: Consent) => {
    writeCookie(CONSENT_COOKIE, choice, CONSENT_COOKIE_MAX_AGE);
    setChosen(true);
    controller.current?.setConsent(choice);
  }, []);

  return banner ? (
    <Suspense fallback={null}>
      <ConsentBanner onChoose={choose} />
    </Suspense>
  ) : null;
}
