import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of a Sentry envelope: its header and its payload (JSON when it parses). */
export interface EnvelopeItem {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/**
 * A Sentry ingest endpoint on loopback (POST /api/<project>/envelope/): it keeps every envelope
 * the SDK really sends, so a test reads what would have reached Sentry. `dsn` points an SDK at it.
 */
export interface SentryIngest {
  dsn: string;
  envelopes: Envelope[];
  /** The event items received so far (type `event`). */
  events(): Record<string, unknown>[];
  close(): Promise<void>;
}

function parseEnvelope(text: string): Envelope {
  const lines = text.split('\n').filter((line) => line.length > 0);
  const parse = (line: string | undefined): Record<string, unknown> => {
    try {
      return JSON.parse(line ?? '{}') as Record<string, unknown>;
    } catch {
      return { raw: line };
    }
  };
  const items: EnvelopeItem[] = [];
  for (let index = 1; index < lines.length; index += 2) items.push({ header: parse(lines[index]), payload: parse(lines[index + 1]) });
  return { header: parse(lines[0]), items };
}

export async function startSentryIngest(port = 0): Promise<SentryIngest> {
  const envelopes: Envelope[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) envelopes.push(parseEnvelope(text));
      // Browsers send the envelope cross-origin: answer CORS as Sentry does.
      response.writeHead(200, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  return {
    dsn: `http://public0123456789abcdef@127.0.0.1:${address.port}/42`,
    envelopes,
    events: () => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
