'use client';

import type { BonusDto } from '@sportsbook/contracts/models';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ProxiedImage } from '@/components/media/proxied-image';
import { mediaUrl } from '@/lib/media/media-url';
import { useSiteConfig } from '@/lib/site-config/site-config-store';
import { ActivateBonus } from './activate-bonus';
import { BonusSummary } from './bonus-summary';
import styles from './promotions.module.css';

/** A campaign's banner: 3 : 1, as wide as the card (at most 600 px). */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

/** One bonus on /promotions: its name (and "New" until this showing), facts, Activate when it waits for it, and its detail modal. */
export function BonusCard({ bonus, onOpen }: { bonus: BonusDto; onOpen: (bonus: BonusDto) => void }) {
  const t = useTranslations('Promotions');
  const headingId = useId();
  const cmsBaseUrl = useSiteConfig((config) => config.cmsBaseUrl);
  const banner = bonus.banners[0];
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="bonus-card" data-bonus-type={bonus.type}>
      {banner ? (
        <ProxiedImage
          className={styles.banner}
          src={mediaUrl(banner.url, cmsBaseUrl)}
          alt={banner.alternative_text}
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          maxWidth={BANNER_WIDTH / 2}
          sizes="(max-width: 600px) 100vw, 600px"
        />
      ) : null}
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {bonus.name}
        </h3>
        {bonus.issued?.seen === false ? <span className={styles.newTag}>{t('new')}</span> : null}
      </div>
      <BonusSummary bonus={bonus} />
      <div className={styles.actions}>
        <ActivateBonus bonus={bonus} />
        <button type="button" className="button-secondary" onClick={() => onOpen(bonus)} aria-describedby={headingId}>
          {t('details')}
        </button>
      </div>
    </article>
  );
}
