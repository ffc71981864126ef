/**
 * The error-report filter of spec core §8: what is dropped silently instead of being sent to
 * the error service. Pure, so the Sentry `beforeSend` / `beforeSendTransaction` hooks and
 * tests share it.
 */

const CANCELLED_NAMES = new Set(['AbortError', 'CanceledError', 'CancelledError']);
const CANCELLED_CODES = new Set(['ERR_CANCELED']);
const NETWORK_NAMES = new Set(['TimeoutError', 'NetworkError']);
const NETWORK_CODES = new Set(['ERR_NETWORK', 'ECONNABORTED', 'ETIMEDOUT', 'ECONNRESET', 'ERR_TIMED_OUT']);
const NETWORK_MESSAGES = [
  /^network ?error/i,
  /^failed to fetch$/i,
  /^load failed$/i,
  /networkerror when attempting to fetch resource/i,
  /^timeout of \d+ms exceeded$/i,
  /^request aborted$/i,
];
/** Third-party tracking and tag scripts: their bugs are not ours. */
const THIRD_PARTY_STACK = /googletagmanager|gtag\/js|google-analytics|analytics\.js|doubleclick|fbevents|connect\.facebook\.net|hotjar|clarity\.ms|segment\.(io|com)|tiktok|snap\.licdn|bat\.bing/i;
const CHUNK_LOAD = /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i;
const IGNORED_MESSAGES = [/^ResizeObserver loop limit exceeded$/, /^Script error\.?$/i];
/** A player over their limits is expected business, never an incident (spec core §8). */
const OUT_OF_LIMIT = /out_of_limit|user_is_out_of_limit/i;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  skipCapture?: unknown;
  target?: unknown;
}

function asErrorLike(value: unknown): ErrorLike | null {
  return typeof value === 'object' && value !== null ? value : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function targetsScriptElement(error: ErrorLike): boolean {
  const target = asErrorLike(error.target) as { tagName?: unknown } | null;
  return typeof target?.tagName === 'string' && target.tagName.toUpperCase() === 'SCRIPT';
}

/** Whether an error (or a rejected value, or an error event) should reach the error service. */
export function shouldReportError(value: unknown): boolean {
  if (typeof value === 'string') return !IGNORED_MESSAGES.some((pattern) => pattern.test(value)) && !CHUNK_LOAD.test(value);
  const error = asErrorLike(value);
  if (!error) return true;
  const name = text(error.name);
  const message = text(error.message);
  const code = text(error.code);
  if (error.skipCapture === true) return false;
  if (CANCELLED_NAMES.has(name) || CANCELLED_CODES.has(code)) return false;
  if (NETWORK_NAMES.has(name) || NETWORK_CODES.has(code) || NETWORK_MESSAGES.some((pattern) => pattern.test(message))) return false;
  if (THIRD_PARTY_STACK.test(text(error.stack))) return false;
  if (CHUNK_LOAD.test(name) || CHUNK_LOAD.test(message)) return false;
  if (targetsScriptElement(error)) return false;
  if (IGNORED_MESSAGES.some((pattern) => pattern.test(message))) return false;
  if (OUT_OF_LIMIT.test(code) || OUT_OF_LIMIT.test(message)) return false;
  return true;
}

const HEALTH_CHECK = /(^|[\s/])(health|healthz|healthcheck|health-check|ready|readyz|livez)(\/|$|\?)/i;
const NOT_FOUND_PAGE = /^(GET )?\/([a-z]{2}(-[A-Za-z]{2})?\/)?404\/?$/;

/** Whether a performance transaction should be sent: never health checks nor the /404 page. */
export function shouldReportTransaction(name: string): boolean {
  return !HEALTH_CHECK.test(name) && !NOT_FOUND_PAGE.test(name.trim());
}
