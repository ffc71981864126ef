import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './status-page.module.css';

interface StatusPageProps {
  message: string;
  /** The locale of the texts when it is not the page's (the error pages' restricted set, lib/i18n/error-page-locale). */
  lang?: string;
  /** The home button's label in that locale; the page's page.error.home-button.title otherwise. */
  homeLabel?: string;
  /** The error page also shows an image (spec core §2). */
  image?: ReactNode;
  children?: ReactNode;
}

/**
 * Generic pages (not found, error, blocked, locked): the text and a button to the locale's home
 * (its label is the spec's page.error.home-button.title on every one of them).
 */
export function StatusPage({ message, lang, homeLabel, image, children }: StatusPageProps) {
  const t = useTranslations('page.error');
  return (
    <section className={styles.page} aria-labelledby="status-message" lang={lang}>
      {image}
      <h1 id="status-message" className={styles.message}>
        {message}
      </h1>
      {children}
      <Link href="/" className="button">
        {homeLabel ?? t('home-button.title')}
      </Link>
    </section>
  );
}
