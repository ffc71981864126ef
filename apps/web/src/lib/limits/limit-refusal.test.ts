import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { limitExceededMessage, limitRefusalMessage, timeLimitMessage } from './limit-refusal';

const t = (key: string, values: Record<string, string | number>) => `${key} ${JSON.stringify(values)}`;
const subunits = (currency: string) => (currency === 'BTC' ? 100_000_000 : 100);
const refusal = (code: string, details: unknown) => new ApiError(422, '/platform/wallet/deposits', { error: { code, message: 'English text', details } });

describe('limitRefusalMessage', () => {
  it('names the deposit limit, what is left and when it resets, in the player locale', () => {
    const error = refusal('DEPOSIT_LIMIT_EXCEEDED', { field: 'amount', limit_id: 3, type: 'deposit', period: 'day', amount: 1_000, currency: 'EUR', used: 900, remaining: 100, resets_at: '2025-03-02T00:00:00.000Z' });
    expect(limitRefusalMessage(error, t, 'en', subunits)).toBe('refused.deposit {"period":"day","limit":"€10.00","remaining":"€1.00","resetsAt":"Mar 2, 2025, 12:00 AM"}');
  });

  it('names a wager or loss limit from a placement refusal, and from its details alone (the bet slip)', () => {
    const details = { code: 153, message_key: 'error.place_bets.wager_limit_exceeded', bet_messages: ['error.place_bets.wager_limit_exceeded'], field: 'amount', limit_id: 4, type: 'wager', period: 'week', amount: 5_000, currency: 'EUR', used: 4_500, remaining: 500, resets_at: '2025-03-03T00:00:00.000Z' };
    const expected = 'refused.wager {"period":"week","limit":"€50.00","remaining":"€5.00","resetsAt":"Mar 3, 2025, 12:00 AM"}';
    expect(limitRefusalMessage(refusal('WAGER_LIMIT_EXCEEDED', details), t, 'en', subunits)).toBe(expected);
    expect(limitExceededMessage(details, t, 'en', subunits)).toBe(expected);
    expect(limitRefusalMessage(refusal('LOSS_LIMIT_EXCEEDED', { ...details, type: 'loss', period: 'month' }), t, 'en', subunits)).toMatch(/^refused\.loss \{"period":"month"/);
    expect(limitExceededMessage({ code: 150, message_key: 'error.place_bets.insufficient_funds', bet_messages: [null] }, t, 'en', subunits)).toBeNull();
  });

  it('tells an excluded player until when, or that it has no end', () => {
    expect(limitRefusalMessage(refusal('PLAYER_EXCLUDED', { type: 'time_out', until: '2025-03-08T12:00:00.000Z' }), t, 'en', subunits)).toBe('refused.excluded {"type":"time_out","until":"Mar 8, 2025, 12:00 PM"}');
    expect(limitRefusalMessage(refusal('PLAYER_EXCLUDED', { type: 'self_exclusion', until: null }), t, 'en', subunits)).toBe('refused.excludedIndefinitely {"type":"self_exclusion"}');
  });

  it('names a session-time limit that ended the session, and an activity limit used up until its reset (placement, sign-in)', () => {
    const session = { limit_id: 5, type: 'session', period: null, amount: 30, used: 30, resets_at: null };
    const placement = new ApiError(403, '/sportsbook/v1/bets', { error: { code: 'SESSION_LIMIT_REACHED', message: 'English text', details: session } });
    expect(limitRefusalMessage(placement, t, 'en', subunits)).toBe('refused.session {"amount":30}');
    expect(timeLimitMessage(session, t, 'en')).toBe('refused.session {"amount":30}');
    const activity = { limit_id: 6, type: 'activity', period: 'week', amount: 120, used: 121, resets_at: '2025-03-03T00:00:00.000Z' };
    const signIn = new ApiError(403, '/platform/users/sign_in', { error: { code: 'ACTIVITY_LIMIT_REACHED', message: 'English text', details: activity } });
    expect(limitRefusalMessage(signIn, t, 'en', subunits)).toBe('refused.activity {"period":"week","amount":120,"resetsAt":"Mar 3, 2025, 12:00 AM"}');
    expect(timeLimitMessage({ code: 150, message_key: 'error.place_bets.insufficient_funds' }, t, 'en')).toBeNull();
    expect(limitRefusalMessage(new ApiError(403, '/x', { error: { code: 'SESSION_LIMIT_REACHED', message: 'x', details: null } }), t, 'en', subunits)).toBeNull();
  });

  it('leaves other errors and malformed details to the caller', () => {
    expect(limitRefusalMessage(new Error('x'), t, 'en', subunits)).toBeNull();
    expect(limitRefusalMessage(refusal('INSUFFICIENT_FUNDS', {}), t, 'en', subunits)).toBeNull();
    expect(limitRefusalMessage(refusal('DEPOSIT_LIMIT_EXCEEDED', { amount: '10' }), t, 'en', subunits)).toBeNull();
    expect(limitRefusalMessage(refusal('DEPOSIT_LIMIT_EXCEEDED', { amount: 1, remaining: 0, currency: 'EUR', resets_at: 'x', period: 'year' }), t, 'en', subunits)).toBeNull();
    expect(limitRefusalMessage(refusal('PLAYER_EXCLUDED', null), t, 'en', subunits)).toBeNull();
  });
});
