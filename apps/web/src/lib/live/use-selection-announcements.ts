'use client';

import { formatOdds } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { announcePolitely } from '@/lib/a11y/announcer-store';
import { useOddsFormat } from '@/lib/odds-format/odds-format-store';
import { diffSelections, type AnnouncedSelection } from './selection-changes';

/**
 * For the bet slip: announces politely every change of its selections' prices and
 * availability (issue 4: "a screen reader hears a polite announcement for changes in the bet
 * slip's selections"). Pass the slip's selections on every render.
 */
export function useSelectionAnnouncements(selections: readonly AnnouncedSelection[]): void {
  const t = useTranslations('realtime');
  const format = useOddsFormat();
  const previous = useRef(selections);

  useEffect(() => {
    const changes = diffSelections(previous.current, selections);
    previous.current = selections;
    if (changes.length === 0) return;
    const odds = (value: number) => formatOdds(value, format);
    const messages = changes.map((change) => {
      switch (change.kind) {
        case 'oddsUp':
          return t('selectionOddsUp', { outcome: change.outcome, from: odds(change.from), to: odds(change.to) });
        case 'oddsDown':
          return t('selectionOddsDown', { outcome: change.outcome, from: odds(change.from), to: odds(change.to) });
        case 'suspended':
          return t('selectionSuspended', { outcome: change.outcome });
        case 'unavailable':
          return t('selectionUnavailable', { outcome: change.outcome });
        case 'resumed':
          return t('selectionResumed', { outcome: change.outcome, odds: odds(change.odds) });
      }
    });
    announcePolitely(messages.join('. '));
  }, [selections, t, format]);
}
