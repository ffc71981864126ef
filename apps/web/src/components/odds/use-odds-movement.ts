'use client';

import { useEffect, useState } from 'react';

export type OddsMove = 'up' | 'down' | null;

/** How long a moved price stays marked. */
export const ODDS_MOVE_MS = 3_000;

/**
 * Which way a price last moved, for a few seconds after it did. The first value is never a move.
 * The previous price is kept in state and compared during render (React's "adjust state when a
 * prop changes" pattern), so the mark shows in the same render as the new price.
 */
export function useOddsMovement(odds: number): OddsMove {
  const [last, setLast] = useState<{ odds: number; move: OddsMove; at: number }>({ odds, move: null, at: 0 });
  if (odds !== last.odds) {
    setLast({ odds, move: odds > last.odds ? 'up' : 'down', at: last.at + 1 });
  }
  useEffect(() => {
    if (last.move === null) return;
    const timer = window.setTimeout(() => setLast((state) => (state.at === last.at ? { ...state, move: null } : state)), ODDS_MOVE_MS);
    return () => window.clearTimeout(timer);
  }, [last.move, last.at]);
  return last.move;
}
