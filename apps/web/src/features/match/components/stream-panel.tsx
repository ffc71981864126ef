'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useMatchStreams } from '../api/get-match-streams';
import { attachHls } from '../lib/attach-hls';
import styles from './stream-panel.module.css';

interface StreamPanelProps {
  matchId: number;
  live: boolean;
  home: string;
  away: string;
}

/**
 * The STREAM tab (spec core §2, §3 Stream): the match's first stream in a labelled video with
 * controls, muted so that it may start by itself. This panel and the HLS player are chunks loaded
 * when the tab opens (match-side-tabs). No stream, or a stream that fails, says so, with a retry.
 */
export function StreamPanel({ matchId, live, home, away }: StreamPanelProps) {
  const t = useTranslations('Match.stream');
  const locale = useLocale();
  const { data: streams, isError, refetch } = useMatchStreams(matchId, locale, live);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const link = streams?.[0]?.link;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !link) return;
    let detach: (() => void) | null = null;
    let cancelled = false;
    const fail = () => {
      if (!cancelled) setFailed(true);
    };
    video.addEventListener('error', fail);
    void attachHls(video, link, fail).then(
      (release) => {
        if (cancelled) release();
        else detach = release;
      },
      fail,
    );
    return () => {
      cancelled = true;
      video.removeEventListener('error', fail);
      detach?.();
    };
  }, [link, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
    void refetch();
  };

  if (isError || failed) {
    return (
      <div className={styles.message} role="alert">
        <p>{t('failed')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!streams) return <p className="muted" role="status">{t('loading')}</p>;
  if (!link) return <p className="muted" role="status">{t('unavailable')}</p>;
  return (
    <video
      key={attempt}
      ref={videoRef}
      className={styles.video}
      aria-label={t('label', { home, away })}
      controls
      muted
      autoPlay
      playsInline
      loop
      preload="auto"
    />
  );
}
