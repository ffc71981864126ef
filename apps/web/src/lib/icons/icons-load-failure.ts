import { reportError } from '@/lib/errors/report-error';

/** Spec core §8 / promotions §8: what an icon load failure is reported as. */
export const ICONS_LOAD_FAILED = 'Failed to load icons';

const NETWORK_NAMES = new Set(['TimeoutError', 'AbortError', 'NetworkError']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** What fetch throws when no answer came: Node ('fetch failed'), Chrome, Safari, Firefox. */
const NETWORK_MESSAGES = /^(fetch failed|failed to fetch|load failed|networkerror when attempting to fetch resource\.?)$/i;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}
const asErrorLike = (value: unknown): ErrorLike | null => (typeof value === 'object' && value !== null ? value : null);

/**
 * A plain network failure: no answer at all (refused, unreachable, timed out, aborted), as opposed to
 * an answer that was wrong (an HTTP error, a document that is no icon sprite).
 */
export function isPlainNetworkFailure(error: unknown): boolean {
  const value = asErrorLike(error);
  if (!value) return false;
  if (typeof value.name === 'string' && NETWORK_NAMES.has(value.name)) return true;
  if (typeof value.code === 'string' && NETWORK_CODES.has(value.code)) return true;
  if (value.name === 'TypeError' && typeof value.message === 'string' && NETWORK_MESSAGES.test(value.message)) return true;
  return false;
}

/**
 * The icon-load failure rule (spec core §8, promotions §8): reported as 'Failed to load icons'
 * (the cause attached) unless it is a plain network failure, which is not reported. The error to
 * report, or null.
 */
export function iconsLoadFailureReport(error: unknown): Error | null {
  return isPlainNetworkFailure(error) ? null : new Error(ICONS_LOAD_FAILED, { cause: error });
}

/** Applies the rule: the report goes through the app's error reporting (lib/errors/report-error). */
export function reportIconsLoadFailure(error: unknown, report: (error: unknown) => void = reportError): void {
  const failure = iconsLoadFailureReport(error);
  if (failure) report(failure);
}
