#!/usr/bin/env node
// Builds the API into apps/api/dist (issue 22: production runs JavaScript, no TypeScript compiler
// at run time): src/server.ts and the workspace packages it imports (@sportsbook/domain,
// contracts: TypeScript sources) bundled into dist/server.mjs by esbuild; every npm dependency
// stays an import, resolved from node_modules as before. The SQL the server reads at run time
// (migrations, functions) is copied beside it, where src/db finds it relative to its module.
//   node scripts/build.mjs             build
//   node scripts/build.mjs --if-stale  build only when a source is newer than dist/server.mjs
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(apiDir, '../..');
const outFile = join(apiDir, 'dist/server.mjs');
const sources = [join(apiDir, 'src'), join(repoRoot, 'packages/domain/src'), join(repoRoot, 'packages/contracts/src'), fileURLToPath(import.meta.url), join(apiDir, 'package.json')];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

export function buildIsCurrent() {
  if (!existsSync(outFile)) return false;
  const builtAt = statSync(outFile).mtimeMs;
  return sources.every((path) => !existsSync(path) || newestMtime(path) <= builtAt);
}

if (process.argv.includes('--if-stale') && buildIsCurrent()) process.exit(0);

const { build } = await import('esbuild');
const { dependencies = {} } = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
// npm packages stay imports; the workspace's own packages are TypeScript and are bundled.
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@sportsbook/')).flatMap((name) => [name, `${name}/*`]);
const started = Date.now();
// The release id of error reports (src/config/release.ts): the commit, else the build's time.
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: apiDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
})();
const release = `sportsbook-api@${commit ?? new Date(started).toISOString()}`;
rmSync(join(apiDir, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [join(apiDir, 'src/server.ts')],
  outfile: outFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  // Bundled CommonJS that calls require() (none today) would need it defined in an ES module.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
  define: { __SPORTSBOOK_RELEASE__: JSON.stringify(release) },
});
// src/db resolves these beside its module: in the bundle, beside dist/server.mjs.
cpSync(join(apiDir, 'src/db/migrations'), join(apiDir, 'dist/migrations'), { recursive: true });
cpSync(join(apiDir, 'src/db/functions'), join(apiDir, 'dist/functions'), { recursive: true });
// modules/streams serves the test stream from beside its module: in the bundle, beside dist/server.mjs.
cpSync(join(apiDir, 'src/modules/streams/test-stream'), join(apiDir, 'dist/test-stream'), { recursive: true });
console.log(`API ${release} built into dist/ in ${Date.now() - started} ms`);
