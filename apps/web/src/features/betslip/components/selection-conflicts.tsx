'use client';

import type { SlipSelection } from '@sportsbook/domain';
import { useFormatter, useTranslations } from 'next-intl';
import type { SlipConflicts } from '../lib/slip-conflicts';
import styles from './betslip.module.css';

/**
 * Why the slip's combo or system cannot be placed, or why Combo and System are not offered: each
 * broken rule with the selections that break it, named (issue 18 point 7). The same selections
 * carry a mark in the list (SelectionItem).
 */
export function SelectionConflicts({ id, conflicts, selections }: { id: string; conflicts: SlipConflicts; selections: readonly SlipSelection[] }) {
  const t = useTranslations('Betslip');
  const format = useFormatter();
  const byId = new Map(selections.map((selection) => [selection.id, selection]));
  const matchOf = (selection: SlipSelection) => (selection.nameB ? t('match', { home: selection.nameA, away: selection.nameB }) : selection.nameA);
  const nameOf = (selection: SlipSelection) => t('conflicts.selection', { outcome: selection.outcomeName, match: matchOf(selection) });
  return (
    <div id={id} className={styles.conflicts} data-testid="selection-conflicts">
      <p className={styles.conflictsTitle}>
        {conflicts.scope === 'bet' ? t('conflicts.titleBet', { type: conflicts.betType }) : t('conflicts.titleCombination')}
      </p>
      <ul className={styles.conflictList}>
        {conflicts.conflicts.map((conflict) => {
          const named = conflict.selectionIds.flatMap((selectionId) => byId.get(selectionId) ?? []);
          const match = named[0] ? matchOf(named[0]) : '';
          return (
            <li key={`${conflict.restriction}:${conflict.selectionIds.join(',')}`} data-testid="selection-conflict" data-restriction={conflict.restriction}>
              {t(`conflicts.${conflict.restriction}`, { selections: format.list(named.map(nameOf), { type: 'conjunction' }), count: named.length, match })}
            </li>
          );
        })}
      </ul>
      <p className={styles.conflictsHint}>{conflicts.scope === 'bet' ? t('conflicts.hintBet') : t('conflicts.hintCombination')}</p>
    </div>
  );
}
