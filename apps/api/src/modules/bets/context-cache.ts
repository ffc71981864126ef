import { selectionKeyOf, type BookOutcome, type PlacementContext, type PlacementContextRequest, type PlacingPlayer } from './placement-context';

/**
 * What placements read before they are validated, kept for the next placements of the same
 * session and lines (BetsRepository.placementContext): a bettor's second bet, or anyone's bet on
 * a line just bet on, is validated without a read of the database, which at 1,000 placements/s
 * spared a whole batched call and its queue (p99 at 1,000/s on PostgreSQL: docs/benchmarks.md).
 *
 * Nothing here is trusted with money. A placement validated from the cache is checked again in
 * place_bet_batch's transaction (db/functions/place_bet_batch.sql: session alive, not pve, same
 * acceptance-mode setting, every leg still at the validated price and status) and answered
 * `stale_context` or `stale` when it no longer holds; and a refusal found from the cache is never
 * answered before it is found again from a fresh read (BetService.place). The cache only decides
 * how often a placement needs a read first.
 *
 * Only live sessions are kept (a dead one is read every time and answered 401). Sessions with
 * their players are kept `sessionTtlMs`, lines `lineTtlMs` (prices move; an old line costs a
 * `stale` round and a fresh read). Both maps are bounded: the oldest entries go first.
 */
export const CONTEXT_CACHE_LIMITS = { sessionTtlMs: 30_000, lineTtlMs: 1_000, maxSessions: 10_000, maxLines: 20_000 } as const;

interface Kept<Value> {
  value: Value;
  keptAt: number;
}

export class PlacementContextCache {
  private readonly sessions = new Map<string, Kept<{ userId: number; player: PlacingPlayer }>>();
  private readonly lines = new Map<string, Kept<BookOutcome>>();

  constructor(
    /** Milliseconds of a monotonic clock (tests pass their own). */
    private readonly now: () => number = () => performance.now(),
    private readonly limits: { sessionTtlMs: number; lineTtlMs: number; maxSessions: number; maxLines: number } = CONTEXT_CACHE_LIMITS,
  ) {}

  /** The request's context when everything it reads is kept and fresh enough, else null. */
  get(request: PlacementContextRequest): PlacementContext | null {
    const now = this.now();
    const session = fresh(this.sessions.get(request.sessionHash), now, this.limits.sessionTtlMs);
    if (!session || session.userId !== request.userId) return null;
    const book = new Map<string, BookOutcome>();
    for (const key of request.keys) {
      const id = selectionKeyOf(key);
      const line = fresh(this.lines.get(id), now, this.limits.lineTtlMs);
      if (!line) return null;
      book.set(id, line);
    }
    return { alive: true, player: session.player, book, cached: true };
  }

  /** Keeps what a fresh read answered for this request (a dead session or a missing player is not kept). */
  remember(request: PlacementContextRequest, context: PlacementContext): void {
    if (context.alive && context.player) keep(this.sessions, request.sessionHash, { userId: request.userId, player: context.player }, this.now(), this.limits.maxSessions);
    this.rememberLines(context.book.values());
  }

  /** Keeps book lines read afresh. */
  rememberLines(lines: Iterable<BookOutcome>): void {
    const now = this.now();
    for (const line of lines) keep(this.lines, selectionKeyOf(line), line, now, this.limits.maxLines);
  }

  /** Forgets the request's session and lines: they turned out not to hold. */
  forget(request: PlacementContextRequest): void {
    this.sessions.delete(request.sessionHash);
    for (const key of request.keys) this.lines.delete(selectionKeyOf(key));
  }
}

function fresh<Value>(kept: Kept<Value> | undefined, now: number, ttlMs: number): Value | null {
  return kept && now - kept.keptAt < ttlMs ? kept.value : null;
}

/** Sets `key` (as the newest entry) and drops the oldest entries beyond `max`. */
function keep<Value>(map: Map<string, Kept<Value>>, key: string, value: Value, now: number, max: number): void {
  map.delete(key);
  map.set(key, { value, keptAt: now });
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}
