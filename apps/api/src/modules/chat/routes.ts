import { chatHistorySchema, chatMessageSchema, chatMuteSchema, chatPostBodySchema, errorBodySchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorHeadersSchema as headers } from '../../plugins/operator';
import { errorResponses, idParamsSchema } from '../shared-schemas';
import type { ChatService } from './service';

export interface ChatRoutesOptions {
  chat: ChatService;
}

const tags = ['chat'];

/**
 * The match chat under /sportsbook/v1 (docs/chat.md): anyone reads the recent history, a signed-in
 * player posts over HTTP (the gateway offers no publish, as the protocol says); messages then reach
 * every reader on the chat channel `sportsbook:chat:{matchId}`.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chat }) => {
  app.get('/matches/:id/chat', {
    schema: { tags, summary: `A match's most recent chat messages (oldest first); new ones arrive on sportsbook:chat:{id}`, params: idParamsSchema, response: { 200: chatHistorySchema, ...errorResponses } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return chat.history(request.params.id);
  });

  app.post('/matches/:id/chat', {
    preHandler: app.requireBearer,
    schema: {
      tags,
      summary: 'Post to the chat of a match (bearer): text of 1–280 characters, shown as plain text. 403 CHAT_MUTED for a muted player, 409 CHAT_OFF unless the site chat type is internal, 429 with Retry-After over 5 messages in 10 s',
      params: idParamsSchema,
      body: chatPostBodySchema,
      response: { 201: z.object({ data: chatMessageSchema }), ...errorResponses, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
    },
  }, async (request, reply) => reply.code(201).send({ data: await chat.post(request.params.id, request.userId ?? 0, request.body.text) }));
};

/** The operator's chat moderation under /sportsbook/v1/operator/chat (X-Operator-Key). */
export const chatOperatorRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chat }) => {
  const operatorTags = ['operator'];
  const errors = { ...errorResponses, 401: errorBodySchema };

  app.delete('/operator/chat/messages/:id', {
    schema: { tags: operatorTags, summary: 'Delete a chat message: it leaves the history and every open chat (chat_message_deleted)', headers, params: idParamsSchema, response: { 204: z.null().describe('Deleted'), ...errors } },
  }, async (request, reply) => {
    await chat.delete(request.params.id);
    return reply.code(204).send(null);
  });

  app.put('/operator/chat/mutes/:id', {
    schema: { tags: operatorTags, summary: 'Mute a player (id) in every match chat: their posts are refused with 403 CHAT_MUTED', headers, params: idParamsSchema, response: { 200: chatMuteSchema, ...errors } },
  }, async (request) => chat.mute(request.params.id));

  app.delete('/operator/chat/mutes/:id', {
    schema: { tags: operatorTags, summary: 'Unmute a player (id)', headers, params: idParamsSchema, response: { 200: chatMuteSchema, ...errors } },
  }, async (request) => chat.unmute(request.params.id));
};
