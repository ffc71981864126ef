'use client';

import type { Pagination } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import styles from './listing-pagination.module.css';

/** Previous / next page links that keep the other listing parameters. */
export function ListingPagination({ pagination, searchParams }: { pagination: Pagination; searchParams: Record<string, string> }) {
  const t = useTranslations('Listing');
  const pathname = usePathname();
  if (pagination.lastPage <= 1) return null;
  const hrefFor = (page: number) => ({ pathname, query: { ...searchParams, page: String(page) } });
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      {pagination.page > 1 ? (
        <Link href={hrefFor(pagination.page - 1)} rel="prev" className="button button-secondary">
          {t('previous')}
        </Link>
      ) : null}
      <span aria-current="page">{t('pageOf', { page: pagination.page, lastPage: pagination.lastPage })}</span>
      {pagination.page < pagination.lastPage ? (
        <Link href={hrefFor(pagination.page + 1)} rel="next" className="button button-secondary">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
