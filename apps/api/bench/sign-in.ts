import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import { PasswordHasher, PRODUCTION_SCRYPT } from '../src/modules/auth/password-hasher';

/**
 * Issue 5 figure: POST /platform/users/sign_in per second and its p99 with the production
 * scrypt cost (N=2^17, r=8, p=1), bounded autocannon on loopback. One JSON line per case:
 * a right password and an unknown login (which spends the same dummy hash). BENCH_SECONDS
 * (default 10) and BENCH_CONNECTIONS (default 4, the libuv pool size: each hash takes 128 MiB).
 */
const env = loadEnv();
const schemaName = `bench_signin_${process.pid}`;
const database = env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, schemaName, poolSize: 10 })
  : await openDatabase({ kind: 'pglite', dataDir: null });
const unlimited = { max: 1_000_000, timeWindowMs: 60_000 };
const app = await buildApp({
  database,
  jwtSecret: randomBytes(32).toString('hex'),
  simulator: null,
  accounts: { scrypt: PRODUCTION_SCRYPT, confirmationRequired: false, rateLimits: { signIn: unlimited, signUp: unlimited, password: unlimited, sms: unlimited } },
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const headers = { 'content-type': 'application/json', 'x-sportsbook-app': 'bench' };
const password = 'bench password 1';
await app.inject({ method: 'POST', url: '/platform/users', headers, payload: { user: { email: 'bench@example.com', password } } });

const hasher = new PasswordHasher(PRODUCTION_SCRYPT);
const hashStarted = performance.now();
await hasher.hash(password);
console.log(JSON.stringify({ case: 'single_scrypt_hash', ms: Math.round(performance.now() - hashStarted) }));

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const cases = [
  { name: 'sign_in_ok', login: 'bench@example.com', expected: 200 },
  { name: 'sign_in_unknown_login', login: 'nobody@example.com', expected: 401 },
];
for (const { name, login, expected } of cases) {
  const result = await autocannon({
    url: `${address}/platform/users/sign_in`,
    method: 'POST',
    headers,
    body: JSON.stringify({ user: { login, password } }),
    connections,
    duration,
    // A hash queued behind others on a busy machine may take seconds: count it rather than time it out.
    timeout: 60,
  });
  const unexpected = expected === 200 ? result.non2xx : result['2xx'];
  console.log(JSON.stringify({
    database: database.kind,
    case: name,
    scrypt: `N=2^${Math.log2(PRODUCTION_SCRYPT.N)},r=${PRODUCTION_SCRYPT.r},p=${PRODUCTION_SCRYPT.p}`,
    connections,
    requests_per_second: Number(result.requests.average.toFixed(1)),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + unexpected,
  }));
}

await app.close();
if (database.kind === 'postgres') await database.pool?.query(`DROP SCHEMA "${schemaName}" CASCADE`);
await database.close();
