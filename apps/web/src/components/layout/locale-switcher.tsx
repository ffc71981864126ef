import { LOCALE_NAMES } from '@sportsbook/contracts/models';
import { getLocale, getTranslations } from 'next-intl/server';
import { publicEnv } from '@/lib/env';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { LocaleMenu } from './locale-menu';
import styles from './locale-switcher.module.css';

/**
 * The language menu (spec core §2 "Switching locale"): the current language opens a list of every
 * language, each named in itself. Rendered on the server, so the 48 names never count in the
 * page's JavaScript; LocaleMenu points the links at this page in that language when it opens and
 * confirms the change for a signed-in player.
 */
export async function LocaleSwitcher() {
  const locale = await getLocale();
  const tLayout = await getTranslations('Layout');
  const tAccount = await getTranslations('account');
  return (
    <nav aria-label={tLayout('language')} className={styles.switcher}>
      <LocaleMenu failedText={tAccount('localeChangeFailed')} className={styles.menu}>
        <summary className={styles.current}>
          <span lang={locale}>{LOCALE_NAMES[locale]}</span>
        </summary>
        <ul className={styles.list}>
          {LOCALES.map((option) => (
            <li key={option}>
              <a
                href={localizedPath('/', option, DEFAULT_LOCALE, publicEnv.localePrefix)}
                hrefLang={option}
                lang={option}
                aria-current={option === locale ? 'true' : undefined}
                className={styles.link}
              >
                {LOCALE_NAMES[option]}
              </a>
            </li>
          ))}
        </ul>
      </LocaleMenu>
    </nav>
  );
}
