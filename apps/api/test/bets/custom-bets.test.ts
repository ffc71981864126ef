import { and, eq } from 'drizzle-orm';
import {
  PUBLIC_LANGUAGES,
  customBetCalculationSchema,
  customBetMarketsSchema,
  customBetOddsSchema,
  errorBodySchema,
  matchesResponseSchema,
  type CustomBetCalculationDto,
  type CustomBetSelectionBody,
  type MatchDto,
} from '@sportsbook/contracts';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { feedMatchStates, markets, matches } from '../../src/db/schema';
import { ManualClock } from '../../src/feed/clock';
import { engineFor } from '../../src/feed/engine/registry';
import { builderOdds, jointProbability, legValue, worlds } from '../../src/feed/pricing/custom-bet-model';
import { LIVE_MARGIN, PREMATCH_MARGIN } from '../../src/feed/pricing/margin';
import { isSimMatch } from '../../src/feed/sim-match';
import { serverLanguage, serverText } from '../../src/modules/custom-bets/messages';
import { SERVER_TEXTS } from '../../src/modules/custom-bets/messages.texts';
import { CustomBetsRepository } from '../../src/modules/custom-bets/repository';
import { CustomBetService } from '../../src/modules/custom-bets/service';
import { InProcessPublisher } from '../../src/realtime/publisher';
import { freshDatabase, START, TEST_JWT_SECRET } from '../helper';

let app: FastifyInstance;
let database: DatabaseHandle;
let prematch: MatchDto;
let other: MatchDto;

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildApp({
    database, publisher: new InProcessPublisher(), jwtSecret: TEST_JWT_SECRET, clock: new ManualClock(START),
    simulator: { seed: 7, speed: 60, targets: { upcoming: 16, live: 6 } },
  });
  await app.simulator?.start();
  const board = matchesResponseSchema.parse((await app.inject({ method: 'GET', url: '/sportsbook/v1/matches?sport_key=football&match_status=0&type=match&limit=100' })).json());
  const [first, second] = board.data;
  if (!first || !second) throw new Error('the seeded board has fewer than two prematch football matches');
  prematch = first;
  other = second;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const sel = (matchId: number, marketId: number, outcomeId: string, specifier = ''): CustomBetSelectionBody => ({ match_id: matchId, market_id: marketId, specifier, outcome_id: outcomeId });

async function post(url: string, body: unknown, language = 'en') {
  const response = await app.inject({ method: 'POST', url: `/sportsbook/v1/bets/custom/${url}`, payload: body as Record<string, unknown>, headers: { 'accept-language': language } });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function calculate(selections: CustomBetSelectionBody[], language = 'en'): Promise<CustomBetCalculationDto> {
  const { status, body } = await post('calculate', { selections }, language);
  expect(status).toBe(200);
  return customBetCalculationSchema.parse(body).data;
}

/** The builder price computed here from the match's persisted simulator state. */
async function expectedOdds(matchId: number, legs: { typeId: number; specifier: string; outcomeKey: string }[], live = false) {
  const [row] = await database.db.select({ state: feedMatchStates.state }).from(feedMatchStates).where(eq(feedMatchStates.matchId, matchId));
  if (!row || !isSimMatch(row.state)) throw new Error('no simulator state');
  const model = engineFor(row.state.sportKey).goalModel?.(row.state.play, row.state.strength);
  if (!model) throw new Error('no goal model');
  const values = legs.map((one) => {
    const value = legValue(one, model);
    if (typeof value === 'string') throw new Error(value);
    return value;
  });
  const probability = jointProbability(values, worlds(model, legs.some((one) => one.typeId === 60)));
  return { probability, odds: builderOdds(probability, live ? LIVE_MARGIN : PREMATCH_MARGIN) };
}

describe('GET /bets/custom/markets/{matchId}', () => {
  it('lists the combinable markets grouped by custom_bet_groups', async () => {
    const response = await app.inject({ method: 'GET', url: `/sportsbook/v1/bets/custom/markets/${prematch.id}` });
    expect(response.statusCode).toBe(200);
    const body = customBetMarketsSchema.parse(response.json());
    expect(body.data.every((market) => market.custom_bet_groups.length > 0)).toBe(true);
    const ids = new Set(body.data.map((market) => market.id));
    for (const id of [1, 10, 18, 16, 29, 41, 60, 8]) expect(ids.has(id)).toBe(true);
    expect(ids.has(11)).toBe(false); // Draw no bet is not offered in the builder (README).
    expect(body.groups.map((group) => group.key)).toEqual(['result', 'goals', 'handicap', 'score', 'half']);
    expect(body.groups.find((group) => group.key === 'goals')?.market_ids).toContain('18|total=2.5');
    // The catalogue's own market list carries the same groups.
    const catalogue = (await app.inject({ method: 'GET', url: `/sportsbook/v1/matches/${prematch.id}/markets` })).json<{ data: { id: number; custom_bet_groups: string[] }[] }>();
    expect(catalogue.data.find((market) => market.id === 1)?.custom_bet_groups).toEqual(['result']);
    expect(catalogue.data.find((market) => market.id === 11)?.custom_bet_groups).toEqual([]);
  });

  it('answers 404 with the server text for an unknown match and 400 for a malformed id', async () => {
    const missing = await app.inject({ method: 'GET', url: '/sportsbook/v1/bets/custom/markets/987654', headers: { 'accept-language': 'ar' } });
    expect(missing.statusCode).toBe(404);
    const body = errorBodySchema.parse(missing.json());
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.localized_message).toBe('لم تعد هذه المباراة متاحة.');
    expect((await app.inject({ method: 'GET', url: '/sportsbook/v1/bets/custom/markets/abc' })).statusCode).toBe(400);
  });

  it('settings keep the builder enabled', async () => {
    const settings = (await app.inject({ method: 'GET', url: '/sportsbook/v1/settings' })).json<{ data: { custom_bet_enabled: boolean } }>();
    expect(settings.data.custom_bet_enabled).toBe(true);
    const docs = Object.keys((await app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: Record<string, unknown> }>().paths);
    expect(docs).toEqual(expect.arrayContaining(['/sportsbook/v1/bets/custom/calculate', '/sportsbook/v1/bets/custom/odds', '/sportsbook/v1/bets/custom/markets/{matchId}']));
  });

  it('offers no builder markets for sports without a goal model', async () => {
    const board = matchesResponseSchema.parse((await app.inject({ method: 'GET', url: '/sportsbook/v1/matches?sport_key=tennis&type=match&limit=1' })).json()).data;
    const [tennis] = board;
    if (!tennis) throw new Error('no tennis match on the seeded board');
    const body = customBetMarketsSchema.parse((await app.inject({ method: 'GET', url: `/sportsbook/v1/bets/custom/markets/${tennis.id}` })).json());
    expect(body).toEqual({ data: [], groups: [] });
  });
});

describe('POST /bets/custom/calculate', () => {
  it('prices correlated selections from the model, not as the product of their odds', async () => {
    const result = await calculate([sel(prematch.id, 1, 'home'), sel(prematch.id, 18, 'over', 'total=2.5')]);
    const expected = await expectedOdds(prematch.id, [{ typeId: 1, specifier: '', outcomeKey: 'home' }, { typeId: 18, specifier: 'total=2.5', outcomeKey: 'over' }]);
    expect(result.refusals).toEqual([]);
    expect(result.combined).toEqual([0, 1]);
    expect(result.odds).toBe((expected.odds ?? 0) / 1000);
    expect(result.probability).toBeCloseTo(expected.probability, 6);
    expect(result.product_odds).not.toBeNull();
    // Home win and over 2.5 go together: the builder pays clearly less than the product.
    expect(result.odds ?? 0).toBeLessThan((result.product_odds ?? 0) * 0.95);

    const noBtts = await calculate([sel(prematch.id, 1, 'home'), sel(prematch.id, 29, 'no')]);
    const expectedNoBtts = await expectedOdds(prematch.id, [{ typeId: 1, specifier: '', outcomeKey: 'home' }, { typeId: 29, specifier: '', outcomeKey: 'no' }]);
    expect(noBtts.odds).toBe((expectedNoBtts.odds ?? 0) / 1000);
    expect(Math.abs((noBtts.odds ?? 0) - (noBtts.product_odds ?? 0))).toBeGreaterThan(0.05);
  });

  it('refuses a contradictory selection, names what it conflicts with, and prices the rest', async () => {
    const result = await calculate([sel(prematch.id, 1, 'home'), sel(prematch.id, 18, 'over', 'total=2.5'), sel(prematch.id, 41, '0:1')]);
    expect(result.combined).toEqual([0, 1]);
    expect(result.refusals).toEqual([{
      selection_indexes: [2], outcome_ids: ['0:1'], conflicts_with: [0, 1], code: 'CUSTOM_BET_CONTRADICTORY',
      message_key: 'error.custom_bet.contradictory', localized_message: 'This selection cannot win together with the others.',
    }]);
    const pair = await calculate([sel(prematch.id, 1, 'home'), sel(prematch.id, 41, '0:1')], 'ar');
    expect(pair.odds).toBeNull();
    expect(pair.refusals.map((refusal) => [refusal.code, refusal.selection_indexes, refusal.conflicts_with])).toEqual([
      ['CUSTOM_BET_CONTRADICTORY', [1], [0]],
      ['CUSTOM_BET_MIN_SELECTIONS', [0], []],
    ]);
    expect(pair.refusals[0]?.localized_message).toBe('لا يمكن أن يربح هذا الاختيار مع الاختيارات الأخرى.');
    // German as the most preferred served language; a language without texts reads English.
    const german = await calculate([sel(prematch.id, 1, 'home'), sel(prematch.id, 41, '0:1')], 'xx;q=1, de-AT;q=0.9, en;q=0.5');
    expect(german.refusals.map((refusal) => refusal.localized_message)).toEqual([
      'Dieser Tipp kann nicht zusammen mit den anderen gewinnen.',
      'Wählen Sie mindestens 2 Tipps aus diesem Spiel, um eine Wette zu erstellen.',
    ]);
    const unknown = await calculate([sel(prematch.id, 1, 'home'), sel(prematch.id, 41, '0:1')], 'xx-YY');
    expect(unknown.refusals[0]?.localized_message).toBe('This selection cannot win together with the others.');
  });

  it('explains every other refusal reason', async () => {
    const id = prematch.id;
    const result = await calculate([
      sel(id, 1, 'home'),
      sel(id, 18, 'over', 'total=2.5'),
      sel(id, 18, 'under', 'total=2.5'), // same market twice
      sel(id, 11, 'home'), // draw no bet: not in the builder
      sel(other.id, 1, 'away'), // another match
      sel(id, 1, 'nobody'), // no such outcome
      sel(id, 18, 'over', 'total=9.5'), // no such line
    ]);
    expect(result.combined).toEqual([0, 1]);
    expect(result.refusals.map((refusal) => [refusal.selection_indexes[0], refusal.code])).toEqual([
      [2, 'CUSTOM_BET_SAME_MARKET'],
      [3, 'CUSTOM_BET_MARKET_NOT_COMBINABLE'],
      [4, 'CUSTOM_BET_DIFFERENT_MATCH'],
      [5, 'CUSTOM_BET_NOT_FOUND'],
      [6, 'CUSTOM_BET_NOT_FOUND'],
    ]);
    expect(result.refusals[0]?.conflicts_with).toEqual([1]);
    const single = await calculate([sel(id, 1, 'home')]);
    expect(single).toMatchObject({ odds: null, combined: [], refusals: [{ code: 'CUSTOM_BET_MIN_SELECTIONS', message_key: 'error.custom_bet.min_selections' }] });
  });

  it('refuses suspended markets and matches that are no longer open', async () => {
    const id = other.id;
    await database.db.update(markets).set({ status: MARKET_STATUS.suspended }).where(and(eq(markets.matchId, id), eq(markets.typeId, 29)));
    const suspended = await calculate([sel(id, 1, 'home'), sel(id, 18, 'over', 'total=2.5'), sel(id, 29, 'yes')]);
    expect(suspended.refusals.map((refusal) => refusal.code)).toEqual(['CUSTOM_BET_SUSPENDED']);
    expect(suspended.combined).toEqual([0, 1]);
    await database.db.update(matches).set({ status: MATCH_STATUS.finished }).where(eq(matches.id, id));
    const closed = await calculate([sel(id, 1, 'home'), sel(id, 18, 'over', 'total=2.5')]);
    expect(closed.odds).toBeNull();
    expect(closed.refusals.map((refusal) => refusal.code)).toEqual(['CUSTOM_BET_MATCH_NOT_OPEN', 'CUSTOM_BET_MATCH_NOT_OPEN', 'CUSTOM_BET_MIN_SELECTIONS']);
    await database.db.update(matches).set({ status: MATCH_STATUS.prematch }).where(eq(matches.id, id));
    await database.db.update(markets).set({ status: MARKET_STATUS.allowed }).where(and(eq(markets.matchId, id), eq(markets.typeId, 29)));
  });

  it('answers 400 for bad input and 404 for an unknown match', async () => {
    for (const body of [{}, { selections: [] }, { selections: [{ match_id: prematch.id, market_id: 1 }] }, { selections: [{ match_id: 'x', market_id: 1, outcome_id: 'home' }] }]) {
      const { status, body: error } = await post('calculate', body);
      expect(status).toBe(400);
      expect(errorBodySchema.parse(error).error.code).toBe('BAD_REQUEST');
    }
    const missing = await post('calculate', { selections: [sel(987654, 1, 'home'), sel(987654, 29, 'yes')] });
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(missing.body).error.localized_message).toBe('This match is no longer available.');
  });

  it('prices a live goal match with the live margin from its current state', async () => {
    const live = matchesResponseSchema.parse((await app.inject({ method: 'GET', url: '/sportsbook/v1/matches?match_status=1&type=match&limit=100' })).json())
      .data.filter((match) => match.sport.key === 'football' || match.sport.key === 'ice-hockey');
    const markets = await Promise.all(live.map(async (match) => ({
      match,
      markets: customBetMarketsSchema.parse((await app.inject({ method: 'GET', url: `/sportsbook/v1/bets/custom/markets/${match.id}` })).json()).data,
    })));
    const open = markets.find((entry) => entry.markets.some((market) => market.id === 1 && market.status === 1) && entry.markets.some((market) => market.id === 18 && market.status === 1));
    if (!open) throw new Error('the seeded board has no live goal match with open 1x2 and total markets');
    const total = open.markets.find((market) => market.id === 18 && market.status === 1);
    if (!total) throw new Error('no total');
    // Whatever the score, more goals can still come: home win and over the line are always compatible.
    const result = await calculate([sel(open.match.id, 1, 'home'), sel(open.match.id, 18, 'over', total.specifier)]);
    const expected = await expectedOdds(open.match.id, [{ typeId: 1, specifier: '', outcomeKey: 'home' }, { typeId: 18, specifier: total.specifier, outcomeKey: 'over' }], true);
    expect(result.combined).toEqual([0, 1]);
    expect(expected.odds).not.toBeNull();
    expect(result.odds).toBe((expected.odds ?? 0) / 1000);
  });
});

describe('ice hockey', () => {
  it('prices a prematch hockey match from the same model', async () => {
    const board = matchesResponseSchema.parse((await app.inject({ method: 'GET', url: '/sportsbook/v1/matches?sport_key=ice-hockey&match_status=0&type=match&limit=1' })).json()).data;
    const [hockey] = board;
    if (!hockey) throw new Error('no prematch ice hockey match on the seeded board');
    const legs = [{ typeId: 1, specifier: '', outcomeKey: 'away' }, { typeId: 18, specifier: 'total=5.5', outcomeKey: 'under' }, { typeId: 60, specifier: '', outcomeKey: 'away' }];
    const result = await calculate(legs.map((one) => sel(hockey.id, one.typeId, one.outcomeKey, one.specifier)));
    const expected = await expectedOdds(hockey.id, legs);
    expect(result.combined).toEqual([0, 1, 2]);
    expect(result.odds).toBe((expected.odds ?? 0) / 1000);
  });
});

describe('POST /bets/custom/odds', () => {
  it('gives the combined price each other builder outcome would make', async () => {
    const id = prematch.id;
    const response = await post('odds', { selections: [sel(id, 1, 'home')] });
    expect(response.status).toBe(200);
    const odds = customBetOddsSchema.parse(response.body).data;
    expect(odds.match_id).toBe(id);
    expect(odds.odds).toBeNull(); // one selection alone has no builder price
    const find = (marketId: number, outcomeId: string, specifier = '') => odds.outcomes.find((entry) => entry.market_id === marketId && entry.specifier === specifier && entry.outcome_id === outcomeId);
    const over = find(18, 'over', 'total=2.5');
    expect(over?.odds).toBe((await calculate([sel(id, 1, 'home'), sel(id, 18, 'over', 'total=2.5')])).odds);
    expect(find(41, '0:1')).toMatchObject({ odds: null, code: 'CUSTOM_BET_CONTRADICTORY' });
    expect(find(1, 'draw')).toMatchObject({ odds: null, code: 'CUSTOM_BET_SAME_MARKET' });
    expect(find(1, 'home')).toMatchObject({ odds: null, code: null });
    expect(find(11, 'home')).toBeUndefined();
    expect(odds.outcomes.filter((entry) => entry.odds !== null).length).toBeGreaterThan(20);
    const two = customBetOddsSchema.parse((await post('odds', { selections: [sel(id, 1, 'home'), sel(id, 18, 'over', 'total=2.5')] })).body).data;
    expect(two.odds).toBe(over?.odds);
    const missing = await post('odds', { selections: [sel(987654, 1, 'home')] });
    expect(missing.status).toBe(404);
    expect((await post('odds', { selections: [] })).status).toBe(400);
  });
});

describe('CustomBetService.price (for placement)', () => {
  it('prices all legs in thousandths or names the first refusal', async () => {
    const service = new CustomBetService(new CustomBetsRepository(database.db));
    const id = prematch.id;
    const priced = await service.price([sel(id, 1, 'home'), sel(id, 18, 'over', 'total=2.5')]);
    const expected = await expectedOdds(id, [{ typeId: 1, specifier: '', outcomeKey: 'home' }, { typeId: 18, specifier: 'total=2.5', outcomeKey: 'over' }]);
    expect(priced).toEqual({ odds: expected.odds, probability: expected.probability });
    expect(await service.price([sel(id, 1, 'home'), sel(id, 18, 'over', 'total=2.5'), sel(id, 41, '0:1')])).toEqual({
      refusal: { code: 'CUSTOM_BET_CONTRADICTORY', messageKey: 'error.custom_bet.contradictory', selectionIndexes: [2], conflictsWith: [0, 1] },
    });
    expect((await service.price([sel(id, 1, 'home')])).refusal?.code).toBe('CUSTOM_BET_MIN_SELECTIONS');
    expect((await service.price([sel(987654, 1, 'home'), sel(987654, 29, 'no')])).refusal?.code).toBe('CUSTOM_BET_NOT_FOUND');
  });
});

describe('server texts (custom-bets/messages.texts.ts)', () => {
  const parameters = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it('has every text in every public language, translated, with the same {parameters} as English', () => {
    expect(Object.keys(SERVER_TEXTS).sort()).toEqual([...PUBLIC_LANGUAGES].sort());
    const english: Readonly<Record<string, string>> = SERVER_TEXTS.en;
    for (const [language, texts] of Object.entries(SERVER_TEXTS)) {
      expect(Object.keys(texts).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(parameters(text), `${language} ${key}`).toEqual(parameters(english[key] ?? ''));
        if (language !== 'en') expect(text, `${language} ${key}`).not.toBe(english[key]);
      }
    }
  });

  it('reads the language as the catalogue does, English for any language without texts', () => {
    expect(serverLanguage('de-CH,de;q=0.9')).toBe('de');
    expect(serverLanguage('pt-BR')).toBe('pt');
    expect(serverLanguage(['fr;q=0.4', 'zh-Hant-TW'])).toBe('zh');
    expect(serverLanguage('xx, en;q=0.1')).toBe('en');
    expect(serverLanguage(undefined)).toBe('en');
    expect(serverText('de', 'MATCH_NOT_FOUND')).toBe('Dieses Spiel ist nicht mehr verfügbar.');
    for (const language of ['xx', 'constructor', '__proto__', '']) expect(serverText(language, 'MATCH_NOT_FOUND'), language).toBe('This match is no longer available.');
  });
});
