import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachHls } from './attach-hls';

const LINK = '/sportsbook/v1/streams/test/index.m3u8';

// jsdom has no Media Source Extensions: these are the browsers without them (the hls.js branch is
// played in Chromium by e2e/streams.spec.ts).
describe('attachHls without Media Source Extensions', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands the playlist to the browser when it plays HLS itself, and takes it back on detach', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const video = document.createElement('video');
    const onFailure = vi.fn();
    const detach = await attachHls(video, LINK, onFailure);
    expect(video.getAttribute('src')).toBe(LINK);
    expect(onFailure).not.toHaveBeenCalled();
    detach();
    expect(video.hasAttribute('src')).toBe(false);
    expect(load).toHaveBeenCalled();
  });

  it('fails at once when the browser can play HLS in no way', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const video = document.createElement('video');
    const onFailure = vi.fn();
    await attachHls(video, LINK, onFailure);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(video.hasAttribute('src')).toBe(false);
  });
});
