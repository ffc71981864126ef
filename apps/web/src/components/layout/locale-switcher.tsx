'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import { isSignedIn, useAuthStore } from '@/lib/auth/auth-store';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import styles from './locale-switcher.module.css';

/**
 * Switching locale rewrites the path, keeps query and hash, and reloads the page (spec core §2):
 * plain links, so the browser loads the page in the new language. For a signed-in player the
 * change is applied only once the server confirms the new locale (PATCH update_locale).
 */
export function LocaleSwitcher() {
  const t = useTranslations('Locales');
  const tLayout = useTranslations('Layout');
  const locale = useLocale();
  const pathname = usePathname();
  const tAccount = useTranslations('account');
  const [failed, setFailed] = useState(false);

  const withQueryAndHash = (event: MouseEvent<HTMLAnchorElement>) => {
    const anchor = event.currentTarget;
    const target = new URL(anchor.href);
    target.search = window.location.search;
    target.hash = window.location.hash;
    anchor.href = target.toString();
    const option = anchor.hreflang;
    if (option === locale || !isSignedIn(useAuthStore.getState())) return;
    event.preventDefault();
    setFailed(false);
    import('@/lib/auth/player-settings')
      .then(({ updateLocale }) => updateLocale(option))
      .then((confirmed) => {
        if (confirmed === option) window.location.assign(target.toString());
        else setFailed(true);
      })
      .catch(() => setFailed(true));
  };

  return (
    <nav aria-label={tLayout('language')} className={styles.switcher}>
      <ul className={styles.list}>
        {LOCALES.map((option: Locale) => (
          <li key={option}>
            <a
              href={getPathname({ href: pathname, locale: option })}
              hrefLang={option}
              lang={option}
              aria-current={option === locale ? 'true' : undefined}
              className={styles.link}
              onClick={withQueryAndHash}
            >
              {t(option)}
            </a>
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className={styles.error}>
          {tAccount('localeChangeFailed')}
        </p>
      ) : null}
    </nav>
  );
}
