import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { limitRefusalMessage } from './limit-refusal';

const t = (key: string, values: Record<string, string>) => `${key} ${JSON.stringify(values)}`;
const subunits = (currency: string) => (currency === 'BTC' ? 100_000_000 : 100);
const refusal = (code: string, details: unknown) => new ApiError(422, '/platform/wallet/deposits', { error: { code, message: 'English text', details } });

describe('limitRefusalMessage', () => {
  it('names the deposit limit, what is left and when it resets, in the player locale', () => {
    const error = refusal('DEPOSIT_LIMIT_EXCEEDED', { field: 'amount', limit_id: 3, type: 'deposit', period: 'day', amount: 1_000, currency: 'EUR', used: 900, remaining: 100, resets_at: '2025-03-02T00:00:00.000Z' });
    expect(limitRefusalMessage(error, t, 'en', subunits)).toBe('refused.deposit {"period":"day","limit":"€10.00","remaining":"€1.00","resetsAt":"Mar 2, 2025, 12:00 AM"}');
  });

  it('tells an excluded player until when, or that it has no end', () => {
    expect(limitRefusalMessage(refusal('PLAYER_EXCLUDED', { type: 'time_out', until: '2025-03-08T12:00:00.000Z' }), t, 'en', subunits)).toBe('refused.excluded {"type":"time_out","until":"Mar 8, 2025, 12:00 PM"}');
    expect(limitRefusalMessage(refusal('PLAYER_EXCLUDED', { type: 'self_exclusion', until: null }), t, 'en', subunits)).toBe('refused.excludedIndefinitely {"type":"self_exclusion"}');
  });

  it('leaves other errors and malformed details to the caller', () => {
    expect(limitRefusalMessage(new Error('x'), t, 'en', subunits)).toBeNull();
    expect(limitRefusalMessage(refusal('INSUFFICIENT_FUNDS', {}), t, 'en', subunits)).toBeNull();
    expect(limitRefusalMessage(refusal('DEPOSIT_LIMIT_EXCEEDED', { amount: '10' }), t, 'en', subunits)).toBeNull();
    expect(limitRefusalMessage(refusal('DEPOSIT_LIMIT_EXCEEDED', { amount: 1, remaining: 0, currency: 'EUR', resets_at: 'x', period: 'year' }), t, 'en', subunits)).toBeNull();
    expect(limitRefusalMessage(refusal('PLAYER_EXCLUDED', null), t, 'en', subunits)).toBeNull();
  });
});
