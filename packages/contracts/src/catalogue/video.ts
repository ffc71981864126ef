import { z } from 'zod';

/**
 * A match's broadcast (spec core §3 "Video: link, frame. Stream: link, provider, language_code";
 * §7 GET /matches/{id}/video and /streams). `link` is an HLS playlist (.m3u8); `frame` the address
 * of a page that plays it in a frame, when the provider has one.
 */
export const videoSchema = z.object({ link: z.string(), frame: z.string().nullable() });
export const streamSchema = z.object({ link: z.string(), provider: z.string(), language_code: z.string() });
export const videoResponseSchema = z.object({ data: videoSchema });
export const streamsResponseSchema = z.object({ data: z.array(streamSchema) });

export type VideoDto = z.infer<typeof videoSchema>;
export type StreamDto = z.infer<typeof streamSchema>;
