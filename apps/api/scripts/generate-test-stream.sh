#!/bin/sh
# Generates the test broadcast the API serves for every streamed simulator match
# (GET /sportsbook/v1/matches/{id}/streams; apps/api/src/modules/streams).
# Run once; its output is committed (apps/api/src/modules/streams/test-stream), so the stream plays without
# the internet and without ffmpeg. Needs ffmpeg with libx264 (Debian: apt-get install -y ffmpeg).
#
# 8 s of a moving test pattern with a clock and a 440 Hz tone, 320x180 at 25 fps, in four 2-second
# HLS segments of fragmented MP4 (init.mp4 + segment-N.m4s; fMP4 rather than MPEG-TS, whose .ts
# files TypeScript tooling would take for sources): H.264 Constrained Baseline 3.0 (avc1.42E01E) and AAC-LC (mp4a.40.2),
# which every browser decodes (Debian's Chromium 156: MediaSource.isTypeSupported
# 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"' is true). A VOD playlist (#EXT-X-ENDLIST): the
# player loops it. About 190 KB in all.
set -eu
out="$(dirname "$0")/../src/modules/streams/test-stream"
rm -rf "$out" && mkdir -p "$out"
ffmpeg -hide_banner -loglevel error \
  -f lavfi -i "testsrc2=size=320x180:rate=25:duration=8" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=8" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -b:v 140k -maxrate 160k -bufsize 320k \
  -g 50 -keyint_min 50 -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 1 \
  -map_metadata -1 -flags +bitexact -fflags +bitexact \
  -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$out/segment-%d.m4s" \
  "$out/index.m3u8"
