import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { markets, matches, outcomes } from '../src/db/schema';
const schemaName = `bench_cpu_${process.pid}`;
const database = process.env.PGL ? await openDatabase({ kind: 'pglite', dataDir: null }) : await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test', schemaName, poolSize: 10 });
const unlimited = { max: 10_000_000, timeWindowMs: 60_000 };
const app = await buildApp({ database, jwtSecret: randomBytes(32).toString('hex'), simulator: { seed: 42, speed: 1, targets: { upcoming: 30, live: 0 } }, accounts: { scrypt: { N: 1024, r: 8, p: 1 }, confirmationRequired: false, rateLimits: { signIn: unlimited, signUp: unlimited, password: unlimited, sms: unlimited } }, bets: { delayScale: 0 } });
await app.simulator?.start();
const platform = { 'content-type': 'application/json', 'x-sportsbook-app': 'bench' };
const user = { email: `p@example.com`, password: 'bench password 1' };
await app.inject({ method: 'POST', url: '/platform/users', headers: platform, payload: { user } });
const signIn = await app.inject({ method: 'POST', url: '/platform/users/sign_in', headers: platform, payload: { user: { login: user.email, password: user.password } } });
const sc = signIn.headers['set-cookie']; const cookie = (Array.isArray(sc) ? sc : [String(sc)]).find((e) => e.startsWith('sb_session='))!.split(';')[0]!;
await app.inject({ method: 'POST', url: '/platform/wallet/deposits', headers: { ...platform, cookie }, payload: { amount: 1_000_000_00 } });
const token = (await app.inject({ method: 'POST', url: '/platform/sportsbook_token', headers: { 'x-sportsbook-app': 'b', cookie } })).json<{ token: string }>().token;
const rows = await database.db.select({ matchId: matches.id, marketId: markets.typeId, specifier: markets.specifier, outcomeId: outcomes.outcomeKey, odds: outcomes.odds }).from(outcomes).innerJoin(markets, eq(markets.id, outcomes.marketId)).innerJoin(matches, eq(matches.id, markets.matchId)).where(and(eq(matches.status, 0), eq(matches.provider, 'betradar'), eq(markets.status, 1), eq(outcomes.active, true), sql`${outcomes.odds} between 1100 and 5000`));
const lines = [...new Map(rows.map((r) => [r.matchId, r])).values()];
const sel = (l: typeof lines[number]) => ({ match_id: l.matchId, market_id: l.marketId, specifier: l.specifier, outcome_id: l.outcomeId, odds: l.odds / 1000 });
const body = { meta: { device_id: 'b', quick: false, type: 'combo', odds_accept_mode: 'ANY' }, bets: [{ type: 'combo', stake: { value: 100, currency: 'EUR' }, selections: [sel(lines[0]!), sel(lines[1]!)] }] };
for (const label of ['warm', 'run']) {
  const c = process.cpuUsage(); const t = performance.now();
  for (let i = 0; i < 200; i++) { const r = await app.inject({ method: 'POST', url: '/sportsbook/v3/bets', headers: { authorization: `Bearer ${token}` }, payload: body }); if (r.statusCode !== 201) throw new Error(r.body); }
  const u = process.cpuUsage(c);
  console.log(label, 'wall', ((performance.now() - t) / 200).toFixed(2), 'ms; node cpu', ((u.user + u.system) / 1000 / 200).toFixed(2), 'ms per placement');
}
await app.close(); if (database.kind === 'postgres') await database.pool?.query(`DROP SCHEMA "${schemaName}" CASCADE`); await database.close();
