import type { Database } from './client';

/** A Drizzle transaction of either driver (repositories of other modules write through it too). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The rows of a raw `execute`, whichever driver ran it (both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
