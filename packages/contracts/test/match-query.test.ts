import { describe, expect, it } from 'vitest';
import { marketsQuerySchema, matchesQuerySchema } from '../src';

describe('matchesQuerySchema', () => {
  it('reads lists given comma-separated or repeated', () => {
    const query = matchesQuerySchema.parse({ id: ['1,2', '3'], match_status: '0,1', type: 'season' });
    expect(query.id).toEqual([1, 2, 3]);
    expect(query.match_status).toEqual([0, 1]);
    expect(query.type).toEqual(['season']);
  });

  it('defaults the page to 1 and the limit to 20', () => {
    expect(matchesQuerySchema.parse({})).toMatchObject({ page: 1, limit: 20 });
  });

  it('reads boolean flags as the strings a URL carries', () => {
    expect(matchesQuerySchema.parse({ bettable: 'true', has_video: '0' })).toMatchObject({
      bettable: true,
      has_video: false,
    });
  });

  it.each([
    ['page', { page: '-1' }],
    ['limit', { limit: '501' }],
    ['sort_by', { sort_by: 'kickoff' }],
    ['match_status', { match_status: '9' }],
    ['start_from', { start_from: 'yesterday' }],
    ['type', { type: 'friendly' }],
  ])('names %s when it is bad', (field, input) => {
    const result = matchesQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('marketsQuerySchema', () => {
  it('defaults the limit to 500 (spec core §9)', () => {
    expect(marketsQuerySchema.parse({})).toMatchObject({ page: 1, limit: 500 });
  });
});
