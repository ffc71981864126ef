export type PlaybackFailure = () => void;

/**
 * Plays an HLS playlist in `video`: with hls.js over Media Source Extensions where the browser has
 * them (the same player and error recovery everywhere; the library is a chunk loaded now, not with
 * the match page), else with the browser's own HLS (Safari on older iPhones), else it fails.
 * `onFailure` is called once when playback cannot go on. Answers the detach function.
 */
export async function attachHls(video: HTMLVideoElement, link: string, onFailure: PlaybackFailure): Promise<() => void> {
  const hasMediaSource = typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
  if (hasMediaSource) {
    // The light build: no subtitles, alternate audio or DRM, which the test stream and most feeds do not need.
    const { default: HlsPlayer } = await import('hls.js/light');
    if (HlsPlayer.isSupported()) {
      // No worker: the page's CSP allows scripts by nonce only, and a blob: worker would be refused.
      const hls = new HlsPlayer({ enableWorker: false, lowLatencyMode: false });
      let recoveredMedia = false;
      hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // One recovery of a media error (a decode hiccup), as hls.js recommends; anything else ends playback.
        if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
          recoveredMedia = true;
          hls.recoverMediaError();
          return;
        }
        hls.destroy();
        onFailure();
      });
      hls.loadSource(link);
      hls.attachMedia(video);
      return () => hls.destroy();
    }
  }
  if (video.canPlayType('application/vnd.apple.mpegurl') !== '') {
    video.src = link;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  onFailure();
  return () => undefined;
}
