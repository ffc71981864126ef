import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../src/db/schema';
import { call } from '../accounts/helper';
import { buildBets, player, type BetsContext, type Player } from '../bets/placement-helper';

/**
 * GET and POST /sportsbook/v1/vote (spec promotions §3, §7; docs/predictions.md): a match's
 * "who will win?" prediction, one vote per player, open until the match starts, its tally public
 * and published on the match channel.
 */
describe('predictions (vote)', () => {
  let context: BetsContext;
  let ana: Player;
  let ben: Player;
  let football: number;
  let tennis: number;
  let live: number;

  const get = (predictionId: string, who?: Player) =>
    call<Record<string, unknown>>(context.app, 'GET', `/sportsbook/v1/vote?prediction_id=${encodeURIComponent(predictionId)}`, who ? { headers: { authorization: who.authorization } } : {});
  const vote = (who: Player | null, body: unknown) =>
    call<Record<string, unknown>>(context.app, 'POST', '/sportsbook/v1/vote', { ...(who ? { headers: { authorization: who.authorization } } : {}), body });

  beforeAll(async () => {
    context = await buildBets({ targets: { upcoming: 12, live: 4 } });
    ana = await player(context.app, 'vote-ana@example.com');
    ben = await player(context.app, 'vote-ben@example.com');
    const pick = async (sportKey: string, status: number) => {
      const list = await call<{ data: { id: number; sport: { key: string } }[] }>(context.app, 'GET', `/sportsbook/v1/matches?match_status=${status}&type=match&sport_key=${sportKey}&limit=5`);
      return list.body.data[0]?.id;
    };
    football = (await pick('football', 0))!;
    tennis = (await pick('tennis', 0))!;
    live = (await pick('football', 1)) ?? (await pick('tennis', 1))!;
    expect([football, tennis, live].every(Number.isInteger)).toBe(true);
  }, 60_000);
  afterAll(() => context.close());

  it('a new prediction: every answer at 0, open, no vote; a draw only where the match has a 1x2 market', async () => {
    const answer = await get(`match:${football}:winner`, ana);
    expect(answer.status).toBe(200);
    expect(answer.response.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toEqual({
      prediction_id: `match:${football}:winner`,
      answers: [{ data: '1', votes: 0, share: 0 }, { data: 'X', votes: 0, share: 0 }, { data: '2', votes: 0, share: 0 }],
      total: 0,
      open: true,
      vote: null,
    });
    expect(((await get(`match:${tennis}:winner`)).body.answers as { data: string }[]).map((entry) => entry.data)).toEqual(['1', '2']);
  });

  it('counts one vote per player, publishes the tally on the match channel and shows each player their own vote', async () => {
    const published: { channel: string; event: string; message: unknown }[] = [];
    const stop = context.publisher.subscribe((channel, publication) => published.push({ channel, event: publication.event_name, message: publication.message }));
    const predictionId = `match:${football}:winner`;
    const first = await vote(ana, { prediction_id: predictionId, data: '1' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ total: 1, vote: { prediction_id: predictionId, data: '1' }, answers: [{ data: '1', votes: 1, share: 1 }, { data: 'X', votes: 0, share: 0 }, { data: '2', votes: 0, share: 0 }] });
    // A second vote, even for another answer, changes nothing.
    const again = await vote(ana, { prediction_id: predictionId, data: '2' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'ALREADY_VOTED' } });
    expect((await vote(ben, { prediction_id: predictionId, data: 'X' })).status).toBe(201);
    stop();

    const forBen = await get(predictionId, ben);
    expect(forBen.body).toMatchObject({ total: 2, vote: { data: 'X' }, answers: [{ data: '1', votes: 1, share: 0.5 }, { data: 'X', votes: 1, share: 0.5 }, { data: '2', votes: 0, share: 0 }] });
    expect((await get(predictionId)).body).toMatchObject({ total: 2, vote: null });
    expect(published.filter((entry) => entry.event === 'vote_changed')).toEqual([
      { channel: `sportsbook:match:${football}`, event: 'vote_changed', message: { prediction_id: predictionId, total: 1, answers: [{ data: '1', votes: 1, share: 1 }, { data: 'X', votes: 0, share: 0 }, { data: '2', votes: 0, share: 0 }] } },
      { channel: `sportsbook:match:${football}`, event: 'vote_changed', message: { prediction_id: predictionId, total: 2, answers: [{ data: '1', votes: 1, share: 0.5 }, { data: 'X', votes: 1, share: 0.5 }, { data: '2', votes: 0, share: 0 }] } },
    ]);
  });

  it('racing votes of one player count once', async () => {
    const predictionId = `match:${tennis}:winner`;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => vote(ben, { prediction_id: predictionId, data: index % 2 ? '1' : '2' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await get(predictionId)).body).toMatchObject({ total: 1 });
  });

  it('closes when the match starts: a live or finished match is read but not voted on', async () => {
    const answer = await get(`match:${live}:winner`);
    expect(answer.body).toMatchObject({ open: false });
    const refused = await vote(ana, { prediction_id: `match:${live}:winner`, data: '1' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'VOTING_CLOSED' } });
    await context.database.db.update(matches).set({ status: 4 }).where(eq(matches.id, tennis));
    expect((await get(`match:${tennis}:winner`)).body).toMatchObject({ open: false, total: 1 });
  });

  it('refuses bad input with 400 and the field, unknown matches with 404, visitors with 401', async () => {
    const predictionId = `match:${football}:winner`;
    expect((await vote(null, { prediction_id: predictionId, data: '1' })).status).toBe(401);
    for (const body of [{}, { prediction_id: predictionId }, { prediction_id: predictionId, data: 'draw' }, { prediction_id: 'match:1:loser', data: '1' }, { prediction_id: `match:${football}:winner\ud800`, data: '1' }, { prediction_id: 'x'.repeat(5_000), data: '1' }, { prediction_id: 7, data: '1' }]) {
      const refused = await vote(ana, body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const draw = await vote(ana, { prediction_id: `match:${tennis}:winner`, data: 'X' });
    expect(draw.status).toBe(400);
    expect(draw.body).toMatchObject({ error: { code: 'INVALID_ANSWER', details: { field: 'data', answers: ['1', '2'] } } });
    expect((await get('match:999999:winner')).status).toBe(404);
    expect((await vote(ana, { prediction_id: 'match:999999:winner', data: '1' })).status).toBe(404);
    expect((await get('nonsense')).status).toBe(400);
  });
});
