import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBets, openLines, player, type BetsContext, type Line, type Player } from './bets/placement-helper';

/**
 * Issue 2: bad input is a 400 naming the parameter, never a 500. An integer beyond PostgreSQL's
 * int4 range (ids, market types, pages) or a control character such as NUL in a text value used
 * to reach the database and fail there; the shared contract rules refuse them at the edge.
 */
let context: BetsContext;
let who: Player;
let line: Line;
beforeAll(async () => {
  context = await buildBets({ feedControl: true });
  who = await player(context.app, 'bad-input@example.com', 10_000);
  [line] = await openLines(context.database, 0, 1) as [Line];
});
afterAll(async () => context.close());

const BEYOND_INT4 = 99_999_999_999;
const selection = () => ({ match_id: line.matchId, market_id: line.marketId, specifier: line.specifier, outcome_id: line.outcomeId });
const placement = (meta: Record<string, unknown>, pick: Record<string, unknown>) => ({
  meta: { device_id: 'device-1', type: 'single', ...meta },
  bets: [{ type: 'single', stake: { value: 100, currency: 'EUR' }, selections: [{ ...selection(), odds: line.odds, ...pick }] }],
});

interface Case {
  method: InjectOptions['method'];
  url: string;
  body?: () => Record<string, unknown>;
  /** Expected start of the named parameter (a list names its item, as "id.0"). */
  field: string;
}

const cases: [string, Case][] = [
  ['a bet builder match beyond int4 (path)', { method: 'GET', url: `/sportsbook/v1/bets/custom/markets/${BEYOND_INT4}`, field: 'matchId' }],
  ['a deposit id beyond int4 (path)', { method: 'POST', url: `/platform/wallet/deposits/${BEYOND_INT4}/complete`, field: 'id' }],
  ['a bet list page beyond int4', { method: 'GET', url: `/sportsbook/v3/bets?page=${BEYOND_INT4}`, field: 'page' }],
  ['a bet list locale with NUL', { method: 'GET', url: '/sportsbook/v3/bets?locale=%00en', field: 'locale' }],
  ['a confirmation token with NUL', { method: 'GET', url: '/platform/users/confirmation?confirmation_token=%00abc', field: 'confirmation_token' }],
  ['a bet builder match_id beyond int4', { method: 'POST', url: '/sportsbook/v1/bets/custom/calculate', body: () => ({ selections: [{ ...selection(), match_id: BEYOND_INT4 }] }), field: 'selections.0.match_id' }],
  ['a bet builder odds match_id beyond int4', { method: 'POST', url: '/sportsbook/v1/bets/custom/odds', body: () => ({ selections: [{ ...selection(), match_id: BEYOND_INT4 }] }), field: 'selections.0.match_id' }],
  ['a max-stake market_id beyond int4', { method: 'POST', url: '/sportsbook/v1/bets/max-stake', body: () => ({ currency: 'EUR', bets: [{ type: 'single', selections: [{ ...selection(), market_id: BEYOND_INT4 }] }] }), field: 'bets.0.selections.0.market_id' }],
  ['a placed match_id beyond int4', { method: 'POST', url: '/sportsbook/v3/bets', body: () => placement({}, { match_id: BEYOND_INT4 }), field: 'bets.0.selections.0.match_id' }],
  ['a placed market_id beyond int4', { method: 'POST', url: '/sportsbook/v3/bets', body: () => placement({}, { market_id: BEYOND_INT4 }), field: 'bets.0.selections.0.market_id' }],
  ['a placement device_id with NUL', { method: 'POST', url: '/sportsbook/v3/bets', body: () => placement({ device_id: 'device\u0000' }, {}), field: 'meta.device_id' }],
  ['a shared match_id beyond int4', { method: 'POST', url: '/sportsbook/v1/bets/share-code', body: () => ({ bets: [{ type: 'single', selections: [{ ...selection(), match_id: BEYOND_INT4 }] }] }), field: 'bets.0.selections.0.match_id' }],
  ['a shared outcome_id with NUL', { method: 'POST', url: '/sportsbook/v1/bets/share-code', body: () => ({ bets: [{ type: 'single', selections: [{ ...selection(), outcome_id: 'x\u0000' }] }] }), field: 'bets.0.selections.0.outcome_id' }],
  ['a feed odds market_id beyond int4', { method: 'POST', url: '/sportsbook/dev/feed/matches/1/odds', body: () => ({ market_id: BEYOND_INT4, outcome_id: 'x', odds: 2 }), field: 'market_id' }],
  ['a push subscription key with NUL', { method: 'POST', url: '/sportsbook/v1/settings', body: () => ({ push_subscription: { endpoint: 'https://push.test/a', keys: { p256dh: 'a\u0000', auth: 'b' } } }), field: 'push_subscription.keys.p256dh' }],
  ['a sign-in login with NUL', { method: 'POST', url: '/platform/users/sign_in', body: () => ({ user: { login: 'a\u0000@example.com', password: 'whatever1' } }), field: 'user.login' }],
  ['a sign-up first name with NUL', { method: 'POST', url: '/platform/users', body: () => ({ user: { email: 'nul@example.com', password: 'whatever12', first_name: 'a\u0000' } }), field: 'user.first_name' }],
  ['a profile nickname with NUL', { method: 'PATCH', url: '/platform/player', body: () => ({ nickname: 'x\u0000y' }), field: 'nickname' }],
  ['a placement device_id with a lone surrogate', { method: 'POST', url: '/sportsbook/v3/bets', body: () => placement({ device_id: 'x\ud800' }, {}), field: 'meta.device_id' }],
  ['a shared specifier with a lone surrogate', { method: 'POST', url: '/sportsbook/v1/bets/share-code', body: () => ({ bets: [{ type: 'single', selections: [{ ...selection(), specifier: 'total=\udfff' }] }] }), field: 'bets.0.selections.0.specifier' }],
  ['a shared outcome_id with a lone surrogate', { method: 'POST', url: '/sportsbook/v1/bets/share-code', body: () => ({ bets: [{ type: 'single', selections: [{ ...selection(), outcome_id: 'x\ud800' }] }] }), field: 'bets.0.selections.0.outcome_id' }],
  ['a push subscription key with a lone surrogate', { method: 'POST', url: '/sportsbook/v1/settings', body: () => ({ push_subscription: { endpoint: 'https://push.test/a', keys: { p256dh: '\ud800a', auth: 'b' } } }), field: 'push_subscription.keys.p256dh' }],
  ['a profile nickname with a lone surrogate', { method: 'PATCH', url: '/platform/player', body: () => ({ nickname: 'x\udc00y' }), field: 'nickname' }],
  ['a body key with a lone surrogate', { method: 'POST', url: '/sportsbook/v1/counters', body: () => ({ ['k\ud800']: 1 }), field: 'k' }],
  ['a phone country with NUL', { method: 'POST', url: '/platform/player/phone', body: () => ({ phone_number: '+351912345678', phone_country: 'P\u0000' }), field: 'phone_country' }],
];

describe('bad input across the API', () => {
  it.each(cases)('refuses %s with a 400 naming the parameter, never a 500', async (_, { method, url, body, field }) => {
    const response = await context.app.inject({
      method,
      url,
      headers: { authorization: who.authorization, cookie: who.cookie, 'x-sportsbook-app': 'web' },
      ...(body ? { payload: body() } : {}),
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(`"${field}`);
  });

  // The parser looks for surrogates only in bodies with a \uD800–\uDFFF escape (any case), so
  // these are written as raw JSON text: JSON.stringify would only ever write lower-case escapes.
  const patch = (text: string) => context.app.inject({
    method: 'PATCH', url: '/platform/player', payload: text,
    headers: { cookie: who.cookie, 'x-sportsbook-app': 'web', 'content-type': 'application/json' },
  });
  it('refuses a lone surrogate written as an upper-case escape', async () => {
    const response = await patch('{"nickname":"x\\uDBFFy"}');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('"nickname');
  });
  it('accepts a surrogate pair written as escapes (an emoji)', async () => {
    const response = await patch('{"nickname":"Ace \\uD83C\\uDFBE"}');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ nickname: string }>().nickname).toBe('Ace \u{1F3BE}');
  });
});

/** Issue 19 point 7: text parameters have a length limit, and no answer echoes a huge input back. */
describe('huge input', () => {
  const huge = 'x'.repeat(1_000_000);
  const send = (method: InjectOptions['method'], url: string, payload?: Record<string, unknown>) => context.app.inject({
    method,
    url,
    headers: { authorization: who.authorization, cookie: who.cookie, 'x-sportsbook-app': 'web' },
    ...(payload ? { payload } : {}),
  });

  it('refuses a 1 MB cashout bet_id with a 400 naming it, without echoing it', async () => {
    const response = await send('POST', '/sportsbook/v1/bets/cashout', { bet_id: huge, to_cashout: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('"bet_id"');
    expect(response.body.length).toBeLessThan(1_000);
  });

  it('does not echo a huge unknown key or a long unknown id', async () => {
    const key = await send('POST', '/sportsbook/v1/settings', { ['k'.repeat(100_000)]: 1 });
    expect(key.statusCode).toBe(400);
    expect(key.body.length).toBeLessThan(1_000);
    const id = await send('POST', '/sportsbook/v1/bets/cashout', { bet_id: `${'9'.repeat(20)}x`, to_cashout: 100 });
    expect(id.statusCode).toBeLessThan(500);
    expect(id.body.length).toBeLessThan(1_000);
    const route = await send('GET', `/sportsbook/v1/${'y'.repeat(8_000)}`);
    expect(route.statusCode).toBe(404);
    expect(route.body.length).toBeLessThan(1_000);
  });
});
