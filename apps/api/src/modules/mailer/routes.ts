import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxService } from './service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * GET /platform/dev/outbox: the stored e-mails and SMS as an HTML list with clickable links
 * (`?format=json` for scripts). Only registered when the dev outbox is enabled.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get('/dev/outbox', {
    schema: { tags: ['dev'], summary: 'Development outbox (stored e-mail and SMS)', querystring: z.object({ format: z.enum(['html', 'json']).default('html') }) },
  }, async (request, reply) => {
    const messages = await outbox.recent();
    if (request.query.format === 'json') {
      return { data: messages.map((message) => ({ id: message.id, channel: message.channel, to: message.recipient, subject: message.subject, body: message.body, created_at: message.createdAt.toISOString() })) };
    }
    const items = messages
      .map((message) => `<li><p><strong>${escapeHtml(message.subject)}</strong> (${message.channel}) to ${escapeHtml(message.recipient)} · ${message.createdAt.toISOString()}</p><pre>${linkify(message.body)}</pre></li>`)
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><h1>Outbox</h1><ol>${items}</ol></body></html>`);
  });
};
