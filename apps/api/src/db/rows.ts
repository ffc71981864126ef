import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';
import type { Database } from './client';

/** A Drizzle transaction of either driver (repositories of other modules write through it too). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The rows of a raw `execute`, whichever driver ran it (both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A list as one array parameter, e.g. `${pgArray(ids)}::bigint[]` (strings quoted; no bind-parameter limit). */
export function pgArray(values: readonly (number | string)[]): string {
  return `{${values.map((value) => (typeof value === 'number' ? String(value) : `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;
}

/** A list of ids as one bigint[] parameter (an index scan with the array's real length). */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::bigint[]`;
}

/**
 * A row of `table` from its `to_json(row)` (keys are column names): each column's value as the
 * driver would have read it (timestamps as Dates, bigints as numbers, jsonb parsed), null as null.
 * For one statement that answers rows of several tables (modules/bets/bonus-facts.ts).
 */
export function rowOfJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
