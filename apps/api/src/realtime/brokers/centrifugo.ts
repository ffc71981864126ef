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
  private readonly endpoint: string;

  constructor(private readonly options: CentrifugoOptions) {
    this.endpoint = `${options.apiUrl.replace(/\/+$/, '')}/publish`;
  }

  async publish(channel: string, publication: Publication): Promise<void> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.options.apiKey },
      body: JSON.stringify({ channel, data: publication }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
    });
    if (response.status !== 200) {
      throw new Error(`centrifugo publish to ${channel} failed: HTTP ${response.status}`);
    }
    const body = (await response.json()) as { error?: { code?: number; message?: string } };
    if (body.error) {
      throw new Error(`centrifugo publish to ${channel} failed: ${body.error.code ?? '?'} ${body.error.message ?? ''}`.trim());
    }
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
