#!/usr/bin/env node
// `npm run start -w @sportsbook/api`: builds dist/ when a source changed (scripts/build.mjs, in a
// child process, so no build tool stays loaded), then runs the built server in this process.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [join(apiDir, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
await import(join(apiDir, 'dist/server.mjs'));
