import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './status-page.module.css';

interface StatusPageProps {
  message: string;
  /** The error page also shows an image (spec core §2). */
  image?: ReactNode;
  children?: ReactNode;
}

/**
 * Generic pages (not found, error, blocked, locked): the text and a button to the locale's home
 * (its label is the spec's page.error.home-button.title on every one of them).
 */
export function StatusPage({ message, image, children }: StatusPageProps) {
  const t = useTranslations('page.error');
  return (
    <section className={styles.page} aria-labelledby="status-message">
      {image}
      <h1 id="status-message" className={styles.message}>
        {message}
      </h1>
      {children}
      <Link href="/" className="button">
        {t('home-button.title')}
      </Link>
    </section>
  );
}
