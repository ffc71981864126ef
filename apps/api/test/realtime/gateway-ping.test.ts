import type { ConnectingContext } from 'centrifuge';
import { afterEach, describe, expect, it } from 'vitest';
import { systemTimers, type TimerHandle, type Timers } from '../../src/realtime/gateway/timers';
import { client, connectionToken, next, raw, rawConnected, startNode, type Node } from './helpers';

/** System timers whose callbacks are dropped while frozen: the server "loses" its pings. */
function freezableTimers(): Timers & { frozen: boolean } {
  const timers = {
    frozen: false,
    now: () => systemTimers.now(),
    setTimeout: (callback: () => void, ms: number) => systemTimers.setTimeout(() => !timers.frozen && callback(), ms),
    clearTimeout: (handle: TimerHandle) => systemTimers.clearTimeout(handle),
  };
  return timers;
}

describe('gateway: pings, pongs and stale connections (realtime-protocol.md "Ping", "Commands")', () => {
  let node: Node;
  afterEach(async () => {
    await node.stop();
  });

  it('the client reconnects when server pings stop, and is served again', async () => {
    const timers = freezableTimers();
    node = await startNode({ timers, config: { pingIntervalSeconds: 1, pongTimeoutMs: 500 } });
    const centrifuge = client(node.url, { token: await connectionToken('1'), maxServerPingDelay: 300 });
    centrifuge.connect();
    await next(centrifuge, 'connected');
    timers.frozen = true;
    const lost = await next<ConnectingContext>(centrifuge, 'connecting', () => true, 3_000);
    expect(lost).toMatchObject({ code: 2, reason: 'no ping' });
    timers.frozen = false;
    await next(centrifuge, 'connected');
    centrifuge.disconnect();
  });

  it('sends {} pings, keeps a connection that answers and closes 3012 one that does not', async () => {
    node = await startNode({ config: { pingIntervalSeconds: 1, pongTimeoutMs: 300 } });
    const answering = await rawConnected(node.url);
    answering.ws.on('message', (data: Buffer) => data.toString() === '{}' && answering.ws.send('{}'));
    const silent = await rawConnected(node.url);
    expect(await silent.closed).toEqual({ code: 3012, reason: 'no pong' });
    expect(silent.messages).toContain('{}');
    expect(answering.ws.readyState).toBe(answering.ws.OPEN);
    answering.ws.close();
  });

  it('closes 3502 when no connect arrives in time', async () => {
    node = await startNode({ config: { connectTimeoutMs: 200 } });
    const socket = await raw(node.url);
    expect(await socket.closed).toEqual({ code: 3502, reason: 'stale' });
  });
});
