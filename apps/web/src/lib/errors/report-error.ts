import { ApiError } from '@/lib/api/api-error';
import { shouldReportError } from './should-report';

export interface ErrorReport {
  error: unknown;
  /** For HTTP errors the report carries the response URL (spec core §8). */
  extra: Record<string, unknown>;
}

/** What would be sent for an error, or null when the filter drops it. */
export function buildErrorReport(error: unknown): ErrorReport | null {
  if (!shouldReportError(error)) return null;
  const extra: Record<string, unknown> = {};
  if (error instanceof ApiError) {
    extra.responseUrl = error.url;
    extra.status = error.status;
    extra.code = error.code;
  }
  return { error, extra };
}

/**
 * Sends an error to the error service. Sentry is not bundled yet: until it is, reports go to
 * the console so they are not lost; with no SENTRY_DSN this is the documented no-op path.
 */
export function reportError(error: unknown): void {
  const report = buildErrorReport(error);
  if (report) console.error('[sportsbook]', report.error, report.extra);
}
