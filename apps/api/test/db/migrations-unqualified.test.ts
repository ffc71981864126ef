import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Migrations name no schema: the API applies them wherever search_path points (the PostgreSQL
 * tests give each run its own schema, an operator may too), and a `"public".` reference (what
 * drizzle-kit writes for a foreign key) breaks every such database.
 */
describe('migrations', () => {
  it('never qualify a name with the public schema', () => {
    const folder = join(import.meta.dirname, '../../src/db/migrations');
    const offending = readdirSync(folder)
      .filter((file) => file.endsWith('.sql'))
      .filter((file) => /"public"\./.test(readFileSync(join(folder, file), 'utf8')));
    expect(offending).toEqual([]);
  });
});
