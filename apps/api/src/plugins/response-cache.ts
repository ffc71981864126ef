import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/**
 * Serialized catalogue responses by URL. The local simulator invalidates on every write; the TTL
 * bounds staleness on nodes that don't run the simulator (ARCHITECTURE §3, many machines).
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; version: number; storedAt: number }>();
  private version = 0;

  constructor(private readonly ttlMs: number, private readonly maxEntries = 2_000, private readonly now: () => number = () => performance.now()) {}

  get(key: string): string | null {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== this.version || this.now() - entry.storedAt > this.ttlMs) return null;
    return entry.body;
  }

  set(key: string, body: string): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { body, version: this.version, storedAt: this.now() });
  }

  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }
}

const CACHED_PREFIX = '/sportsbook/v1/';

export const responseCachePlugin = fp((app: FastifyInstance, options: { ttlMs: number }) => {
  const cache = new ResponseCache(options.ttlMs);
  // Single flight: after an invalidation, concurrent misses of one URL wait for the first to render.
  const pending = new Map<string, { promise: Promise<string | null>; resolve: (body: string | null) => void }>();
  app.decorate('responseCache', cache);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith(CACHED_PREFIX)) return;
    const cached = cache.get(request.url) ?? (await pending.get(request.url)?.promise) ?? null;
    if (cached !== null) {
      await reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit').send(cached);
      return;
    }
    if (!pending.has(request.url)) {
      let resolve: (body: string | null) => void = () => undefined;
      const promise = new Promise<string | null>((done) => { resolve = done; });
      pending.set(request.url, { promise, resolve });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith(CACHED_PREFIX) || reply.getHeader('x-cache') !== undefined) return payload;
    const ok = reply.statusCode === 200 && typeof payload === 'string';
    if (ok) cache.set(request.url, payload);
    pending.get(request.url)?.resolve(ok ? payload : null);
    pending.delete(request.url);
    return payload;
  });
}, { name: 'response-cache' });
