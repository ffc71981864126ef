/**
 * Whether a failed database call is known to have changed nothing: the server answered with an
 * error (a SQLSTATE), so the statement and its transaction rolled back. A call that failed without
 * an answer (the connection closed, timed out, or the server went away: class 08, or 57P admin
 * shutdown) may have committed before its answer was lost: its outcome is unknown, and replaying
 * it could do its work twice (issue 19 point 11).
 */
export function databaseRolledBack(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('08') && !code.startsWith('57P');
}

/** A database call whose outcome is unknown (see databaseRolledBack). */
export class OutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super('the database call may have committed before its answer was lost', { cause });
  }
}
