'use client';

import type { FavouriteType } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { showAlert } from '@/lib/alerts/alert-store';
import { useFavourite, type FavouriteFailure } from '@/lib/favourites/use-favourites';
import styles from './favourite-toggle.module.css';

/**
 * The star that marks a match or tournament as a favourite (spec promotions §4 "Favorites"): a
 * toggle button (aria-pressed) named after its item. A visitor's click opens sign-in; a failed
 * call leaves the star off and an alert says why (lib/alerts).
 */
export function FavouriteToggle({ type, id, name, className }: { type: FavouriteType; id: number; name: string; className?: string }) {
  const t = useTranslations('Favourites');
  const onFailure = useCallback(
    (failure: FavouriteFailure) => showAlert(failure === 'limit' ? { kind: 'warning', title: t('limit') } : { kind: 'danger', title: t('failed') }),
    [t],
  );
  const { active, toggle } = useFavourite(type, id, onFailure);
  return (
    <button
      type="button"
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
      aria-pressed={active}
      aria-label={t('toggle', { name })}
      title={t(active ? 'remove' : 'add')}
      onClick={toggle}
      data-testid="favourite-toggle"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
