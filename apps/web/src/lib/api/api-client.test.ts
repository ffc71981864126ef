import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchResponseSchema, type MatchDto } from '@sportsbook/contracts';
import { matchDto } from '@/test/fixtures';
import { browserReader, sportsbookRequest, toSearchParams } from './api-client';
import { ApiError } from './api-error';
import { serverReader } from './server-reader';

describe('toSearchParams', () => {
  it('joins lists with commas and leaves out empty values', () => {
    expect(toSearchParams({ match_status: [0, 1], sport_key: 'football', page: 2, q: '', x: undefined, y: null, z: [] })).toBe(
      '?match_status=0%2C1&sport_key=football&page=2',
    );
  });
  it('is empty without parameters', () => {
    expect(toSearchParams({})).toBe('');
  });
});

describe('sportsbookRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates a response with its contract schema on the server, straight to the API', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: matchDto() }), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const body = await sportsbookRequest('/matches/1', serverReader(matchResponseSchema), { locale: 'ar' });
    expect(body.data.id).toBe(1);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://127.0.0.1:4000/sportsbook/v1/matches/1',
      expect.objectContaining({ method: 'GET', headers: expect.objectContaining({ 'accept-language': 'ar' }) as unknown }),
    );
  });

  it('rejects a server response that breaks the contract', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ data: { id: 'x' } }), { status: 200 })));
    await expect(sportsbookRequest('/matches/1', serverReader(matchResponseSchema))).rejects.toThrow();
  });

  it('reads through our own origin in the browser, without zod', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: matchDto() }), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const body = await sportsbookRequest('/matches/1', browserReader<{ data: MatchDto }>(), { query: { limit: 5 } });
    expect(body.data.slug).toBe(matchDto().slug);
    expect(fetchMock).toHaveBeenCalledWith('/sportsbook/v1/matches/1?limit=5', expect.objectContaining({ method: 'GET' }));
  });

  it('turns an error body into an ApiError with status and code', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Match not found' } };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status: 404 })));
    const failure = sportsbookRequest('/matches/9', browserReader());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Match not found' });
  });

  it('prefers the localized message and copes with a body that is not an error envelope', async () => {
    const localized = { error: { code: 'BAD', message: 'Bad', localized_message: 'سيئ' } };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(localized), { status: 400 })));
    await expect(sportsbookRequest('/search', browserReader())).rejects.toMatchObject({ message: 'سيئ', code: 'BAD' });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>', { status: 502 })));
    await expect(sportsbookRequest('/search', browserReader())).rejects.toMatchObject({
      status: 502,
      code: undefined,
      message: 'Request failed with status 502',
    });
  });
});
