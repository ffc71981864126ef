// `npm start`: build the web app if its build is missing or older than its sources, then run the
// API (embedded PostgreSQL, simulator) and the web server together (ARCHITECTURE §3).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, runToEnd, stop, superviseTogether, waitForHttp } from './processes.mjs';

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const buildId = 'apps/web/.next/BUILD_ID';
const sources = ['apps/web/src', 'apps/web/messages', 'packages/domain/src', 'packages/contracts/src'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

// Settings the web build fixes (next.config.ts inlines them into the bundles): a change needs a new build.
const buildSettingsFile = 'apps/web/.next/build-settings.json';
const buildSettings = JSON.stringify({ LOCALE_PREFIX: process.env.LOCALE_PREFIX || 'as-needed' });

function webBuildIsCurrent() {
  if (!existsSync(buildId) || !existsSync(buildSettingsFile)) return false;
  if (readFileSync(buildSettingsFile, 'utf8') !== buildSettings) return false;
  const builtAt = statSync(buildId).mtimeMs;
  return sources.every((path) => !existsSync(path) || newestMtime(path) <= builtAt);
}

if (!webBuildIsCurrent()) {
  console.log('Building the web app…');
  await runToEnd('npm', ['run', 'build', '-w', '@sportsbook/web']);
  writeFileSync(buildSettingsFile, buildSettings);
}

const api = run('api', 'npm', ['run', 'start', '-w', '@sportsbook/api']);
try {
  await waitForHttp(`http://127.0.0.1:${apiPort}/health`);
} catch (error) {
  console.error(String(error));
  stop(api);
  process.exit(1);
}
const web = run('web', 'npm', ['run', 'start', '-w', '@sportsbook/web']);
superviseTogether([api, web]);
await waitForHttp(`http://127.0.0.1:${webPort}/`).catch(() => undefined);
console.log(`\nSportsbook: http://localhost:${webPort}  (API http://localhost:${apiPort}, OpenAPI /docs)`);
