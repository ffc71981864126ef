import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/errors';

/**
 * The test stream's files (generated once by apps/api/scripts/generate-test-stream.sh, committed):
 * beside this module in the sources, beside dist/server.mjs in the build (scripts/build.mjs copies them).
 */
const TEST_STREAM_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'test-stream');

/** The playlist and its segments; nothing else of the folder (no path from the request reaches the disk). */
const FILE_NAME = /^(?:index\.m3u8|init\.mp4|segment-\d{1,3}\.m4s)$/;

const typeOf = (file: string) => (file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp4');

/**
 * The built-in broadcast (./broadcast.ts TEST_STREAM_LINK): an HLS playlist and its fragmented-MP4
 * segments, served by the API so that every streamed simulator match plays without the internet.
 * Files are read once and kept (about 190 KB); the segments never change, the playlist may be
 * regenerated with a release.
 */
export const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = new Map<string, Buffer>();

  app.get('/streams/test/:file', {
    schema: {
      tags: ['matches'],
      summary: "The test stream's HLS playlist (index.m3u8), init segment (init.mp4) and media segments (segment-N.m4s)",
      params: z.object({ file: z.string().regex(FILE_NAME, 'index.m3u8, init.mp4 or segment-N.m4s') }),
      // 200 is the file (no JSON schema, as the partner's game page); 400 for another name, 404 for a missing segment.
    },
  }, async (request, reply) => {
    const { file } = request.params;
    let bytes = files.get(file);
    if (!bytes) {
      bytes = await readFile(join(TEST_STREAM_FOLDER, file)).catch(() => undefined);
      if (!bytes) throw notFound('Test stream file', file);
      files.set(file, bytes);
    }
    const maxAge = file.endsWith('.m3u8') ? 60 : 86_400;
    return reply.type(typeOf(file)).header('cache-control', `public, max-age=${maxAge}`).send(bytes);
  });
};
