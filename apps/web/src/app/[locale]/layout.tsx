import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { AlertHost } from '@/components/alerts/alert-host';
import { RouteProgress } from '@/components/ui/route-progress';
import { SessionRoot } from '@/features/account/components/session-root';
import { BetcodeTrigger } from '@/features/shared-bets/components/betcode-trigger';
import { SkipLink } from '@/components/ui/skip-link';
import { HostFrameMount } from '@/lib/host-frame/host-frame-mount';
import { getServerEnv } from '@/lib/server-env';
import { getSiteConfig } from '@/features/settings/api/get-site-config';
import { valueOrNull } from '@/lib/api/settle';
import { SiteConfigProvider } from '@/lib/site-config/site-config-store';
import { DEFAULT_SITE_CONFIG } from '@/lib/site-config/defaults';
import { SideEffectsMount } from '@/features/side-effects/components/side-effects-mount';
import { CONSENT_COOKIE, MOBILE_APP_COOKIE, parseConsent, PERFORMANCE_TEST_COOKIE } from '@/lib/side-effects/rules';
import { publicEnv } from '@/lib/env';
import { ErrorReportingRoot } from '@/components/errors/error-reporting-root';
import { PartBoundary } from '@/components/errors/part-boundary';
import { SESSION_COOKIE } from '@/lib/geo/visitor-group-check';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { errorPageLocale, withErrorPageTexts } from '@/lib/i18n/error-page-locale';
import { textDirection } from '@/lib/i18n/direction';
import { routing } from '@/lib/i18n/routing';
import { OddsFormatHydrator } from '@/lib/odds-format/odds-format-hydrator';
import { QueryProvider } from '@/lib/query/query-provider';
import { Link } from '@/lib/i18n/navigation';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { JackpotMount } from './_components/jackpot-mount';
import { PlayerMounts } from './_components/player-mounts';
import { ProtectionMount } from './_components/protection-mount';
import { TicketPanelMount } from './_components/ticket-panel-mount';
import { RealtimeMount } from './realtime-mount';
import { SiteHeader } from './site-header';
import { SiteSidebar } from './site-sidebar';
import styles from './layout.module.css';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(getServerEnv().SITE_URL),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('description'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f1621' };

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Layout');
  const tFooter = await getTranslations('Help.footer');
  const dir = textDirection(locale, getServerEnv().FEATURE_RTL);
  // Only what client components read goes to the browser, not the whole catalogue.
  // The error boundary's texts follow the error pages' locale set (English outside it).
  const clientMessages = withErrorPageTexts(pickClientMessages(await getMessages()), locale, errorPageLocale(locale) === locale ? {} : await getMessages({ locale: 'en' }));
  // No session cookie: a visitor, whose page makes no player calls (their 401s would only be console errors).
  const cookieStore = await cookies();
  const hasSessionCookie = cookieStore.has(SESSION_COOKIE);
  const { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: environment } = getServerEnv();
  const errorReporting = dsn ? { dsn, environment, release: publicEnv.release } : null;
  // The site configuration and feature flags (issue 22): read per request, then followed live.
  const siteConfig = (await valueOrNull(getSiteConfig(locale))) ?? DEFAULT_SITE_CONFIG;

  return (
    <html lang={locale} dir={dir}>
      <body>
        <ErrorReportingRoot config={errorReporting} />
        <NextIntlClientProvider messages={clientMessages}>
          <QueryProvider>
            <SiteConfigProvider config={siteConfig}>
              <SkipLink targetId="main" label={t('skipToContent')} />
              <RouteProgress label={t('loadingPage')} />
              <OddsFormatHydrator />
              <SessionRoot hasSessionCookie={hasSessionCookie} />
              <SiteHeader locale={locale} />
              <div className={styles.shell}>
                <PartBoundary part="sidebar">
                  <SiteSidebar locale={locale} />
                </PartBoundary>
                <main id="main" tabIndex={-1} className={styles.main}>
                  {children}
                </main>
                <div className={styles.dock}>
                  <PartBoundary part="ticket-panel">
                    <TicketPanelMount locale={locale} />
                  </PartBoundary>
                </div>
              </div>
              <footer className={styles.footer}>
                <nav aria-label={tFooter('label')}>
                  <ul className={styles.footerLinks}>
                    <li>
                      <Link href={STATIC_PATHS.about}>{tFooter('about')}</Link>
                    </li>
                    <li>
                      <Link href={STATIC_PATHS.generalRules}>{tFooter('generalRules')}</Link>
                    </li>
                    <li>
                      <Link href={STATIC_PATHS.termsAndConditions}>{tFooter('terms')}</Link>
                    </li>
                    <li>
                      <Link href={STATIC_PATHS.helpCenter}>{tFooter('helpCenter')}</Link>
                    </li>
                  </ul>
                </nav>
                <p>{t('footer')}</p>
              </footer>
              <Suspense fallback={null}>
                <BetcodeTrigger />
              </Suspense>
              <AlertHost />
              <HostFrameMount allowedOrigins={getServerEnv().HOST_ORIGINS} />
              <RealtimeMount locale={locale} />
              <PlayerMounts />
              <ProtectionMount />
              <JackpotMount />
              <SideEffectsMount
                consent={parseConsent(cookieStore.get(CONSENT_COOKIE)?.value)}
                mobileApp={cookieStore.has(MOBILE_APP_COOKIE)}
                performanceTest={cookieStore.has(PERFORMANCE_TEST_COOKIE)}
              />
            </SiteConfigProvider>
          </QueryProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
