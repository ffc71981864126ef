// `npm run bench`: the performance figures of docs/benchmarks.md. Bounded; stops by itself.
// 1. Domain: bet slip reducer throughput and system-bet calculation time.
// 2. API load (autocannon in a second process, on loopback) on PGlite, then on PostgreSQL when one is reachable.
// 3. Sign-in requests per second and p99 at the production password-hash cost.
// 3b. Bet placement: 2-selection combos from many players, bets per second and p99, PGlite then PostgreSQL.
// 3c. Settlement of 100,000 open bets on one finished match, PGlite then PostgreSQL.
// 3c'. With a wager and a loss limit on every player (issue 21, BENCH_BET_LIMITS=1 of placement.ts), on
//     PostgreSQL (placement-limits): p99 at 1,000 bets/s and the CPU per bet against 3b's.
// 3d. With bonuses (issue 20, BENCH_SCENARIO=bonus of the two files above), on PostgreSQL: placement
//     with a bonus on 20 % of the bets (placement-bonus), settlement of 100,000 bets of which
//     20,000 carry one (settlement-bonus).
// 3e. Tournament leaderboard (issue 23), on PostgreSQL: the rating call (top 20 + own row) on 100,000
//     participants, p50/p99; a rank change published after the bet settles (tournament-rating).
// 4. Realtime: connections held, deliveries per second, delivery latency, memory per connection,
//    CPU time per delivery of the gateway and of the load process; on one gateway node, then on two
//    nodes sharing the sockets over Redis when one is reachable; and the floor under it (the CPU
//    time of a bare loopback socket write).
// 4b. Chat (issue 25): 1,000 chat messages/s on one chat channel fanned out to 2,000 loopback
//     WebSocket readers on one gateway node (the realtime bench with RT_SCENARIO=chat;
//     BENCH_CHAT_RATE and BENCH_CHAT_READERS scale it).
// 5. Web: first-load JS (gzip) and Lighthouse mobile performance of the home and a match page
//    (median of BENCH_LIGHTHOUSE_RUNS alternating runs, default 5, after a warm-up run of each).
// BENCH_ONLY=domain,api,sign-in,placement,settlement,placement-limits,placement-bonus,settlement-bonus,tournament-rating,realtime,chat,web runs a subset.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import pg from 'pg';
import { run, runToEnd, stop, waitForHttp } from './processes.mjs';
import { findMatchPath, firstLoadJsBytes, lighthouseAccessibilityAndSeo, lighthouseScoreWithRetry } from './bench-web.mjs';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis server answers PING at BENCH_REDIS_URL (a plain RESP exchange, no client library). */
function redisReachable() {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function benchApi(label, env) {
  console.log(`\n== API on ${label}`);
  await runToEnd('node', ['--import', 'tsx', 'apps/api/bench/catalogue.ts'], { env: { ...process.env, ...env } });
}

const only = new Set((process.env.BENCH_ONLY ?? 'domain,api,sign-in,placement,settlement,placement-limits,placement-bonus,settlement-bonus,tournament-rating,realtime,chat,web').split(','));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
try {
  if (only.has('domain')) {
    console.log('\n== Domain');
    await runToEnd('node', ['--import', 'tsx', 'packages/domain/bench/domain-bench.ts']);
  }
  if (only.has('api')) {
    await benchApi('PGlite', { DATA_DIR: join(dataDir, 'api') });
    if (await postgresReachable()) await benchApi('PostgreSQL', { DATABASE_URL: postgresUrl });
    else console.log('\n(PostgreSQL not reachable at BENCH_DATABASE_URL: skipped that run)');
  }
  if (only.has('settlement')) {
    console.log('\n== Settlement on PGlite');
    await runToEnd('node', ['--import', 'tsx', 'apps/api/bench/settlement.ts'], { env: { ...process.env, DATABASE_URL: '' } });
    if (await postgresReachable()) {
      console.log('\n== Settlement on PostgreSQL');
      await runToEnd('node', ['--import', 'tsx', 'apps/api/bench/settlement.ts'], { env: { ...process.env, DATABASE_URL: postgresUrl } });
    } else console.log('\n(PostgreSQL not reachable at BENCH_DATABASE_URL: skipped that run)');
  }
  if (only.has('sign-in')) {
    console.log('\n== Sign-in');
    await runToEnd('node', ['--import', 'tsx', 'apps/api/bench/sign-in.ts']);
  }
  if (only.has('placement')) {
    console.log('\n== Bet placement on PGlite');
    await runToEnd('node', ['--import', 'tsx', 'apps/api/bench/placement.ts'], { env: { ...process.env, DATABASE_URL: '' } });
    if (await postgresReachable()) {
      console.log('\n== Bet placement on PostgreSQL');
      await runToEnd('node', ['--import', 'tsx', 'apps/api/bench/placement.ts'], { env: { ...process.env, DATABASE_URL: postgresUrl } });
    } else console.log('\n(PostgreSQL not reachable at BENCH_DATABASE_URL: skipped that run)');
  }
  const postgresScenarios = [
    ['placement-limits', 'placement.ts', 'Bet placement, a wager and a loss limit on every player (issue 21: compare its CPU per bet with the PostgreSQL placement above)', { BENCH_BET_LIMITS: '1' }],
    ['placement-bonus', 'placement.ts', 'Bet placement, a bonus on 20 % of the bets', { BENCH_SCENARIO: 'bonus' }],
    ['settlement-bonus', 'settlement.ts', 'Settlement, 20,000 of 100,000 bets with a bonus', { BENCH_SCENARIO: 'bonus' }],
  ];
  for (const [key, file, title, scenarioEnv] of postgresScenarios) {
    if (!only.has(key)) continue;
    if (await postgresReachable()) {
      console.log(`\n== ${title}, on PostgreSQL`);
      await runToEnd('node', ['--import', 'tsx', `apps/api/bench/${file}`], { env: { ...process.env, DATABASE_URL: postgresUrl, ...scenarioEnv } });
    } else console.log(`\n(PostgreSQL not reachable at BENCH_DATABASE_URL: skipped ${key})`);
  }
  if (only.has('tournament-rating')) {
    if (await postgresReachable()) {
      console.log('\n== Tournament leaderboard of 100,000 participants, on PostgreSQL');
      await runToEnd('node', ['--import', 'tsx', 'apps/api/bench/tournament-rating.ts'], { env: { ...process.env, DATABASE_URL: postgresUrl } });
    } else console.log('\n(PostgreSQL not reachable at BENCH_DATABASE_URL: skipped tournament-rating)');
  }
  if (only.has('realtime')) {
    console.log('\n== Realtime, one gateway node');
    await runToEnd('node', ['--import', 'tsx', 'apps/api/bench/realtime.ts'], { env: { ...process.env, RT_NODES: '1' } });
    if (await redisReachable()) {
      console.log('\n== Realtime, two gateway nodes on Redis');
      await runToEnd('node', ['--import', 'tsx', 'apps/api/bench/realtime.ts'], { env: { ...process.env, RT_NODES: '2', REDIS_URL: redisUrl } });
    } else console.log('\n(Redis not reachable at BENCH_REDIS_URL: skipped the two-node run)');
    console.log('\n== Loopback floor');
    await runToEnd('node', ['--import', 'tsx', 'apps/api/bench/loopback-floor.ts']);
  }
  if (only.has('chat')) {
    // The figure's rate is 2,000,000 deliveries/s, which the gateway's fan-out window of a chat (50 ms
    // by default) turns into 40,000 writes/s; BENCH_CHAT_RATE / BENCH_CHAT_READERS scale it, and
    // RT_FANOUT_WINDOW_MS=0 measures it without the window (docs/benchmarks.md).
    const rate = process.env.BENCH_CHAT_RATE ?? '1000';
    const readers = process.env.BENCH_CHAT_READERS ?? '2000';
    console.log(`\n== Chat: ${rate} messages/s to ${readers} readers, one gateway node`);
    await runToEnd('node', ['--import', 'tsx', 'apps/api/bench/realtime.ts'], {
      env: { ...process.env, RT_NODES: '1', RT_SCENARIO: 'chat', RT_CONNECTIONS: readers, RT_MATCH_CHANNELS: '1', RT_MATCH_RATE: rate, RT_PUBLIC_RATE: '0.1', RT_SECONDS: '10' },
    });
  }
  if (only.has('web')) await benchWeb();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

async function benchWeb() {
  console.log('\n== Web');
  await runToEnd('npm', ['run', 'build', '-w', '@sportsbook/web']);
  // The pages are measured at 127.0.0.1:3000: that is the canonical origin, so they are indexable
  // as in production (another host is noindex, docs/search-engines.md) and Lighthouse sees them so.
  const env = { ...process.env, DATA_DIR: join(dataDir, 'web'), SITE_URL: 'http://127.0.0.1:3000' };
  const api = run('api', 'npm', ['run', 'start', '-w', '@sportsbook/api'], { env });
  const web = run('web', 'npm', ['run', 'start', '-w', '@sportsbook/web'], { env });
  try {
    await waitForHttp('http://127.0.0.1:4000/health');
    await waitForHttp('http://127.0.0.1:3000/');
    const pages = { home: '/', match: await findMatchPath() };
    // Issue 24: first-load JS, accessibility and SEO in a left-to-right, a right-to-left and a CJK locale.
    for (const locale of ['', '/ar', '/ja']) {
      for (const [name, path] of Object.entries(pages)) {
        const localised = `${locale}${path === '/' && locale ? '' : path}`;
        await fetch(`http://127.0.0.1:3000${localised}`); // warm the server's caches once
        const js = await firstLoadJsBytes(localised);
        const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
        console.log(`${name} ${localised}: first-load JS ${kb(js.external)} gzip (${js.external} B) in ${js.scripts} scripts (+ inline ${kb(js.inline)})`);
        const audit = await lighthouseAccessibilityAndSeo(localised);
        console.log(`${name} ${localised}: Lighthouse mobile accessibility ${audit.accessibility}, SEO ${audit.seo}${audit.failed.length ? ` (failed: ${audit.failed.join(', ')})` : ''}`);
      }
    }
    // One run's score moves by ±5 with the machine: BENCH_LIGHTHOUSE_RUNS rounds (default 5), the
    // pages alternating, each page's median reported after one untimed warm-up run of each.
    const rounds = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
    const scores = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
    for (let round = 0; round <= rounds; round += 1) {
      for (const [name, path] of Object.entries(pages)) {
        const lighthouse = await lighthouseScoreWithRetry(path);
        if (round === 0) continue;
        scores[name].push(lighthouse.score);
        console.log(`${name} run ${round}: Lighthouse mobile performance ${lighthouse.score} (LCP ${lighthouse.lcpMs} ms, TBT ${lighthouse.tbtMs} ms, CLS ${lighthouse.cls.toFixed(3)}, steal ${lighthouse.stealPercent ?? '?'} %)`);
      }
    }
    for (const [name, list] of Object.entries(scores)) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(`${name}: Lighthouse median ${sorted[Math.floor(sorted.length / 2)]} of ${sorted.length} runs (${sorted[0]}–${sorted.at(-1)})`);
    }
  } finally {
    stop(api);
    stop(web);
  }
}
