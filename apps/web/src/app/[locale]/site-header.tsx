import { getTranslations } from 'next-intl/server';
import { DeferredHydration } from '@/components/ui/deferred-hydration';
import { LocaleSwitcher } from '@/components/layout/locale-switcher';
import { AccountBar } from '@/features/account/components/account-bar';
import { UnseenBonuses } from '@/features/bonuses/components/unseen-bonuses';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { getSettings } from '@/features/settings/api/get-settings';
import { OddsFormatSwitcher } from '@/features/odds-format/components/odds-format-switcher';
import { SearchBox } from '@/features/search/components/search-box';
import { valueOrNull } from '@/lib/api/settle';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { STATIC_PATHS } from '@/lib/routes/paths';
import { enabledSpecialPages } from './special-pages';
import styles from './site-header.module.css';

/**
 * One compact header row (issue 18 point 6): brand, search, the display settings (from 960 px;
 * below, in a menu), the bell and the account area (balance, deposit, account menu); then the main
 * navigation (special pages only when settings enable them).
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations('Nav');
  const tLayout = await getTranslations('Layout');
  const settings = await valueOrNull(getSettings(locale));
  const links = [
    { key: 'home', href: STATIC_PATHS.home },
    { key: 'live', href: STATIC_PATHS.live },
    { key: 'cybersport', href: STATIC_PATHS.cybersport },
    { key: 'schedule', href: STATIC_PATHS.schedule },
    { key: 'results', href: STATIC_PATHS.results },
    { key: 'favorites', href: STATIC_PATHS.favorites },
    { key: 'promotions', href: STATIC_PATHS.promotions },
    ...(settings ? enabledSpecialPages(settings) : []),
  ] as const;

  // The display settings: in the header row from 960 px; below, in the visitor's settings menu or the account menu.
  const displaySettings = (
    <>
      <OddsFormatSwitcher />
      <LocaleSwitcher />
    </>
  );

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link href="/" className={styles.brand} aria-label={tLayout('homeLink')}>
          <span className={styles.brandFull}>{tLayout('brand')}</span>
          <span className={styles.brandMark} aria-hidden="true">
            {tLayout('brand').slice(0, 1)}
          </span>
        </Link>
        {/* The client parts hydrate apart, each in short tasks (components/ui/deferred-hydration). */}
        <DeferredHydration>
          <SearchBox />
        </DeferredHydration>
        <div className={styles.settings} aria-label={tLayout('settings')} role="group">
          <DeferredHydration>{displaySettings}</DeferredHydration>
        </div>
        <div className={styles.account}>
          <DeferredHydration>
            <NotificationsBell />
          </DeferredHydration>
          <DeferredHydration>
            <AccountBar settings={displaySettings} />
          </DeferredHydration>
        </div>
      </div>
      <nav aria-label={tLayout('mainNavigation')} className={styles.nav}>
        <DeferredHydration>
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.key}>
                <Link href={link.href} className={styles.navLink}>
                  {t(link.key)}
                  {link.key === 'promotions' ? <UnseenBonuses /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </DeferredHydration>
      </nav>
    </header>
  );
}
