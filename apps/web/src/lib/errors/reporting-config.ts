/** Where the browser's error reports go (the server's SENTRY_DSN, read per request), or none. */
export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  release: string;
}

/** One error as it is sent. */
export interface ErrorReport {
  error: unknown;
  /** For HTTP errors: the response URL, status, code, response body and request body, scrubbed (spec core §8). */
  extra: Record<string, unknown>;
}

let current: ErrorReportingConfig | null = null;

/** Set once the page knows it (ErrorReportingRoot); before, and without a DSN, reports go to the console. */
export function configureErrorReporting(config: ErrorReportingConfig | null): void {
  current = config;
}

export function errorReportingConfig(): ErrorReportingConfig | null {
  return current;
}
