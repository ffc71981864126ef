import { BET_TYPE, selectionConflicts, slipSelections, type BetType, type SelectionConflict, type SelectionRestriction, type Ticket } from '@sportsbook/domain';

/**
 * The conflicts the slip shows (issue 18 point 7), from the domain rule the API places by:
 * a combo or system on the slip → its own conflicts (it cannot be placed); several singles → the
 * conflicts a combo of them would have (why Combo and System are not offered); else none.
 */
export interface SlipConflicts {
  /** 'bet': the slip's combo or system breaks them; 'combination': combining the singles would. */
  scope: 'bet' | 'combination';
  betType: BetType;
  conflicts: SelectionConflict[];
}

export function slipConflicts(ticket: Pick<Ticket, 'bets'>): SlipConflicts | null {
  const [first] = ticket.bets;
  if (first === undefined) return null;
  if (first.betType === BET_TYPE.combo || first.betType === BET_TYPE.system) {
    const conflicts = ticket.bets.flatMap((bet) => selectionConflicts(bet));
    return conflicts.length > 0 ? { scope: 'bet', betType: first.betType, conflicts } : null;
  }
  if (first.betType !== BET_TYPE.single || ticket.bets.length < 2) return null;
  const conflicts = selectionConflicts({ betType: BET_TYPE.combo, selections: slipSelections(ticket) });
  return conflicts.length > 0 ? { scope: 'combination', betType: BET_TYPE.combo, conflicts } : null;
}

/** The restrictions each selection breaks, by selection id. */
export function conflictsBySelection(conflicts: readonly SelectionConflict[]): Map<string, SelectionRestriction[]> {
  const map = new Map<string, SelectionRestriction[]>();
  for (const { restriction, selectionIds } of conflicts) {
    for (const id of selectionIds) map.set(id, [...(map.get(id) ?? []), restriction]);
  }
  return map;
}
