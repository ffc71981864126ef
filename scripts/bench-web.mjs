// Web figures: first-load JS of the home and a match page (gzip size of every script the served
// HTML loads, nomodule polyfills left out) and Lighthouse's mobile performance, accessibility and
// SEO scores.
// Expects the API and the web server to be running (scripts/bench.mjs starts them).
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const webUrl = process.env.BENCH_WEB_URL ?? 'http://127.0.0.1:3000';
const apiUrl = process.env.BENCH_API_URL ?? 'http://127.0.0.1:4000';

/** Path of a live match page, found through the API like a visitor's click would. */
export async function findMatchPath() {
  const response = await fetch(`${apiUrl}/sportsbook/v1/matches?match_status=1&type=match&limit=1`);
  const { data } = await response.json();
  const match = data[0];
  if (!match) throw new Error('no match to measure');
  return `/${match.sport.key}/${match.slug}`;
}

export async function firstLoadJsBytes(path) {
  const page = await fetch(webUrl + path);
  if (!page.ok) throw new Error(`${path}: HTTP ${page.status}`);
  const html = await page.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src) => src !== undefined);
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
  let total = 0;
  for (const src of new Set(scripts)) {
    const response = await fetch(new URL(src.replaceAll('&amp;', '&'), webUrl));
    // A script that does not load (a stale build behind the server) would count as a tiny 404 page.
    if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  const inlineBytes = gzipSync(Buffer.from(inline.join('\n')), { level: 9 }).length;
  return { external: total, inline: inlineBytes, scripts: new Set(scripts).size };
}

/** CPU ticks of the whole machine and those stolen by the hypervisor (/proc/stat), or null. */
function machineTicks() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    return cpu.length === 8 ? { total: cpu.reduce((a, b) => a + b, 0), steal: cpu[7] } : null;
  } catch {
    return null;
  }
}

/** One Lighthouse mobile run of `path` over `categories`; resolves with its JSON report. */
function runLighthouse(path, categories) {
  const outDir = mkdtempSync(join(tmpdir(), 'lh-'));
  const output = join(outDir, 'report.json');
  const args = [
    'lighthouse',
    webUrl + path,
    `--only-categories=${categories.join(',')}`,
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    // Performance-test mode (issue 22): the cookie banner stays away from the measured page.
    `--extra-headers=${JSON.stringify({ Cookie: 'sb_performance_test=1' })}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    });
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
        resolve(JSON.parse(readFileSync(output, 'utf8')));
      } catch (error) {
        reject(error);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    });
  });
}

export async function lighthouseScore(path) {
  const ticksBefore = machineTicks();
  const report = await runLighthouse(path, ['performance']);
  const ticksAfter = machineTicks();
  const ticks = ticksBefore && ticksAfter ? ticksAfter.total - ticksBefore.total : 0;
  return {
    // % of the machine's CPU time given to other guests during the run (apps/api/bench/load/cpu-steal.ts).
    stealPercent: ticks > 0 ? Math.round(((ticksAfter.steal - ticksBefore.steal) / ticks) * 1000) / 10 : null,
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

/**
 * Lighthouse's mobile accessibility and SEO scores of `path` (they do not depend on the machine's
 * speed: one run), with the ids of the audits that failed in each.
 */
export async function lighthouseAccessibilityAndSeo(path) {
  const report = await runLighthouse(path, ['accessibility', 'seo']);
  const failed = (category) => category.auditRefs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
  return {
    accessibility: Math.round(report.categories.accessibility.score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    failed: [...failed(report.categories.accessibility), ...failed(report.categories.seo)],
  };
}

/**
 * lighthouseScore, run again (up to `attempts` times) when Lighthouse itself fails to record the
 * page load (it sometimes exits with NO_NAVSTART on a busy machine): a failed run has no score,
 * so it is neither counted nor allowed to end the whole bench.
 */
export async function lighthouseScoreWithRetry(path, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseScore(path);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`${path}: Lighthouse failed to record the run (${error.message}); running it again`);
    }
  }
}
