import { CentrifugoPublisher } from './brokers/centrifugo';
import { InProcessPublisher } from './publisher';
import { RedisBroker } from './brokers/redis';
import type { RealtimePublisher } from './types';

/** Plain values the lead maps from env.ts (ARCHITECTURE §3: REALTIME_MODE, REDIS_URL, CENTRIFUGO_*). */
export interface RealtimeConfig {
  mode: 'embedded' | 'centrifugo';
  redisUrl?: string | undefined;
  /** Key and pub/sub prefix in Redis (REDIS_PREFIX). */
  redisPrefix?: string | undefined;
  centrifugoApiUrl?: string | undefined;
  centrifugoApiKey?: string | undefined;
  /** Publications kept per channel for recovery, and for how long. */
  historySize?: number | undefined;
  historyTtlSeconds?: number | undefined;
}

/**
 * embedded without REDIS_URL → in-process broker (one node); embedded with REDIS_URL → Redis
 * broker (many nodes); centrifugo → HTTP API publisher (no gateway: use `isRealtimeBroker`).
 */
export function createRealtimePublisher(config: RealtimeConfig): RealtimePublisher {
  const historySize = config.historySize ?? 100;
  const historyTtlSeconds = config.historyTtlSeconds ?? 300;
  if (config.mode === 'centrifugo') {
    if (!config.centrifugoApiUrl || !config.centrifugoApiKey) {
      throw new Error('REALTIME_MODE=centrifugo needs CENTRIFUGO_API_URL and CENTRIFUGO_API_KEY');
    }
    return new CentrifugoPublisher({ apiUrl: config.centrifugoApiUrl, apiKey: config.centrifugoApiKey });
  }
  if (config.redisUrl) return new RedisBroker({ url: config.redisUrl, historySize, historyTtlSeconds, ...(config.redisPrefix ? { prefix: config.redisPrefix } : {}) });
  return new InProcessPublisher({ history: { size: historySize, ttlMs: historyTtlSeconds * 1000 } });
}
