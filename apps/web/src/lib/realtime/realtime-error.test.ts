import { describe, expect, it } from 'vitest';
import { shouldReportError } from '@/lib/errors/should-report';
import { toRealtimeError } from './realtime-error';

describe('toRealtimeError', () => {
  it('lets the report filter drop timeouts and lost connections', () => {
    expect(shouldReportError(toRealtimeError({ type: 'transport', error: { code: 1, message: 'timeout' } }))).toBe(false);
    expect(shouldReportError(toRealtimeError({ type: 'transport', error: { code: 2, message: 'transport closed' } }))).toBe(false);
    expect(shouldReportError(toRealtimeError({ type: 'connectToken', error: { code: 5, message: 'TypeError: Failed to fetch' } }))).toBe(false);
  });

  it('reports the others, named by their code', () => {
    const error = toRealtimeError({ type: 'subscribe', error: { code: 103, message: 'permission denied' }, channel: '$sportsbook:user:en:1' });
    expect(error.name).toBe('RealtimeError');
    expect(error.code).toBe('server_103');
    expect(error.channel).toBe('$sportsbook:user:en:1');
    expect(shouldReportError(error)).toBe(true);
    expect(toRealtimeError({ type: 'configuration', error: { code: 12, message: '' } }).message).toBe('configuration: badConfiguration');
  });
});
