/** Structural equality of plain JSON-like values (what the API sends): objects, arrays, primitives. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && sameValue(left[key], right[key]));
}

/**
 * Merges `next` into `previous` field by field: every field equal in value keeps the previous
 * reference, and when nothing differs the previous object itself is returned, so React Query
 * notifies no one and React re-renders nothing (spec: fields update only when changed).
 */
export function mergeFields<T extends object>(previous: T, next: T, special: Partial<{ [K in keyof T]: (a: T[K], b: T[K]) => T[K] }> = {}): T {
  let changed = false;
  const merged = { ...next };
  for (const key of Object.keys(next) as (keyof T)[]) {
    const mergeField = special[key];
    const value = mergeField ? mergeField(previous[key], next[key]) : sameValue(previous[key], next[key]) ? previous[key] : next[key];
    merged[key] = value;
    if (value !== previous[key]) changed = true;
  }
  if (Object.keys(previous).length !== Object.keys(next).length) changed = true;
  return changed ? merged : previous;
}
