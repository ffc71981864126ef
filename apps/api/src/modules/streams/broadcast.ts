import type { StreamDto, VideoDto } from '@sportsbook/contracts';
import { MATCH_STATUS } from '@sportsbook/domain';

/** Where the API serves the repository's test stream (./routes.ts; relative: the web app proxies /sportsbook, so it plays from the page's own origin). */
export const TEST_STREAM_LINK = '/sportsbook/v1/streams/test/index.m3u8';
/** The provider name of the built-in broadcast: one looping test pattern with a tone. */
export const TEST_STREAM_PROVIDER = 'test-pattern';

/** A broadcast runs while its match is in play; a suspended match (stopped) stays on air. */
const ON_AIR_STATUSES: readonly number[] = [MATCH_STATUS.live, MATCH_STATUS.stopped];

export interface BroadcastState {
  status: number;
  /** The feed's broadcast flag (has_video): the simulator sets it on about one fixture in three (feed/fixtures.ts). */
  hasVideo: boolean;
}

export type Broadcast = { onAir: true; video: VideoDto; streams: StreamDto[] } | { onAir: false; reason: string };

/**
 * A match's broadcast (spec core §3 Video, Stream; §7 GET /matches/{id}/video and /streams): the
 * test stream when video is on (site config features.video, GET /settings video_settings.enabled),
 * the match is streamed (has_video) and in play; otherwise why not, for the 404 of the video call.
 */
export function broadcastOf(matchId: number, state: BroadcastState, videoEnabled: boolean): Broadcast {
  if (!videoEnabled) return { onAir: false, reason: 'Video is turned off on this site (site config features.video)' };
  if (!state.hasVideo) return { onAir: false, reason: `Match ${matchId} is not streamed` };
  if (!ON_AIR_STATUSES.includes(state.status)) return { onAir: false, reason: `Match ${matchId} is streamed only while it is live` };
  return {
    onAir: true,
    // No page of its own to frame: the site plays the link (frame null).
    video: { link: TEST_STREAM_LINK, frame: null },
    streams: [{ link: TEST_STREAM_LINK, provider: TEST_STREAM_PROVIDER, language_code: 'en' }],
  };
}
