/** What the bet slip knows of a selection (spec core §3 "Selection (slip)"), as far as announcements go. */
export interface AnnouncedSelection {
  id: string;
  outcomeName: string;
  odds: number;
  isSuspended?: boolean;
  isNotAvailable?: boolean;
}

export type SelectionChange =
  | { kind: 'oddsUp' | 'oddsDown'; outcome: string; from: number; to: number }
  | { kind: 'suspended' | 'unavailable'; outcome: string }
  | { kind: 'resumed'; outcome: string; odds: number };

/**
 * The changes between two versions of the slip's selections that a screen reader should hear:
 * a price that moved, a selection suspended or not available, one available again. Added or
 * removed selections are the player's own doing and are not listed.
 */
export function diffSelections(previous: readonly AnnouncedSelection[], next: readonly AnnouncedSelection[]): SelectionChange[] {
  const before = new Map(previous.map((selection) => [selection.id, selection]));
  const changes: SelectionChange[] = [];
  for (const selection of next) {
    const old = before.get(selection.id);
    if (!old) continue;
    const outcome = selection.outcomeName;
    const wasBlocked = Boolean(old.isSuspended || old.isNotAvailable);
    if (selection.isNotAvailable && !old.isNotAvailable) changes.push({ kind: 'unavailable', outcome });
    else if (selection.isSuspended && !old.isSuspended) changes.push({ kind: 'suspended', outcome });
    else if (wasBlocked && !selection.isSuspended && !selection.isNotAvailable) changes.push({ kind: 'resumed', outcome, odds: selection.odds });
    else if (selection.odds !== old.odds) changes.push({ kind: selection.odds > old.odds ? 'oddsUp' : 'oddsDown', outcome, from: old.odds, to: selection.odds });
  }
  return changes;
}
