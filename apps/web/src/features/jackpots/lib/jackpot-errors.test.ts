import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { isReportedJackpotError } from './jackpot-errors';

describe('isReportedJackpotError (spec promotions §8)', () => {
  it.each([400, 404, 500])('does not report %i', (status) => {
    expect(isReportedJackpotError(new ApiError(status, '/sportsbook/v1/jackpots', null))).toBe(false);
  });
  it.each([401, 403, 422, 429, 502, 503])('reports %i', (status) => {
    expect(isReportedJackpotError(new ApiError(status, '/sportsbook/v1/jackpots', null))).toBe(true);
  });
  it('reports what is not an HTTP answer (the report filter drops plain network failures)', () => {
    expect(isReportedJackpotError(new TypeError('bad json'))).toBe(true);
  });
});
