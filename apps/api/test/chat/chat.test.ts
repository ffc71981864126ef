import type { ChatMessageDto as Message } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsbookChannels } from '../../src/realtime/channels';
import { call } from '../accounts/helper';
import { player, type BetsContext, type Player } from '../bets/placement-helper';
import { buildBonuses, OPERATOR_KEY, operator } from '../bonuses/helper';

/**
 * The match chat (docs/chat.md): GET and POST /sportsbook/v1/matches/{id}/chat, the chat channel's
 * pushes, the limits, and the operator's delete, mute and unmute.
 */
describe('match chat', () => {
  let context: BetsContext;
  let ana: Player;
  let ben: Player;
  let matchId: number;
  let otherMatchId: number;
  const published: { channel: string; event: string; message: unknown }[] = [];

  const history = (id = matchId) => call<{ data: Message[] }>(context.app, 'GET', `/sportsbook/v1/matches/${id}/chat`);
  const post = (who: Player | null, body: unknown, id = matchId) =>
    call<{ data: Message; error?: { code: string; message: string; details?: Record<string, unknown> } }>(context.app, 'POST', `/sportsbook/v1/matches/${id}/chat`, { ...(who ? { headers: { authorization: who.authorization } } : {}), body });
  /** Past the rate window, so a test starts with a fresh allowance. */
  const nextWindow = () => context.clock.advance(10_001);

  beforeAll(async () => {
    context = await buildBonuses();
    ana = await player(context.app, 'chat-ana@example.com');
    ben = await player(context.app, 'chat-ben@example.com');
    const list = await call<{ data: { id: number }[] }>(context.app, 'GET', '/sportsbook/v1/matches?type=match&limit=2');
    [matchId, otherMatchId] = list.body.data.map((match) => match.id) as [number, number];
    context.publisher.subscribe((channel, publication) => published.push({ channel, event: publication.event_name, message: publication.message }));
  }, 60_000);
  afterAll(() => context.close());

  it('a new chat is empty; a post is stored, published on the chat channel and read back by visitors', async () => {
    expect((await history()).body).toEqual({ data: [] });
    const answer = await post(ana, { text: '  Come on\n\n  you blues!  ' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ match_id: matchId, user_id: ana.userId, author: null, text: 'Come on you blues!' });
    const read = await history();
    expect(read.status).toBe(200);
    expect(read.response.headers['cache-control']).toBe('no-store');
    expect(read.body.data).toEqual([answer.body.data]);
    expect(published.filter((entry) => entry.event === 'chat_message')).toEqual([{ channel: `sportsbook:chat:${matchId}`, event: 'chat_message', message: answer.body.data }]);
    // Another match's chat is another chat.
    expect((await history(otherMatchId)).body.data).toEqual([]);
  });

  it('keeps HTML and links as plain text, and counts length in characters (an emoji is one)', async () => {
    nextWindow();
    const markup = '<script>alert(1)</script><a href="https://evil.test">win</a> www.evil.test';
    expect((await post(ben, { text: markup })).body.data.text).toBe(markup);
    expect((await post(ben, { text: '⚽'.repeat(280) })).status).toBe(201);
    const tooLong = await post(ben, { text: 'a'.repeat(281) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(tooLong.body.error?.message).toContain('text');
  });

  it('refuses bad input with 400 naming the field, and visitors with 401', async () => {
    nextWindow();
    const before = (await history()).body.data.length;
    for (const body of [{}, { text: '' }, { text: '   \n ' }, { text: 42 }, { text: 'right-to-left \u202Eoverride' }, { text: 'bell \u0007' }]) {
      const answer = await post(ana, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body.error)).toContain('text');
    }
    // Ill-formed Unicode (a lone surrogate) never reaches the route.
    const loneSurrogate = await context.app.inject({ method: 'POST', url: `/sportsbook/v1/matches/${matchId}/chat`, headers: { authorization: ana.authorization, 'content-type': 'application/json' }, payload: '{"text":"half \\ud83d"}' });
    expect(loneSurrogate.statusCode).toBe(400);
    expect(loneSurrogate.body).toContain('text');
    expect((await post(null, { text: 'hello' })).status).toBe(401);
    expect((await post(ana, { text: 'hello' }, 999_999)).status).toBe(404);
    expect((await history(999_999)).status).toBe(404);
    expect((await call(context.app, 'GET', '/sportsbook/v1/matches/abc/chat')).status).toBe(400);
    expect((await history()).body.data.length).toBe(before);
  });

  it('limits each player to 5 messages in 10 s: the 6th is 429 with Retry-After, others still post', async () => {
    nextWindow();
    for (let index = 0; index < 5; index += 1) expect((await post(ana, { text: `burst ${index}` })).status).toBe(201);
    context.clock.advance(4_000);
    const limited = await post(ana, { text: 'one too many' });
    expect(limited.status).toBe(429);
    expect(limited.response.headers['retry-after']).toBe('6');
    expect(limited.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { retry_after_seconds: 6 } });
    expect((await post(ben, { text: 'not me' })).status).toBe(201);
    context.clock.advance(6_001);
    expect((await post(ana, { text: 'allowed again' })).status).toBe(201);
  });

  it('racing posts of one player respect the limit', async () => {
    nextWindow();
    const answers = await Promise.all(Array.from({ length: 9 }, (_, index) => post(ben, { text: `race ${index}` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429]);
  });

  it('history answers the 50 most recent messages, oldest first', async () => {
    for (let index = 0; index < 12; index += 1) {
      nextWindow();
      for (let burst = 0; burst < 5; burst += 1) expect((await post(index % 2 ? ana : ben, { text: `m${index}-${burst}` }, otherMatchId)).status).toBe(201);
    }
    const read = (await history(otherMatchId)).body.data;
    expect(read).toHaveLength(50);
    expect(read[0]!.text).toBe('m2-0');
    expect(read.at(-1)!.text).toBe('m11-4');
    expect(read.map((message) => message.id)).toEqual([...read.map((message) => message.id)].sort((a, b) => a - b));
  });

  it('an operator deletes a message: it leaves the history and chat_message_deleted is published', async () => {
    nextWindow();
    const message = (await post(ana, { text: 'to be deleted' })).body.data;
    published.length = 0;
    const deleted = await context.app.inject({ method: 'DELETE', url: `/sportsbook/v1/operator/chat/messages/${message.id}`, headers: { 'x-operator-key': OPERATOR_KEY } });
    expect(deleted.statusCode).toBe(204);
    expect((await history()).body.data.map((entry) => entry.id)).not.toContain(message.id);
    expect(published).toEqual([{ channel: `sportsbook:chat:${matchId}`, event: 'chat_message_deleted', message: { id: message.id, match_id: matchId } }]);
    expect((await operator(context.app, 'DELETE', `/chat/messages/${message.id}`)).status).toBe(404);
    expect((await operator(context.app, 'DELETE', '/chat/messages/abc')).status).toBe(400);
    expect((await operator(context.app, 'DELETE', `/chat/messages/${message.id}`, undefined, null)).status).toBe(401);
    expect((await operator(context.app, 'DELETE', `/chat/messages/${message.id}`, undefined, 'wrong-key')).status).toBe(401);
  });

  it('an operator mutes a player (403 CHAT_MUTED, nothing stored or published) and unmutes them', async () => {
    nextWindow();
    const muted = await operator<Record<string, unknown>>(context.app, 'PUT', `/chat/mutes/${ben.userId}`);
    expect(muted.status).toBe(200);
    expect(muted.body).toMatchObject({ user_id: ben.userId, muted: true });
    // Muting again keeps the first time.
    expect((await operator<Record<string, unknown>>(context.app, 'PUT', `/chat/mutes/${ben.userId}`)).body.muted_at).toBe(muted.body.muted_at);
    const before = (await history()).body.data.length;
    published.length = 0;
    const refused = await post(ben, { text: 'let me talk' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'CHAT_MUTED' });
    expect((await history()).body.data.length).toBe(before);
    expect(published).toEqual([]);
    expect((await post(ana, { text: 'I still can' })).status).toBe(201);

    expect((await operator(context.app, 'DELETE', `/chat/mutes/${ben.userId}`)).body).toEqual({ user_id: ben.userId, muted: false, muted_at: null });
    expect((await post(ben, { text: 'back again' })).status).toBe(201);
    expect((await operator(context.app, 'PUT', '/chat/mutes/999999')).status).toBe(404);
    expect((await operator(context.app, 'PUT', '/chat/mutes/0')).status).toBe(400);
    expect((await operator(context.app, 'PUT', `/chat/mutes/${ben.userId}`, undefined, null)).status).toBe(401);
  });

  it('takes no posts unless the site chat type is internal (409 CHAT_OFF); reading still works', async () => {
    nextWindow();
    expect((await operator(context.app, 'PATCH', '/settings', { chat: { type: 'none' } })).status).toBe(200);
    const refused = await post(ana, { text: 'anyone?' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CHAT_OFF' });
    expect((await history()).status).toBe(200);
    expect((await operator(context.app, 'PATCH', '/settings', { chat: { type: 'internal' } })).status).toBe(200);
    expect((await post(ana, { text: 'on again' })).status).toBe(201);
  });

  it('the chat channel is public on the gateway (visitors read it without a token)', () => {
    expect(sportsbookChannels.classify(`sportsbook:chat:${matchId}`)).toBe('public');
    expect(sportsbookChannels.classify('sportsbook:chat:abc')).toBe('unknown');
  });
});
