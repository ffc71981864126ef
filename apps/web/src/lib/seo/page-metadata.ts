import type { Metadata } from 'next';
import { getServerEnv } from '@/lib/server-env';
import type { Locale } from '@/lib/i18n/routing';
import { alternateLinks } from './alternate-links';

/** Title, canonical + alternates, and robots for a page. */
export function pageMetadata({ title, pathname, locale }: { title: string; pathname: string; locale: Locale }): Metadata {
  const env = getServerEnv();
  return {
    title,
    alternates: alternateLinks(pathname, locale),
    robots: env.INDEXING_ENABLED ? { index: true, follow: true } : { index: false, follow: false },
  };
}
