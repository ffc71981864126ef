import type { Publication, RealtimePublisher } from '../types';

export interface CentrifugoOptions {
  /** Base of Centrifugo's HTTP API, e.g. http://centrifugo:8000/api */
  apiUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/**
 * Publishes through a real Centrifugo's server HTTP API (realtime-protocol.md "Publishing to real
 * Centrifugo"): POST {apiUrl}/publish with X-API-Key and {channel, data}. Centrifugo answers 200
 * with either `result` or `error`, so the body is always checked. Browsers connect to Centrifugo
 * itself in this mode; there is no gateway on the API nodes.
 */
export class CentrifugoPublisher implements RealtimePublisher {
  private readonly apiBase: string;

  constructor(private readonly options: CentrifugoOptions) {
    this.apiBase = options.apiUrl.replace(/\/+$/, '');
  }

  publish(channel: string, publication: Publication): Promise<void> {
    return this.call('publish', { channel, data: publication }, `publish to ${channel}`);
  }

  /**
   * Closes every connection of `user` on the Centrifugo cluster (its server API `disconnect`).
   * Centrifugo cannot tell one session's connections from another's, so all of the player's close
   * with a code that lets the client reconnect: a live session comes back at once, an ended one
   * comes back only while its token lasts (`REALTIME_TOKEN_TTL_SECONDS`), since the token endpoint
   * refuses it a new one.
   */
  disconnectUser(user: string, disconnect: { code: number; reason: string }): Promise<void> {
    return this.call('disconnect', { user, disconnect }, `disconnect of user ${user}`);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private async call(method: 'publish' | 'disconnect', body: unknown, what: string): Promise<void> {
    const response = await fetch(`${this.apiBase}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.options.apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
    });
    if (response.status !== 200) {
      throw new Error(`centrifugo ${what} failed: HTTP ${response.status}`);
    }
    const answer = (await response.json()) as { error?: { code?: number; message?: string } };
    if (answer.error) {
      throw new Error(`centrifugo ${what} failed: ${answer.error.code ?? '?'} ${answer.error.message ?? ''}`.trim());
    }
  }
}
