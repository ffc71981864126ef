'use client';

import type { LootboxDto, LootboxWonDto } from '@sportsbook/contracts/models';
import { formatExactMoney } from '@sportsbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LOOTBOX_LIST_ROOT } from '../api/lootbox-keys';
import { openLootbox } from '../api/lootboxes-api';
import { canOpen, chancePercent, prizeText } from '../lib/lootbox-view';
import styles from './lootboxes.module.css';

/** The /promotions list of the player's bonuses (features/bonuses): a free-bet prize appears there. */
const BONUS_LIST_ROOT = 'promotions';

type Opening = { kind: 'idle' | 'busy' | 'error' } | { kind: 'opened'; prize: LootboxWonDto };

/**
 * One lootbox (issue 23): the chest sized by the spec's rule (small 1, medium 2, large otherwise;
 * the server's chest_size), the prize table with chances, an Open button while the box is the
 * player's and available, and the prize revealed in a live region once opened (the lid's motion
 * only when the player has not asked for reduced motion). An opened box shows its prize after a
 * reload too: the server keeps it.
 */
export function LootboxCard({ lootbox }: { lootbox: LootboxDto }) {
  const t = useTranslations('Lootboxes');
  const statusText = useTranslations('Promotions');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState<Opening>({ kind: 'idle' });
  const won = opening.kind === 'opened' ? opening.prize : lootbox.box?.prize ?? null;
  const titleId = `lootbox-${lootbox.id}`;

  const describe = (prize: Pick<LootboxWonDto, 'kind' | 'amount' | 'currency'>) => {
    const text = prizeText(prize);
    return t(text.key, { amount: text.amount === null ? '' : formatExactMoney({ value: text.amount, currency: text.currency ?? '', subunits: 100 }, locale) });
  };
  const open = () => {
    setOpening({ kind: 'busy' });
    openLootbox(lootbox.id, locale).then(
      (opened) => {
        setOpening({ kind: 'opened', prize: opened.prize });
        void queryClient.invalidateQueries({ queryKey: [...LOOTBOX_LIST_ROOT] });
        if (opened.prize.kind === 'freebet') void queryClient.invalidateQueries({ queryKey: [BONUS_LIST_ROOT] });
      },
      () => setOpening({ kind: 'error' }),
    );
  };
  const status = lootbox.box?.computed_status;

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="lootbox-card">
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>{lootbox.name}</h3>
        {status ? <span data-testid="lootbox-status">{won ? t('opened') : statusText(`status.${status}`)}</span> : null}
      </div>
      <div className={`${styles.chest} ${styles[lootbox.chest_size]} ${won ? styles.open : ''}`} data-size={lootbox.chest_size} aria-hidden="true">
        <span className={styles.lid} />
        <span className={styles.body} />
      </div>
      {lootbox.state === 'active' ? null : <p className="muted">{t(`state.${lootbox.state}`)}</p>}
      {lootbox.terms ? <p className="muted">{lootbox.terms}</p> : null}
      <h4 className={styles.tableTitle}>{t('prizes')}</h4>
      <ul className={styles.prizes}>
        {lootbox.prizes.map((prize, index) => (
          <li key={index}>{t('chance', { prize: describe(prize), chance: chancePercent(prize.chance) })}</li>
        ))}
      </ul>
      {lootbox.box?.expired_at && !won ? <p className="muted">{t('expires', { date: new Date(lootbox.box.expired_at) })}</p> : null}
      {canOpen(lootbox) && !won ? (
        <button type="button" className="button" onClick={open} disabled={opening.kind === 'busy'} aria-busy={opening.kind === 'busy'} data-testid="lootbox-open">
          {opening.kind === 'busy' ? t('opening') : t('open', { name: lootbox.name })}
        </button>
      ) : null}
      <p role="status" className={styles.prize} data-testid="lootbox-prize">{won ? t('won', { prize: describe(won) }) : ''}</p>
      {opening.kind === 'error' ? <p role="alert" className={styles.feedback}>{t('openFailed')}</p> : null}
    </article>
  );
}
