import { errorBodySchema, matchesResponseSchema, tournamentsResponseSchema, type MatchDto } from '@sportsbook/contracts';
import { MATCH_STATUS } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { favourites, users } from '../src/db/schema';
import { ManualClock } from '../src/feed/clock';
import { FavouritesRepository } from '../src/modules/favourites/repository';
import { InProcessPublisher } from '../src/realtime/publisher';
import { bearerFor, registeredPlayer } from './accounts/helper';
import { freshDatabase, START, TEST_JWT_SECRET } from './helper';

let app: FastifyInstance;
let database: DatabaseHandle;
let prematch: MatchDto[];
let live: MatchDto[];
let alice: { bearer: string; id: number };
let bob: { bearer: string; id: number };

async function player(email: string) {
  const bearer = await bearerFor(app, await registeredPlayer(app, email));
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return { bearer, id: user.id };
}

beforeAll(async () => {
  database = await freshDatabase();
  const generous = { max: 10_000, timeWindowMs: 60_000 };
  app = await buildApp({
    database, publisher: new InProcessPublisher(), jwtSecret: TEST_JWT_SECRET, clock: new ManualClock(START),
    simulator: { seed: 7, speed: 60, targets: { upcoming: 12, live: 4 } },
    accounts: { scrypt: { N: 1024, r: 8, p: 1 }, webUrl: 'http://web.test', rateLimits: { signIn: generous, signUp: generous, password: generous, sms: generous } },
  });
  await app.simulator?.start();
  const board = (status: number) => app.inject({ method: 'GET', url: `/sportsbook/v1/matches?match_status=${status}&type=match&limit=100` });
  prematch = matchesResponseSchema.parse((await board(MATCH_STATUS.prematch)).json()).data;
  live = matchesResponseSchema.parse((await board(MATCH_STATUS.live)).json()).data;
  if (prematch.length < 3 || live.length < 1) throw new Error('the seeded board is too small');
  alice = await player('alice@example.com');
  bob = await player('bob@example.com');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const auth = (bearer: string | null) => (bearer ? { authorization: `Bearer ${bearer}` } : {});
const mark = (bearer: string | null, type: string, id: number | string) => app.inject({ method: 'POST', url: `/sportsbook/v1/favourites/${type}/${id}`, headers: auth(bearer) });
const unmark = (bearer: string | null, type: string, id: number | string) => app.inject({ method: 'DELETE', url: `/sportsbook/v1/favourites/${type}/${id}`, headers: auth(bearer) });
const list = (bearer: string | null, type: string, query = '') => app.inject({ method: 'GET', url: `/sportsbook/v1/favourites/${type}${query}`, headers: auth(bearer) });
const matchIds = async (bearer: string, query = '') => matchesResponseSchema.parse((await list(bearer, 'matches', query)).json()).data.map((match) => match.id);
const stored = async (userId: number) => database.db.select().from(favourites).where(eq(favourites.userId, userId));
const nth = (matches: MatchDto[], index: number): MatchDto => {
  const match = matches[index];
  if (!match) throw new Error(`no match ${index}`);
  return match;
};

describe('favourites (spec promotions §4 "Favorites", §7)', () => {
  it('need a signed-in player: a visitor is answered 401 and nothing is stored', async () => {
    for (const response of [await list(null, 'matches'), await mark(null, 'matches', nth(prematch, 0).id), await unmark(null, 'matches', nth(prematch, 0).id)]) {
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('UNAUTHORIZED');
    }
    expect(await database.db.select().from(favourites)).toEqual([]);
  });

  it('marks a match once however often it is marked, lists it as the catalogue shows it, and unmarks it', async () => {
    const match = nth(prematch, 0);
    expect((await mark(alice.bearer, 'matches', match.id)).statusCode).toBe(204);
    expect((await mark(alice.bearer, 'matches', match.id)).statusCode).toBe(204);
    expect(await stored(alice.id)).toHaveLength(1);

    const response = await list(alice.bearer, 'matches');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = matchesResponseSchema.parse(response.json());
    expect(body.data.map((item) => item.id)).toEqual([match.id]);
    expect(body.data[0]?.main_market?.id).toBe(match.main_market?.id);
    expect(body.pagination).toEqual({ total: 1, page: 1, limit: 1, last_page: 1 });

    expect((await unmark(alice.bearer, 'matches', match.id)).statusCode).toBe(204);
    expect((await unmark(alice.bearer, 'matches', match.id)).statusCode).toBe(204);
    expect(await matchIds(alice.bearer)).toEqual([]);
    expect(await stored(alice.id)).toEqual([]);
  });

  it('keeps each player to their own list', async () => {
    await mark(alice.bearer, 'matches', nth(prematch, 1).id);
    await mark(bob.bearer, 'matches', nth(prematch, 2).id);
    expect(await matchIds(alice.bearer)).toEqual([nth(prematch, 1).id]);
    expect(await matchIds(bob.bearer)).toEqual([nth(prematch, 2).id]);
    // Bob unmarking Alice's match touches nothing of hers.
    expect((await unmark(bob.bearer, 'matches', nth(prematch, 1).id)).statusCode).toBe(204);
    expect(await matchIds(alice.bearer)).toEqual([nth(prematch, 1).id]);
    await unmark(alice.bearer, 'matches', nth(prematch, 1).id);
    await unmark(bob.bearer, 'matches', nth(prematch, 2).id);
  });

  it('filters matches by matchStatus and isBettable', async () => {
    const upcoming = nth(prematch, 0);
    const inPlay = nth(live, 0);
    await mark(alice.bearer, 'matches', upcoming.id);
    await mark(alice.bearer, 'matches', inPlay.id);
    expect((await matchIds(alice.bearer)).sort()).toEqual([upcoming.id, inPlay.id].sort());
    expect(await matchIds(alice.bearer, `?matchStatus=${MATCH_STATUS.live}`)).toEqual([inPlay.id]);
    expect(await matchIds(alice.bearer, `?matchStatus=${MATCH_STATUS.prematch},${MATCH_STATUS.finished}`)).toEqual([upcoming.id]);
    expect(await matchIds(alice.bearer, `?matchStatus=${MATCH_STATUS.finished}`)).toEqual([]);
    const bettable = await matchIds(alice.bearer, '?isBettable=true');
    const notBettable = await matchIds(alice.bearer, '?isBettable=false');
    expect([...bettable, ...notBettable].sort()).toEqual([upcoming.id, inPlay.id].sort());
    expect(bettable).toContain(upcoming.id);
    await unmark(alice.bearer, 'matches', upcoming.id);
    await unmark(alice.bearer, 'matches', inPlay.id);
  });

  it('marks tournaments and lists them with the catalogue body', async () => {
    const tournament = nth(prematch, 0).tournament;
    expect((await mark(alice.bearer, 'tournaments', tournament.id)).statusCode).toBe(204);
    const body = tournamentsResponseSchema.parse((await list(alice.bearer, 'tournaments')).json());
    expect(body.data.map((item) => item.id)).toEqual([tournament.id]);
    expect(body.data[0]?.sport.key).toBe(nth(prematch, 0).sport.key);
    // A match list and a tournament list are separate: the same number is not a favourite match.
    expect(await matchIds(alice.bearer)).toEqual([]);
    await unmark(alice.bearer, 'tournaments', tournament.id);
    expect(tournamentsResponseSchema.parse((await list(alice.bearer, 'tournaments')).json()).data).toEqual([]);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const unknown = await mark(alice.bearer, 'matches', 99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).error.message).toBe('Match 99999999 not found');
    expect((await mark(alice.bearer, 'tournaments', 99_999_999)).statusCode).toBe(404);
    for (const response of [
      await mark(alice.bearer, 'players', 1),
      await mark(alice.bearer, 'matches', 'abc'),
      await mark(alice.bearer, 'matches', 0),
      await list(alice.bearer, 'sports'),
      await list(alice.bearer, 'matches', '?matchStatus=9'),
      await list(alice.bearer, 'matches', '?isBettable=maybe'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('BAD_REQUEST');
    }
    expect(await stored(alice.id)).toEqual([]);
  });

  it('narrows GET /matches?favourite=true to the bearer\'s favourites (a visitor\'s list is empty), never cached', async () => {
    const match = nth(prematch, 1);
    await mark(alice.bearer, 'matches', match.id);
    const mine = await app.inject({ method: 'GET', url: '/sportsbook/v1/matches?favourite=true', headers: auth(alice.bearer) });
    expect(matchesResponseSchema.parse(mine.json()).data.map((item) => item.id)).toEqual([match.id]);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const theirs = await app.inject({ method: 'GET', url: '/sportsbook/v1/matches?favourite=true', headers: auth(bob.bearer) });
    expect(matchesResponseSchema.parse(theirs.json()).data).toEqual([]);
    const visitor = await app.inject({ method: 'GET', url: '/sportsbook/v1/matches?favourite=true' });
    expect(matchesResponseSchema.parse(visitor.json()).data).toEqual([]);
    // Other filters still apply within the favourites.
    const filtered = await app.inject({ method: 'GET', url: `/sportsbook/v1/matches?favourite=true&id=${nth(prematch, 2).id}`, headers: auth(alice.bearer) });
    expect(matchesResponseSchema.parse(filtered.json()).data).toEqual([]);
    await unmark(alice.bearer, 'matches', match.id);
  });

  it('holds a player to the limit per type, also when two marks race for the last place', async () => {
    const repository = new FavouritesRepository(database.db);
    expect(await repository.add(bob.id, 'match', nth(prematch, 0).id, 2)).toBe('added');
    const raced = await Promise.all([repository.add(bob.id, 'match', nth(prematch, 1).id, 2), repository.add(bob.id, 'match', nth(prematch, 2).id, 2)]);
    expect(raced.sort()).toEqual(['added', 'limit']);
    expect(await repository.add(bob.id, 'match', nth(prematch, 0).id, 2)).toBe('already');
    expect(await database.db.select().from(favourites).where(and(eq(favourites.userId, bob.id), eq(favourites.kind, 'match')))).toHaveLength(2);
    // Another type has its own count.
    expect(await repository.add(bob.id, 'tournament', nth(prematch, 0).tournament.id, 2)).toBe('added');
    await database.db.delete(favourites).where(eq(favourites.userId, bob.id));
  });
});
