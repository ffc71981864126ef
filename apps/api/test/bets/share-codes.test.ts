import { eq } from 'drizzle-orm';
import { errorBodySchema, matchesResponseSchema, marketsResponseSchema, SHARE_CODE_PATTERN, sharedBetsSchema, systemSettingsSchema, type MatchDto, type ShareBetBody } from '@sportsbook/contracts';
import { MATCH_STATUS } from '@sportsbook/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { matches, shareCodes } from '../../src/db/schema';
import { DEFAULT_EXCHANGE_RATES, exchangeRatesFromEnv } from '../../src/modules/settings/exchange-rates';
import { ManualClock } from '../../src/feed/clock';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { bearerFor, registeredPlayer } from '../accounts/helper';
import { freshDatabase, START, TEST_JWT_SECRET } from '../helper';

let app: FastifyInstance;
let database: DatabaseHandle;
let board: MatchDto[];

beforeAll(async () => {
  database = await freshDatabase();
  const generous = { max: 10_000, timeWindowMs: 60_000 };
  app = await buildApp({
    database, publisher: new InProcessPublisher(), jwtSecret: TEST_JWT_SECRET, clock: new ManualClock(START),
    simulator: { seed: 7, speed: 60, targets: { upcoming: 12, live: 4 } },
    accounts: { scrypt: { N: 1024, r: 8, p: 1 }, webUrl: 'http://web.test', rateLimits: { signIn: generous, signUp: generous, password: generous, sms: generous } },
    exchangeRates: exchangeRatesFromEnv(['USD:1.25']),
  });
  await app.simulator?.start();
  board = matchesResponseSchema.parse((await app.inject({ method: 'GET', url: '/sportsbook/v1/matches?match_status=0&type=match&limit=100' })).json()).data;
  if (board.length < 4) throw new Error('the seeded board has fewer than four prematch matches');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The main market's first outcome of a board match, as the slip would send it. */
function line(match: MatchDto, outcome = 0) {
  const market = match.main_market;
  const chosen = market?.outcomes[outcome];
  if (!market || !chosen) throw new Error(`match ${match.id} has no main market`);
  return { match_id: match.id, market_id: market.id, specifier: market.specifier, outcome_id: chosen.id };
}

const at = (index: number): MatchDto => {
  const match = board[index];
  if (!match) throw new Error(`no match ${index}`);
  return match;
};

async function share(bets: ShareBetBody[], headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url: '/sportsbook/v1/bets/share-code', payload: { bets }, headers });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function restore(code: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: `/sportsbook/v1/bets/share-code?code=${encodeURIComponent(code)}`, headers });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function createdCode(bets: ShareBetBody[], headers: Record<string, string> = {}): Promise<string> {
  const { status, body } = await share(bets, headers);
  expect(status).toBe(201);
  const code = String(body.code);
  expect(code).toMatch(SHARE_CODE_PATTERN);
  return code;
}

describe('shared bets', () => {
  it('round-trips a slip with the current selection details', async () => {
    const combo: ShareBetBody = { type: 'combo', stake: { value: 1500, currency: 'EUR' }, selections: [line(at(0)), line(at(1), 1)] };
    const single: ShareBetBody = { type: 'single', stake: null, selections: [line(at(2))] };
    const code = await createdCode([combo, single]);
    const { status, body } = await restore(code.toUpperCase());
    expect(status).toBe(200);
    const { bets } = sharedBetsSchema.parse(body).data;
    expect(bets.map((bet) => [bet.type, bet.stake, bet.selections.length])).toEqual([['combo', { value: 1500, currency: 'EUR', subunits: 100 }, 2], ['single', null, 1]]);
    const first = bets[0]?.selections[0];
    const match = at(0);
    const market = marketsResponseSchema.parse((await app.inject({ method: 'GET', url: `/sportsbook/v1/matches/${match.id}/markets` })).json()).data
      .find((candidate) => candidate.id === match.main_market?.id && candidate.specifier === match.main_market.specifier);
    const outcome = market?.outcomes[0];
    expect(first).toMatchObject({
      match_id: match.id, market_id: market?.id, specifier: market?.specifier, outcome_id: outcome?.id,
      market_name: market?.name, outcome_name: outcome?.name, odds: outcome?.odds, active: outcome?.active && market?.status === 1, is_suspended: market?.status !== 1,
      match: {
        id: match.id, slug: match.slug, status: match.status, provider: match.provider, sport_key: match.sport.key, sport_name: match.sport.name,
        tournament: { id: match.tournament.id, slug: match.tournament.slug, name: match.tournament.name },
        ...(match.type === 'match' ? { home: { name: match.competitors.home.name }, away: { name: match.competitors.away.name } } : {}),
      },
    });
    // Many codes, all different.
    const codes = await Promise.all(Array.from({ length: 10 }, () => createdCode([single])));
    expect(new Set([...codes, code]).size).toBe(11);
  });

  it("names a restored selection in the reader's language, as the match page does", async () => {
    const match = board.find((candidate) => candidate.sport.key === 'football') ?? at(0);
    const marketsIn = async (language: string) => marketsResponseSchema.parse((await app.inject({
      method: 'GET', url: `/sportsbook/v1/matches/${match.id}/markets?limit=500`, headers: { 'accept-language': language },
    })).json()).data;
    const english = await marketsIn('en');
    const worded = english.find((market) => market.name !== '1x2' && market.status === 1);
    const outcome = worded?.outcomes[0];
    if (!worded || !outcome) throw new Error(`match ${match.id} has no worded market`);
    const code = await createdCode([{ type: 'single', stake: null, selections: [{ match_id: match.id, market_id: worded.id, specifier: worded.specifier, outcome_id: outcome.id }] }]);
    const german = (await marketsIn('de')).find((market) => market.id === worded.id && market.specifier === worded.specifier);
    const germanMatch = (await app.inject({ method: 'GET', url: `/sportsbook/v1/matches/${match.id}`, headers: { 'accept-language': 'de' } })).json<{ data: MatchDto }>().data;
    const selection = sharedBetsSchema.parse((await restore(code, { 'accept-language': 'de' })).body).data.bets[0]?.selections[0];
    expect(selection?.market_name).toBe(german?.name);
    expect(selection?.market_name).not.toBe(worded.name);
    expect(selection?.outcome_name).toBe(german?.outcomes.find((candidate) => candidate.id === outcome.id)?.name);
    expect(selection?.match.sport_name).toBe(germanMatch.sport.name);
    expect(selection?.match.tournament.name).toBe(germanMatch.tournament.name);
    // Without a language, the feed's names.
    const plain = sharedBetsSchema.parse((await restore(code)).body).data.bets[0]?.selections[0];
    expect(plain?.market_name).toBe(worded.name);
  });

  it('records the signed-in sharer; visitors share without one', async () => {
    const cookie = await registeredPlayer(app, 'sharer@example.com');
    const authorization = `Bearer ${await bearerFor(app, cookie)}`;
    const mine = await createdCode([{ type: 'single', selections: [line(at(0))] }], { authorization });
    const visitor = await createdCode([{ type: 'single', selections: [line(at(0))] }]);
    const owner = async (code: string) => (await database.db.select({ userId: shareCodes.userId }).from(shareCodes).where(eq(shareCodes.code, code)))[0]?.userId;
    expect(await owner(mine)).toEqual(expect.any(Number));
    expect(await owner(visitor)).toBeNull();
  });

  it('drops selections whose match is gone or closed and reshapes the bets left', async () => {
    const gone = at(3);
    const closed = at(2);
    const code = await createdCode([
      { type: 'system', system: { win_count: 2, total_count: 3 }, selections: [line(at(0)), line(at(1)), line(gone)] },
      { type: 'combo', selections: [line(at(0)), line(closed)] },
      { type: 'single', selections: [line(gone)] },
    ]);
    await database.db.delete(matches).where(eq(matches.id, gone.id));
    await database.db.update(matches).set({ status: MATCH_STATUS.finished }).where(eq(matches.id, closed.id));
    const { bets } = sharedBetsSchema.parse((await restore(code)).body).data;
    expect(bets.map((bet) => [bet.type, bet.system, bet.selections.map((selection) => selection.match_id)])).toEqual([
      ['combo', null, [at(0).id, at(1).id]],
      ['single', null, [at(0).id]],
    ]);
  });

  it('answers no bets when nothing shared is left ("try another bet")', async () => {
    const code = await createdCode([{ type: 'single', selections: [line(at(2))] }, { type: 'single', selections: [{ ...line(at(0)), outcome_id: 'no-such-outcome' }] }]);
    const { status, body } = await restore(code);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { bets: [] } });
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await restore('aaaaaaaaaa', { 'accept-language': 'en' });
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(unknown.body).error).toMatchObject({ code: 'NOT_FOUND', localized_message: 'This shared bet link was not found.' });
    for (const bad of ['short', 'aaaaaaaaa1', 'aaaaaaaaaaa', "'; drop table"]) {
      const response = await restore(bad);
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(response.body).error.code).toBe('BAD_REQUEST');
    }
    expect((await app.inject({ method: 'GET', url: '/sportsbook/v1/bets/share-code' })).statusCode).toBe(400);
  });

  it('answers each stake with its currency\'s sub-units, so the restoring player can convert it', async () => {
    const code = await createdCode([
      { type: 'single', stake: { value: 250_000, currency: 'btc' }, selections: [line(at(0))] },
      { type: 'single', stake: { value: 700, currency: 'GBP' }, selections: [line(at(1))] },
    ]);
    const { bets } = sharedBetsSchema.parse((await restore(code)).body).data;
    expect(bets.map((bet) => bet.stake)).toEqual([{ value: 250_000, currency: 'BTC', subunits: 100_000_000 }, { value: 700, currency: 'GBP', subunits: 100 }]);
  });

  it('sends the reference exchange rates of every wallet currency in GET /settings (configured over the defaults)', async () => {
    const response = await app.inject({ method: 'GET', url: '/sportsbook/v1/settings' });
    expect(response.statusCode).toBe(200);
    const { currencies } = systemSettingsSchema.parse(response.json<{ data: unknown }>().data);
    expect(currencies).toEqual([
      { code: 'EUR', subunits: 100, fiat: true, rate: 1 },
      { code: 'USD', subunits: 100, fiat: true, rate: 1.25 },
      { code: 'GBP', subunits: 100, fiat: true, rate: DEFAULT_EXCHANGE_RATES.GBP },
      { code: 'BRL', subunits: 100, fiat: true, rate: DEFAULT_EXCHANGE_RATES.BRL },
      { code: 'BTC', subunits: 100_000_000, fiat: false, rate: DEFAULT_EXCHANGE_RATES.BTC },
    ]);
  });

  it('reads EXCHANGE_RATES pairs over the defaults and refuses bad ones', () => {
    expect(exchangeRatesFromEnv([])).toEqual(DEFAULT_EXCHANGE_RATES);
    expect(exchangeRatesFromEnv(['usd:1.1', ' BTC:0.00002 '])).toMatchObject({ EUR: 1, USD: 1.1, BTC: 0.00002 });
    for (const bad of ['XYZ:1', 'USD:0', 'USD:-1', 'USD', 'USD:1e3', 'USD:abc']) {
      expect(() => exchangeRatesFromEnv([bad])).toThrow(/EXCHANGE_RATES/);
    }
  });

  it('refuses bad slips with 400', async () => {
    for (const bets of [[], [{ type: 'parlay', selections: [line(at(0))] }], [{ type: 'single', selections: [] }], [{ type: 'single', stake: { value: -1, currency: 'EUR' }, selections: [line(at(0))] }], [{ type: 'single', stake: { value: 100, currency: 'XYZ' }, selections: [line(at(0))] }]]) {
      const response = await app.inject({ method: 'POST', url: '/sportsbook/v1/bets/share-code', payload: { bets } });
      expect(response.statusCode).toBe(400);
    }
  });

  it('limits how many codes one address creates', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/sportsbook/v1/bets/share-code', payload: { bets: [{ type: 'single', selections: [line(at(0))] }] }, remoteAddress: '10.9.8.7' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
  });
});
