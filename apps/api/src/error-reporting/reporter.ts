import { scrubErrorEvent, scrubReport, scrubText } from '@sportsbook/contracts';

/** What the API tells the error service about an unexpected failure of a request. */
export interface RequestFailure {
  method: string;
  /** The route's pattern when one matched (`/sportsbook/v3/bets`), else the path. */
  route: string;
  url: string;
  requestId: string;
  body: unknown;
}

export interface ErrorReporter {
  /** Reports an error (scrubbed), with the failed request when there is one. */
  capture(error: unknown, request?: RequestFailure): void;
  /** Sends what is queued (shutdown), waiting at most `timeoutMs`. */
  close(timeoutMs?: number): Promise<void>;
}

export interface ErrorReportingSettings {
  dsn: string;
  /** SENTRY_ENVIRONMENT; default production (spec promotions §9). */
  environment: string;
  /** SENTRY_RELEASE, else the id fixed when dist/ was built, else `development`. */
  release: string;
}

/** How much of a failed request's body a report carries. */
const REPORT_BODY_CHARACTERS = 2_000;

/** Spec promotions §9 limits, as Sentry's options name them. */
export const REPORT_LIMITS = { bufferSize: 30, maxBreadcrumbs: 100, maxValueLength: 250, normalizeDepth: 3, linkedErrors: 5, stackFrames: 50 } as const;

/**
 * The API's reporter on Sentry's Node SDK, loaded only when SENTRY_DSN is set (the import is
 * dynamic: a node without it loads nothing). No tracing and no automatic instrumentation (no
 * default integrations, no module loader hooks): only errors, so the hot path pays nothing until one happens.
 * Uncaught exceptions and unhandled rejections are reported too. Every event is scrubbed
 * (`scrubReport`) before it leaves.
 */
export async function createSentryReporter(settings: ErrorReportingSettings): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  Sentry.initWithoutDefaultIntegrations({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    enableRuntimeChannelInjection: false,
    maxBreadcrumbs: REPORT_LIMITS.maxBreadcrumbs,
    maxValueLength: REPORT_LIMITS.maxValueLength,
    normalizeDepth: REPORT_LIMITS.normalizeDepth,
    transportOptions: { bufferSize: REPORT_LIMITS.bufferSize },
    integrations: [
      Sentry.linkedErrorsIntegration({ limit: REPORT_LIMITS.linkedErrors }),
      Sentry.dedupeIntegration(),
      Sentry.nodeContextIntegration(),
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration({ mode: 'warn' }),
    ],
    beforeSend: (event) => scrubErrorEvent(event, REPORT_LIMITS.stackFrames),
  });
  return {
    capture(error, request) {
      Sentry.withScope((scope) => {
        if (request) {
          scope.setTag('route', request.route);
          scope.setTag('request_id', request.requestId);
          // The body as scrubbed JSON text: the normalisation depth (3) would cut a nested object.
          const body = request.body === null || request.body === undefined ? null : JSON.stringify(scrubReport(request.body)).slice(0, REPORT_BODY_CHARACTERS);
          scope.setContext('request', { method: request.method, url: scrubText(request.url), body });
        }
        Sentry.captureException(error);
      });
    },
    async close(timeoutMs = 2_000) {
      await Sentry.close(timeoutMs);
    },
  };
}
