'use client';

import { useEffect } from 'react';
import { reportErrorLazily } from '@/lib/errors/report-error-lazily';
import { configureErrorReporting, type ErrorReportingConfig } from '@/lib/errors/reporting-config';

/**
 * Where the page's error reports go (the server's SENTRY_DSN, read per request), and the page's
 * global handlers: an uncaught error or an unhandled rejection is reported through the filter.
 * Sentry's SDK itself loads with the first report (lib/errors/report-error.ts), not with the page.
 */
export function ErrorReportingRoot({ config }: { config: ErrorReportingConfig | null }) {
  useEffect(() => {
    configureErrorReporting(config);
    const onError = (event: ErrorEvent) => reportErrorLazily(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reportErrorLazily(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [config]);
  return null;
}
