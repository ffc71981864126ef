/** Market type ids (the wire market id) the builder can combine, and the builder group they show in. */
export const CUSTOM_BET_GROUP_BY_TYPE: Readonly<Record<number, string>> = {
  1: 'result',
  10: 'result',
  18: 'goals',
  29: 'goals',
  8: 'goals',
  16: 'handicap',
  41: 'score',
  60: 'half',
};

/** custom_bet_groups of a market spec (empty: not offered in the builder; Draw no bet is not, see README). */
export function customBetGroupsFor(typeId: number): string[] {
  const group = CUSTOM_BET_GROUP_BY_TYPE[typeId];
  return group ? [group] : [];
}
