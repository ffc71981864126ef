/**
 * Told when sessions of a player end (sign-out, password change or reset, lock, time-out or
 * self-exclusion), after the change is stored, with the ended sessions' hashes: the app closes
 * their realtime connections on every node and refuses their realtime tokens (issue 19 point 4).
 * It never throws: the sessions are ended whatever happens to the realtime side.
 */
export type SessionsEnded = (userId: number, sessionHashes: readonly string[]) => Promise<void>;
