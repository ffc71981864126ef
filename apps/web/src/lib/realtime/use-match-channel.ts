'use client';

import { useEffect } from 'react';
import { watchMatch } from './realtime-interest';

/** Subscribes the match's own channel while the calling component is mounted (a match page). */
export function useMatchChannel(matchId: number): void {
  useEffect(() => watchMatch(matchId), [matchId]);
}
