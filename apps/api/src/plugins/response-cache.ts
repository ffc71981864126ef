import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Route option of a cacheable GET: the tags its response depends on (from validated params and
 * query), or null when this response must not be cached (it depends on the caller).
 */
export interface ResponseCachePolicy {
  tags(request: FastifyRequest): string[] | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyContextConfig {
    /** Opt-in: only routes with this option are cached (never anything per player). */
    responseCache?: ResponseCachePolicy;
  }
}

export interface ResponseCacheOptions {
  /** How long an entry is fresh without an invalidation (bounds staleness on nodes without the simulator). */
  ttlMs: number;
  /** How long past its invalidation an entry may still be served while its refresh is in flight. */
  maxStaleMs?: number;
  /** Entries requested within this window are re-rendered at once when invalidated. */
  hotWindowMs?: number;
  maxEntries?: number;
  now?: () => number;
  /**
   * A request header the responses differ by (the catalogue names' Accept-Language): each value,
   * reduced by `normalise` to the few that give different bodies, has its own entries, and the
   * responses say `Vary` by it.
   */
  vary?: { header: string; normalise: (value: string | string[] | undefined) => string };
}

/**
 * A rendered response as it goes on the wire: UTF-8 bytes (a Buffer is written to the socket as is;
 * a string body would be copied into a new string with the headers and re-encoded on every
 * request) and a strong ETag, the hash of those bytes.
 */
export interface CachedBody {
  bytes: Buffer;
  etag: string;
}

export function toCachedBody(body: string): CachedBody {
  const bytes = Buffer.from(body, 'utf8');
  return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

interface Entry {
  body: CachedBody;
  tags: string[];
  storedAt: number;
  /** When the entry stopped being current (an invalidation of one of its tags, or its TTL). */
  staleSince: number | null;
  lastHitAt: number;
}

export type Lookup = { body: CachedBody; fresh: boolean } | null;

/**
 * Serialized catalogue responses by URL, each tagged with what it depends on (`match:12`,
 * `markets:12`, `list:1` …). The simulator invalidates the tags its step touched: only those
 * entries go stale, and the ones clients are reading are re-rendered right away (refresh()), so
 * readers never wait for a rebuild. A stale entry is served only while its refresh is in flight,
 * and only for maxStaleMs (a simulator tick) past the change; after that a request waits for a
 * fresh render. The TTL bounds staleness on nodes that don't run the simulator (ARCHITECTURE §3).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  /** Invalidation counter: a render that started before an invalidation of its tags is stored stale. */
  private epoch = 0;
  private readonly tagEpochs = new Map<string, number>();
  private allEpoch = 0;
  private readonly ttlMs: number;
  private readonly maxStaleMs: number;
  private readonly hotWindowMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Set by the plugin: re-renders these keys (single flight per key) and resolves when done. */
  refresher: (keys: string[]) => Promise<void> = async () => undefined;
  readonly stats = { hits: 0, stale: 0, misses: 0, refreshes: 0 };

  constructor(options: ResponseCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxStaleMs = options.maxStaleMs ?? 1_000;
    this.hotWindowMs = options.hotWindowMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 2_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** The entry if it is fresh, or stale for less than maxStaleMs; null otherwise. */
  lookup(key: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const now = this.now();
    if (entry.staleSince === null && now - entry.storedAt > this.ttlMs) entry.staleSince = entry.storedAt + this.ttlMs;
    entry.lastHitAt = now;
    if (entry.staleSince === null) return { body: entry.body, fresh: true };
    return now - entry.staleSince <= this.maxStaleMs ? { body: entry.body, fresh: false } : null;
  }

  /** Call when a render starts; pass the result to store(). */
  renderStarted(): number {
    return this.epoch;
  }

  store(key: string, body: CachedBody, tags: string[], startedAt: number): void {
    const previous = this.entries.get(key);
    if (previous) this.unindex(key, previous);
    else if (this.entries.size >= this.maxEntries) this.evictOldest();
    const now = this.now();
    const outdated = this.allEpoch > startedAt || tags.some((tag) => (this.tagEpochs.get(tag) ?? 0) > startedAt);
    this.entries.set(key, { body, tags, storedAt: now, staleSince: outdated ? now : null, lastHitAt: previous?.lastHitAt ?? now });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  isStale(key: string): boolean {
    return this.entries.get(key)?.staleSince !== null;
  }

  /**
   * Marks the entries of these tags (all entries without tags) stale and re-renders those read
   * recently; resolves once they are fresh again, so a caller that awaits (the simulator, before
   * it publishes the step's events) leaves current responses behind.
   */
  async invalidate(tags?: Iterable<string>): Promise<void> {
    this.epoch += 1;
    const now = this.now();
    const affected = new Set<string>();
    if (tags === undefined) {
      this.allEpoch = this.epoch;
      for (const key of this.entries.keys()) affected.add(key);
    } else {
      for (const tag of tags) {
        this.tagEpochs.set(tag, this.epoch);
        for (const key of this.byTag.get(tag) ?? []) affected.add(key);
      }
    }
    const hot: string[] = [];
    for (const key of affected) {
      const entry = this.entries.get(key);
      if (!entry) continue;
      entry.staleSince ??= now;
      if (now - entry.lastHitAt <= this.hotWindowMs) hot.push(key);
    }
    // Tag epochs only matter to renders in flight; forget old ones so the map stays small.
    if (this.tagEpochs.size > 10 * this.maxEntries) this.tagEpochs.clear();
    if (hot.length > 0) await this.refresher(hot);
  }

  private unindex(key: string, entry: Entry): void {
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (oldest.done) return;
    const entry = this.entries.get(oldest.value);
    if (entry) this.unindex(oldest.value, entry);
    this.entries.delete(oldest.value);
  }
}

interface Render {
  promise: Promise<CachedBody | null>;
  resolve: (body: CachedBody | null) => void;
  startedAt: number;
}

const REFRESH_HEADER = 'x-response-cache-refresh';
/** At most this many background re-renders at a time, so a change to many entries is no storm. */
const REFRESH_CONCURRENCY = 2;
const RENDER = Symbol('response-cache-render');

type CachedRequest = FastifyRequest & { [RENDER]?: Render };

/**
 * Shared caches and browsers may keep a copy but must revalidate it on every use (the data is
 * live); the ETag makes that revalidation a 304 without a body while nothing changed.
 */
const CACHE_CONTROL = 'public, no-cache';

/** True when an If-None-Match header lists this ETag (or is `*`); weak comparison, RFC 9110 §13.1.2. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}

/** Sends a cached body: its bytes, or 304 when the client already has this version. */
async function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): Promise<void> {
  reply.header('etag', body.etag);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) {
    await reply.code(304).send();
    return;
  }
  await reply.header('content-type', 'application/json; charset=utf-8').send(body.bytes);
}

export const responseCachePlugin = fp((app: FastifyInstance, options: ResponseCacheOptions) => {
  const cache = new ResponseCache(options);
  const { vary } = options;
  // An entry per URL, and per value of the varying header: `<value> <url>` (a URL has no space).
  const keyOf = (request: FastifyRequest): string => (vary ? `${vary.normalise(request.headers[vary.header])} ${request.url}` : request.url);
  const requestOf = (key: string): { url: string; headers: Record<string, string> } => {
    if (!vary) return { url: key, headers: {} };
    const space = key.indexOf(' ');
    return { url: key.slice(space + 1), headers: { [vary.header]: key.slice(0, space) } };
  };
  const cacheHeaders = (reply: FastifyReply): void => {
    reply.header('cache-control', CACHE_CONTROL);
    if (vary) reply.header('vary', vary.header);
  };
  // Single flight: one render per URL at a time; concurrent misses wait for it.
  const rendering = new Map<string, Render>();
  // Background renders go through app.inject with this per-process secret, never a client's header.
  const refreshToken = randomBytes(16).toString('hex');
  app.decorate('responseCache', cache);

  const startRender = (key: string): Render => {
    let resolve: (body: CachedBody | null) => void = () => undefined;
    const promise = new Promise<CachedBody | null>((done) => { resolve = done; });
    const render = { promise, resolve, startedAt: cache.renderStarted() };
    rendering.set(key, render);
    return render;
  };

  const refreshOne = async (key: string): Promise<void> => {
    // A render already running started before the change: let it finish, then render again.
    await rendering.get(key)?.promise;
    if (!cache.isStale(key) || rendering.has(key)) return;
    cache.stats.refreshes += 1;
    const { url, headers } = requestOf(key);
    await app.inject({ method: 'GET', url, headers: { ...headers, [REFRESH_HEADER]: refreshToken } }).catch(() => undefined);
  };
  cache.refresher = async (keys) => {
    const queue = [...keys];
    const worker = async (): Promise<void> => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) await refreshOne(key);
    };
    await Promise.all(Array.from({ length: Math.min(REFRESH_CONCURRENCY, queue.length) }, worker));
  };

  const onRequest = async (request: CachedRequest, reply: FastifyReply): Promise<void> => {
    if (request.method !== 'GET') return;
    const key = keyOf(request);
    if (request.headers[REFRESH_HEADER] === refreshToken) {
      request[RENDER] = startRender(key);
      return;
    }
    const found = cache.lookup(key);
    const inFlight = rendering.get(key);
    let body: CachedBody | null = null;
    if (found?.fresh) {
      cache.stats.hits += 1;
      body = found.body;
    } else if (found && inFlight) {
      // Changed a moment ago and being re-rendered: the previous body, at most maxStaleMs old.
      cache.stats.stale += 1;
      body = found.body;
    } else if (inFlight) {
      body = await inFlight.promise;
    }
    if (body !== null) {
      reply.header('x-cache', found?.fresh ? 'hit' : found ? 'stale' : 'wait');
      cacheHeaders(reply);
      await sendCached(request, reply, body);
      return;
    }
    cache.stats.misses += 1;
    if (!rendering.has(key)) request[RENDER] = startRender(key);
  };

  const onSend = (policy: ResponseCachePolicy) => async (request: CachedRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const render = request[RENDER];
    if (!render) return payload;
    const key = keyOf(request);
    const tags = reply.statusCode === 200 && typeof payload === 'string' ? policy.tags(request) : null;
    const body = tags !== null && typeof payload === 'string' ? toCachedBody(payload) : null;
    if (body !== null && tags !== null) cache.store(key, body, tags, render.startedAt);
    if (rendering.get(key) === render) rendering.delete(key);
    render.resolve(body);
    if (body === null) return payload;
    cacheHeaders(reply);
    reply.header('etag', body.etag);
    return body.bytes;
  };

  // A render that failed before onSend (aborted request) must not leave waiters hanging.
  const onResponse = async (request: CachedRequest): Promise<void> => {
    const render = request[RENDER];
    const key = keyOf(request);
    if (!render || rendering.get(key) !== render) return;
    rendering.delete(key);
    render.resolve(null);
  };

  // Hooks on the cached routes only: other requests pay nothing, and the policy is at hand.
  app.addHook('onRoute', (route) => {
    const policy = route.config?.responseCache;
    if (!policy) return;
    const list = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
    route.onRequest = [...list(route.onRequest), onRequest] as typeof route.onRequest;
    route.onSend = [...list(route.onSend), onSend(policy)] as typeof route.onSend;
    route.onResponse = [...list(route.onResponse), onResponse] as typeof route.onResponse;
  });
}, { name: 'response-cache' });
