import { z } from 'zod';

/**
 * Rules every request parameter that reaches the database shares, so bad input is the usual 400
 * naming the parameter instead of a PostgreSQL data exception (a 500).
 */

/** Largest value of a PostgreSQL `integer` (int4) column: ids, market types, page numbers. */
export const PG_INT4_MAX = 2_147_483_647;

/** A positive integer that fits an int4 column, in a JSON body (`.max(n)` narrows it further). */
export const positiveIntSchema = z.number().int().positive().max(PG_INT4_MAX);

/** The same from a query string or a path segment, whose text is coerced to a number first. */
export const positiveIntParamSchema = z.coerce.number().int().positive().max(PG_INT4_MAX);

/**
 * Free text a client sends (keys, names, search terms, tokens): no control character. PostgreSQL
 * refuses NUL in text and jsonb, and no other control character belongs in such a value.
 */
export const plainTextSchema = z.string().regex(/^\P{Cc}*$/u, 'must not contain control characters');

/** A comma-separated list or repeated parameter, as `?id=1,2` or `?id=1&id=2`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((entry) => String(entry).split(',')).filter((entry) => entry !== '');
  }, z.array(item).optional());
}
