import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DebugRequestLogController } from '../src/config/request-log-controller';

async function logLinesAt(level: 'info' | 'debug'): Promise<{ level: number; msg: string }[]> {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new DebugRequestLogController() });
  app.get('/ok', () => ({ ok: true }));
  app.get('/bad', (_request, reply) => reply.code(401).send(new Error('not signed in')));
  app.get('/broken', () => {
    throw new Error('broken');
  });
  await app.ready();
  app.log.info('ready');
  for (const url of ['/ok', '/bad', '/missing', '/broken']) await app.inject({ method: 'GET', url });
  await app.close();
  return lines;
}

describe('DebugRequestLogController', () => {
  it('keeps request lines out of the info log, so the start and ready lines stand out; failures stay', async () => {
    const lines = await logLinesAt('info');
    expect(lines.map((line) => line.msg)).toEqual(['ready', 'broken']);
    expect(lines[1]?.level).toBe(50);
  });

  it('logs every request at debug', async () => {
    const messages = (await logLinesAt('debug')).map((line) => line.msg);
    expect(messages.filter((message) => message === 'incoming request')).toHaveLength(4);
    expect(messages.filter((message) => message === 'request completed')).toHaveLength(4);
    expect(messages).toContain('not signed in');
    expect(messages).toContain('Route GET:/missing not found');
  });
});
