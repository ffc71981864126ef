'use client';

import { useTranslations } from 'next-intl';
import { CountBadge } from '@/components/ui/count-badge';
import { useUnseenBonusCount } from '../hooks/use-bonus-seen';
import styles from './unseen-bonuses.module.css';

/**
 * The signed-in player's count of bonuses not yet seen (spec promotions §4 bonus notices: available,
 * active or not available), a badge in the Promotions link; read again when a bonus is issued
 * (bonus_issued), marked seen or activated. Screen readers hear it as part of the link's name.
 */
export default function UnseenBonusesCount({ userId }: { userId: number }) {
  const t = useTranslations('Promotions');
  const count = useUnseenBonusCount(userId);
  if (count === 0) return null;
  return (
    <>
      <CountBadge count={count} className={styles.badge} testId="unseen-bonuses" />
      <span className="visually-hidden">{t('unseen', { count })}</span>
    </>
  );
}
