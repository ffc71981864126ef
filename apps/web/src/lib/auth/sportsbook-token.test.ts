import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { clearSportsbookToken, getSportsbookToken } from './sportsbook-token';

const platformRequest = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/platform-client', async (importOriginal) => ({ ...(await importOriginal<object>()), platformRequest }));

const visitor = () => Promise.reject(new ApiError(401, '/platform/sportsbook_token', null));
const bearer = (token: string, expiresAt: number) => Promise.resolve({ token, expires_at: new Date(expiresAt).toISOString() });

describe('getSportsbookToken', () => {
  beforeEach(() => {
    clearSportsbookToken();
    platformRequest.mockReset();
  });

  it('asks the platform once for a visitor until the next clear (a profile load)', async () => {
    platformRequest.mockImplementation(visitor);
    expect(await getSportsbookToken()).toBeNull();
    expect(await getSportsbookToken()).toBeNull();
    expect(platformRequest).toHaveBeenCalledTimes(1);
    clearSportsbookToken();
    platformRequest.mockImplementation(() => bearer('jwt-1', Date.now() + 900_000));
    expect(await getSportsbookToken()).toBe('jwt-1');
    expect(platformRequest).toHaveBeenCalledTimes(2);
  });

  it('keeps a bearer until shortly before it expires, then renews it', async () => {
    const now = Date.now();
    platformRequest.mockImplementationOnce(() => bearer('jwt-1', now + 900_000)).mockImplementationOnce(() => bearer('jwt-2', now + 1_800_000));
    expect(await getSportsbookToken(now)).toBe('jwt-1');
    expect(await getSportsbookToken(now + 600_000)).toBe('jwt-1');
    expect(await getSportsbookToken(now + 850_000)).toBe('jwt-2');
  });

  it('does not keep an answer to a request sent before a clear (a sign-in in between)', async () => {
    let answerOld: (error: unknown) => void = () => undefined;
    platformRequest.mockImplementationOnce(() => new Promise((_resolve, reject) => { answerOld = reject; }));
    const old = getSportsbookToken();
    clearSportsbookToken();
    platformRequest.mockImplementation(() => bearer('jwt-1', Date.now() + 900_000));
    expect(await getSportsbookToken()).toBe('jwt-1');
    answerOld(new ApiError(401, '/platform/sportsbook_token', null));
    expect(await old).toBeNull();
    expect(await getSportsbookToken()).toBe('jwt-1');
    expect(platformRequest).toHaveBeenCalledTimes(2);
  });

  it('does not remember a failure other than 401', async () => {
    platformRequest.mockImplementationOnce(() => Promise.reject(new ApiError(503, '/platform/sportsbook_token', null)));
    await expect(getSportsbookToken()).rejects.toBeInstanceOf(ApiError);
    platformRequest.mockImplementation(() => bearer('jwt-1', Date.now() + 900_000));
    expect(await getSportsbookToken()).toBe('jwt-1');
  });
});
