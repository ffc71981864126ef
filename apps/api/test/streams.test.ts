import { matchesResponseSchema, streamsResponseSchema, systemSettingsSchema, videoResponseSchema, type MatchDto } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { ManualClock } from '../src/feed/clock';
import { freshDatabase, getJson, START, TEST_JWT_SECRET } from './helper';

const KEY = 'streams-tests-operator-key-0123456789abcdef';
const TEST_STREAM = '/sportsbook/v1/streams/test/index.m3u8';

let database: DatabaseHandle;
let app: FastifyInstance;
let streamedLive: MatchDto;
let plainLive: MatchDto;
let streamedPrematch: MatchDto;

const setVideo = async (enabled: boolean) => {
  const response = await app.inject({ method: 'PATCH', url: '/sportsbook/v1/operator/settings', headers: { 'x-operator-key': KEY }, payload: { features: { video: enabled } } });
  expect(response.statusCode).toBe(200);
};
const video = (id: number | string) => getJson<{ data?: unknown; error?: { code: string; message: string } }>(app, `/sportsbook/v1/matches/${id}/video`);
const streams = (id: number | string) => getJson<{ data?: unknown; error?: { code: string; message: string } }>(app, `/sportsbook/v1/matches/${id}/streams`);

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    clock: new ManualClock(START),
    operatorApiKey: KEY,
    // The response cache would keep an answer across the flag's change for up to its TTL.
    cacheTtlMs: 0,
    simulator: { seed: 7, speed: 60, targets: { upcoming: 12, live: 9 } },
  });
  await app.simulator?.start();
  const listed = async (query: string) => matchesResponseSchema.parse((await getJson(app, `/sportsbook/v1/matches?limit=100&type=match${query}`)).body).data;
  const pick = (list: MatchDto[], what: string) => {
    const [first] = list;
    if (!first) throw new Error(`seed 7 has no ${what}`);
    return first;
  };
  streamedLive = pick(await listed('&match_status=1&has_video=true'), 'streamed live match');
  plainLive = pick(await listed('&match_status=1&has_video=false'), 'live match without a stream');
  streamedPrematch = pick(await listed('&match_status=0&has_video=true'), 'streamed upcoming match');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /matches/{id}/video and /streams (spec core §7)', () => {
  it('serve the test stream of a streamed live match; GET /settings says video is on', async () => {
    const answer = await video(streamedLive.id);
    expect(answer.status).toBe(200);
    expect(videoResponseSchema.parse(answer.body)).toEqual({ data: { link: TEST_STREAM, frame: null } });
    const list = await streams(streamedLive.id);
    expect(list.status).toBe(200);
    expect(streamsResponseSchema.parse(list.body)).toEqual({ data: [{ link: TEST_STREAM, provider: 'test-pattern', language_code: 'en' }] });
    const settings = systemSettingsSchema.parse((await getJson<{ data: unknown }>(app, '/sportsbook/v1/settings')).body.data);
    expect(settings.video_settings.enabled).toBe(true);
  });

  it('say why a match has no video now: not streamed, or not live yet; its stream list is empty', async () => {
    for (const [match, reason] of [[plainLive, 'is not streamed'], [streamedPrematch, 'is streamed only while it is live']] as const) {
      const answer = await video(match.id);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ code: 'NOT_FOUND', message: `Match ${match.id} ${reason}` });
      expect(await streams(match.id)).toEqual({ status: 200, body: { data: [] } });
    }
  });

  it('serve nothing while the operator turns video off (features.video), and again once it is on', async () => {
    await setVideo(false);
    try {
      const answer = await video(streamedLive.id);
      expect(answer.status).toBe(404);
      expect(answer.body.error?.message).toMatch(/Video is turned off/);
      expect(await streams(streamedLive.id)).toEqual({ status: 200, body: { data: [] } });
      expect(systemSettingsSchema.parse((await getJson<{ data: unknown }>(app, '/sportsbook/v1/settings')).body.data).video_settings.enabled).toBe(false);
    } finally {
      await setVideo(true);
    }
    expect((await video(streamedLive.id)).status).toBe(200);
  });

  it('answer 404 for an unknown match and 400 naming the id for a bad one', async () => {
    for (const call of [video, streams]) {
      const unknown = await call(987_654);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error?.message).toBe('Match 987654 not found');
      for (const bad of ['-3', 'abc', '99999999999']) {
        const answer = await call(bad);
        expect(answer.status).toBe(400);
        expect(answer.body.error?.message).toMatch(/"id"/);
      }
    }
  });
});

describe('the test stream files', () => {
  it('serve the HLS playlist, its init segment and every media segment it lists', async () => {
    const playlist = await app.inject({ method: 'GET', url: TEST_STREAM });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body.startsWith('#EXTM3U')).toBe(true);
    const files = playlist.body.split('\n').filter((line) => /^segment-\d+\.m4s$/.test(line));
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(playlist.body).toContain('#EXT-X-MAP:URI="init.mp4"');
    for (const file of ['init.mp4', ...files]) {
      const segment = await app.inject({ method: 'GET', url: `/sportsbook/v1/streams/test/${file}` });
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp4');
      // An MP4 box: 4 bytes of size, then its type (ftyp for the init segment; styp or moof for a fragment).
      expect(['ftyp', 'styp', 'moof']).toContain(segment.rawPayload.subarray(4, 8).toString('latin1'));
    }
  });

  it('refuse any other name with 400 and a missing segment with 404', async () => {
    for (const name of ['..%2F..%2Fpackage.json', 'index.m3u', 'segment-1.ts', 'segment-x.m4s']) {
      expect((await app.inject({ method: 'GET', url: `/sportsbook/v1/streams/test/${name}` })).statusCode).toBe(400);
    }
    const missing = await app.inject({ method: 'GET', url: '/sportsbook/v1/streams/test/segment-99.m4s' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Test stream file segment-99.m4s not found' } });
  });
});
