import { scrubReport } from '@sportsbook/contracts';
import { ApiError } from '@/lib/api/api-error';
import { errorReportingConfig, type ErrorReport } from './reporting-config';
import { shouldReportError } from './should-report';

/** How much of a body a report carries (as JSON text: Sentry's normalisation depth 3 would cut objects). */
const BODY_CHARACTERS = 2_000;
const bodyText = (body: unknown): string | null => (body === undefined || body === null ? null : JSON.stringify(scrubReport(body)).slice(0, BODY_CHARACTERS));

/** What would be sent for an error, or null when the filter drops it. */
export function buildErrorReport(error: unknown): ErrorReport | null {
  if (!shouldReportError(error)) return null;
  const extra: Record<string, unknown> = {};
  if (error instanceof ApiError) {
    extra.responseUrl = scrubReport(error.url);
    extra.status = error.status;
    extra.code = error.code;
    extra.responseBody = bodyText(error.responseBody);
    extra.requestBody = bodyText(error.requestBody);
  }
  return { error, extra };
}

/**
 * Sends an error to the error service: Sentry's browser SDK when the server has a SENTRY_DSN
 * (loaded with the first report, never with the page), else the console, so nothing is lost.
 */
export function reportError(error: unknown): void {
  const report = buildErrorReport(error);
  if (!report) return;
  const config = errorReportingConfig();
  if (!config) {
    console.error('[sportsbook]', report.error, report.extra);
    return;
  }
  void import('./sentry-browser').then(({ sendToSentry }) => sendToSentry(config, report));
}
