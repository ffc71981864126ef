import { breadcrumbsIntegration, captureException, dedupeIntegration, httpContextIntegration, init, linkedErrorsIntegration, withScope } from '@sentry/browser';
import { scrubErrorEvent } from '@sportsbook/contracts';
import type { ErrorReport, ErrorReportingConfig } from './reporting-config';
import { shouldReportError, shouldReportTransaction } from './should-report';

/** Spec promotions §9 limits, as Sentry's options name them. */
const LIMITS = { bufferSize: 30, maxBreadcrumbs: 100, maxValueLength: 250, normalizeDepth: 3, linkedErrors: 5, stackFrames: 50 } as const;

let started = false;

function start(config: ErrorReportingConfig): void {
  init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    // Only what is listed: no global handlers of Sentry's own (ErrorReportingRoot has them, and
    // they go through the same filter), no tracing, no session tracking.
    defaultIntegrations: false,
    integrations: [
      linkedErrorsIntegration({ limit: LIMITS.linkedErrors }),
      dedupeIntegration(),
      httpContextIntegration(),
      breadcrumbsIntegration({ dom: true, fetch: true, history: true, xhr: true }),
    ],
    maxBreadcrumbs: LIMITS.maxBreadcrumbs,
    maxValueLength: LIMITS.maxValueLength,
    normalizeDepth: LIMITS.normalizeDepth,
    transportOptions: { bufferSize: LIMITS.bufferSize },
    // The report filter of spec core §8, applied again to whatever reaches the SDK.
    // Every event is scrubbed (passwords, tokens, cards, e-mail) and held to the frame limit before it leaves.
    beforeSend: (event, hint) => (shouldReportError(hint.originalException) ? scrubErrorEvent(event, LIMITS.stackFrames) : null),
    beforeSendTransaction: (event) => (shouldReportTransaction(event.transaction ?? '') ? event : null),
  });
  started = true;
}

/**
 * Sends one report through Sentry's SDK (started on the first). The SDK's transport honours
 * 429 with Retry-After or X-Sentry-Rate-Limits, and backs off 60 s on a 429 without them.
 */
export function sendToSentry(config: ErrorReportingConfig, report: ErrorReport): void {
  if (!started) start(config);
  withScope((scope) => {
    if (Object.keys(report.extra).length > 0) scope.setContext('http', report.extra);
    captureException(report.error);
  });
}
