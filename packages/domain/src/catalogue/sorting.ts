/** Sort keys of match listings (spec core §9), each usable asc or desc as `key` or `-key`. */
export const MATCH_SORT_FIELDS = [
  'sport',
  'category',
  'tournament_id',
  'tournament_priority',
  'start_time',
  'bets_count',
] as const;
export type MatchSortField = (typeof MATCH_SORT_FIELDS)[number];

export interface MatchSort {
  field: MatchSortField;
  direction: 'asc' | 'desc';
}

/** Parses `sort_by` such as `start_time` or `-start_time,sport`; null when any key is unknown. */
export function parseMatchSort(value: string): MatchSort[] | null {
  const parts = value.split(',').map((part) => part.trim()).filter((part) => part.length > 0);
  if (parts.length === 0) return null;
  const sorts: MatchSort[] = [];
  for (const part of parts) {
    const descending = part.startsWith('-');
    const name = descending ? part.slice(1) : part.replace(/^\+/, '');
    const [field, suffix] = name.split(':');
    if (!isSortField(field)) return null;
    if (suffix !== undefined && suffix !== 'asc' && suffix !== 'desc') return null;
    sorts.push({ field, direction: descending || suffix === 'desc' ? 'desc' : 'asc' });
  }
  return sorts;
}

function isSortField(value: string | undefined): value is MatchSortField {
  const fields: readonly (string | undefined)[] = MATCH_SORT_FIELDS;
  return fields.includes(value);
}
