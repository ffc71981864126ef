import { once } from 'node:events';
import { createServer } from 'node:http';

/**
 * The Sentry ingest of the error-reporting spec, on loopback at the port the web server's
 * SENTRY_DSN names: it answers the browser's envelope posts (with CORS, as Sentry does) and keeps
 * the event items they carry.
 */
export async function startEventIngest(port: number): Promise<{ events: Record<string, unknown>[]; close(): Promise<void> }> {
  const events: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      // An envelope: a header line, then item header and item payload lines.
      const lines = body.split('\n').filter(Boolean);
      for (let index = 1; index + 1 < lines.length; index += 2) {
        const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
        if (header.type === 'event') events.push(JSON.parse(lines[index + 1] ?? '{}') as Record<string, unknown>);
      }
      response.writeHead(200, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }).end('{}');
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { events, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
