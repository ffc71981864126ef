import { errorBodySchema, notificationListQuerySchema, notificationListSchema, readNotificationsBodySchema, unreadCountersSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverLanguage } from '../custom-bets/messages';
import type { NotificationService } from './service';

/**
 * The signed-in player's notifications under /sportsbook/v1/notifications (spec promotions §7),
 * bearer only (a visitor gets 401). Texts follow Accept-Language (`ar…` Arabic, else English).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (app, { notifications }) => {
  const tags = ['notifications'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };
  const userOf = (request: { userId: number | null }) => request.userId ?? 0;

  app.get('/notifications', {
    preHandler: app.requireBearer,
    schema: { tags, summary: "The player's notifications, newest first", querystring: notificationListQuerySchema, response: { 200: notificationListSchema, ...errors } },
  }, (request) => notifications.list(userOf(request), request.query.page, request.query.limit, serverLanguage(request.headers['accept-language'])));

  app.get('/notifications/counters', {
    preHandler: app.requireBearer,
    schema: { tags, summary: 'The unread count', response: { 200: unreadCountersSchema, 401: errorBodySchema } },
  }, (request) => notifications.counters(userOf(request)));

  app.post('/notifications/read', {
    preHandler: app.requireBearer,
    schema: { tags, summary: "Mark these of the player's notifications read (others' ids are ignored)", body: readNotificationsBodySchema, response: { 200: unreadCountersSchema, ...errors } },
  }, (request) => notifications.read(userOf(request), request.body.ids));

  app.post('/notifications/read-all', {
    preHandler: app.requireBearer,
    schema: { tags, summary: "Mark all the player's notifications read", response: { 200: unreadCountersSchema, 401: errorBodySchema } },
  }, (request) => notifications.read(userOf(request), null));
};
