import type { Counters, Sport } from '@sportsbook/contracts/models';
import { getTranslations } from 'next-intl/server';
import { sportIconId } from '@/lib/icons/icon-sets';
import { iconHref } from '@/lib/icons/sprite';
import { Link } from '@/lib/i18n/navigation';
import { sportPath } from '@/lib/routes/paths';
import styles from './sports-nav.module.css';

/** The list of sports with their icons (GET /fe-api/icons.svg) and match counts (sidebar on desktop, a scrolling row on mobile). */
export async function SportsNav({ sports, counters, iconsVersion }: { sports: Sport[]; counters: Counters | null; iconsVersion: string }) {
  const t = await getTranslations('Nav');
  const tLayout = await getTranslations('Layout');
  return (
    <nav aria-label={tLayout('sportsNavigation')} className={styles.nav}>
      <ul className={styles.list}>
        {sports.map((sport) => {
          const count = counters?.sports[String(sport.id)]?.matchCount;
          return (
            <li key={sport.id}>
              <Link href={sportPath(sport.key)} className={styles.link}>
                <svg className={styles.icon} width="18" height="18" aria-hidden="true" focusable="false">
                  <use href={iconHref(sportIconId(sport.key), iconsVersion)} />
                </svg>
                <span className={styles.name}>{sport.name}</span>
                {count === undefined ? null : (
                  <span className={styles.count} aria-label={t('matchCount', { count })}>
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
