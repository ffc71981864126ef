/**
 * How a market's outcomes are laid out on the match page (issue 18 point 3): by how many there
 * are and how long their labels run, so that a player always reads what they are backing.
 *
 * - `columns` 3: short labels in threes (1 X 2, double chance, goal N, set winners of three);
 * - `columns` 2: pairs and even lists of middling labels (over/under, yes/no, handicaps);
 * - `columns` 1: full-width rows for long labels (player and team names, long totals);
 * - `scores`: a correct-score grid, home wins | draws | away wins, each column in score order,
 *   with the rest ("Other") in a full-width row below.
 *
 * Labels are measured in characters; the CSS lets a label wrap, never clip, whatever the width.
 */
export type MarketLayout =
  | { kind: 'columns'; columns: 1 | 2 | 3 }
  | { kind: 'scores'; placements: ScorePlacement[] };

/** Where an outcome of a correct-score market sits: column 1 home wins, 2 draws, 3 away wins, 0 the full-width row below. */
export interface ScorePlacement {
  column: 0 | 1 | 2 | 3;
  row: number;
}

/** The longest label (in characters) that still fits three to a row at 360 px next to its price. */
const THREE_COLUMN_LABEL = 10;
/** The longest label that fits two to a row at 360 px. */
const TWO_COLUMN_LABEL = 16;

const SCORE = /^\s*(\d{1,3})\s*[:-]\s*(\d{1,3})\s*$/;

export function marketLayout(labels: readonly string[]): MarketLayout {
  const scores = scorePlacements(labels);
  if (scores) return { kind: 'scores', placements: scores };
  const longest = labels.reduce((max, label) => Math.max(max, [...label.trim()].length), 0);
  const count = labels.length;
  if (count <= 1) return { kind: 'columns', columns: 1 };
  // Short labels go three to a row unless they pair up evenly and not in threes (2, 4, 8: two to a row).
  if (longest <= THREE_COLUMN_LABEL && (count % 3 === 0 || count % 2 !== 0)) return { kind: 'columns', columns: 3 };
  if (longest <= TWO_COLUMN_LABEL && count % 2 === 0) return { kind: 'columns', columns: 2 };
  return { kind: 'columns', columns: 1 };
}

/**
 * A correct-score market: at least three labels read as scores ("2:1", "0-0"), and at most one
 * does not ("Other"). Null for any other market.
 */
function scorePlacements(labels: readonly string[]): ScorePlacement[] | null {
  const parsed = labels.map((label) => {
    const match = SCORE.exec(label);
    return match ? { home: Number(match[1]), away: Number(match[2]) } : null;
  });
  const scoreCount = parsed.filter((score) => score !== null).length;
  if (scoreCount < 3 || labels.length - scoreCount > 1) return null;
  const columnOf = (score: { home: number; away: number }): 1 | 2 | 3 => (score.home > score.away ? 1 : score.home === score.away ? 2 : 3);
  // Each column in score order: fewer goals first, then the home side's.
  const order = parsed
    .map((score, index) => ({ score, index }))
    .filter((entry): entry is { score: { home: number; away: number }; index: number } => entry.score !== null)
    .sort((a, b) => a.score.home + a.score.away - (b.score.home + b.score.away) || b.score.home - a.score.home);
  const rows = [0, 0, 0, 0];
  const placements: ScorePlacement[] = labels.map(() => ({ column: 0, row: 0 }));
  for (const { score, index } of order) {
    const column = columnOf(score);
    rows[column] = (rows[column] ?? 0) + 1;
    placements[index] = { column, row: rows[column] ?? 1 };
  }
  const lastRow = Math.max(rows[1] ?? 0, rows[2] ?? 0, rows[3] ?? 0);
  parsed.forEach((score, index) => {
    if (score === null) placements[index] = { column: 0, row: lastRow + 1 };
  });
  return placements;
}
