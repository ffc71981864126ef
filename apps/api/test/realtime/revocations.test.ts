import { describe, expect, it } from 'vitest';
import { RedisBroker } from '../../src/realtime/brokers/redis';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { RevokedSessions } from '../../src/realtime/revocations';
import { signConnectionToken, tokenKey } from '../../src/realtime/tokens';
import { raw, SECRET, startNode } from './helpers';

const redisUrl = process.env['REDIS_URL'];

describe('revoked sessions (issue 19 point 4)', () => {
  it('refuses a revoked session until its retention ends, never a visitor, and does not judge tokens older than what it knows', () => {
    let now = 1_000_000;
    const revoked = new RevokedSessions(() => now, 900_000, 60_000);
    revoked.add(['s1']);
    expect(revoked.status('s1', 950)).toBe('revoked');
    expect(revoked.status('s2', 950)).toBe('live');
    expect(revoked.status(undefined, undefined)).toBe('live');
    expect(revoked.status('s2', 899)).toBe('unknown');
    expect(revoked.status('s2', undefined)).toBe('unknown');
    now += 60_001;
    expect(revoked.status('s1', 950)).toBe('live');
  });

  it('asks for a fresh token (109) when a session token predates what the node knows, and connects a newer one', async () => {
    const key = tokenKey(SECRET);
    const older = await signConnectionToken(key, '7', { ttlSeconds: 600, nowMs: Date.now() - 5_000, session: 'old-session' });
    const node = await startNode({ broker: new InProcessPublisher() });
    try {
      const socket = await raw(node.url);
      socket.send({ id: 1, connect: { token: older, name: 'raw' } });
      expect(await socket.reply(1)).toEqual({ id: 1, error: { code: 109, message: 'token expired' } });
      socket.send({ id: 2, connect: { token: await signConnectionToken(key, '7', { ttlSeconds: 600, session: 'new-session' }), name: 'raw' } });
      expect(await socket.reply(2)).toMatchObject({ id: 2, connect: { pong: true } });
      socket.ws.close();
    } finally {
      await node.stop();
    }
  });

  it(`a node started after a revocation refuses the session (${redisUrl ? 'loaded from Redis' : 'in-process: as unknown'})`, async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 2;
    if (!redisUrl) {
      const first = new InProcessPublisher();
      await first.revokeSessions({ user: '7', sessions: ['gone'] });
      expect(first.sessionStatus('gone', issuedAt)).toBe('revoked');
      expect(new InProcessPublisher().sessionStatus('gone', issuedAt)).toBe('unknown');
      return;
    }
    const prefix = `sportsbook:test:revocations:${process.pid}:${Date.now()}:`;
    const first = new RedisBroker({ url: redisUrl, prefix });
    await first.ready();
    await first.revokeSessions({ user: '7', sessions: ['gone'] });
    const later = new RedisBroker({ url: redisUrl, prefix });
    await later.ready();
    expect(later.sessionStatus('gone', issuedAt)).toBe('revoked');
    expect(later.sessionStatus('alive', issuedAt)).toBe('live');
    await Promise.all([first.close(), later.close()]);
  });
});
