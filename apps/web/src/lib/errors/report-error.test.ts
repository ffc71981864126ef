import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { buildErrorReport, reportError } from './report-error';
import { configureErrorReporting } from './reporting-config';

const sent = vi.hoisted(() => [] as unknown[]);
vi.mock('./sentry-browser', () => ({ sendToSentry: (config: unknown, report: unknown) => sent.push({ config, report }) }));

afterEach(() => {
  configureErrorReporting(null);
  sent.length = 0;
  vi.restoreAllMocks();
});

describe('buildErrorReport', () => {
  it('enriches an HTTP error with the response URL, status, code and both bodies, scrubbed (spec core §8)', () => {
    const error = new ApiError(500, '/platform/users/confirmation?confirmation_token=abc', { error: { code: 'INTERNAL_ERROR', message: 'boom' } }, { user: { login: 'ann@example.com', password: 'hunter2!' } });
    expect(buildErrorReport(error)?.extra).toEqual({
      responseUrl: '/platform/users/confirmation?confirmation_token=[Filtered]',
      status: 500,
      code: 'INTERNAL_ERROR',
      responseBody: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }),
      requestBody: JSON.stringify({ user: { login: '[email]', password: '[Filtered]' } }),
    });
  });

  it('drops what the filter drops', () => {
    expect(buildErrorReport(new Error('ResizeObserver loop limit exceeded'))).toBeNull();
  });
});

describe('reportError', () => {
  it('goes to the console without a DSN, and to Sentry with one', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    reportError(new Error('first'));
    expect(console).toHaveBeenCalledTimes(1);
    const config = { dsn: 'https://key@sentry.example/1', environment: 'production', release: 'sportsbook-web@abc' };
    configureErrorReporting(config);
    reportError(new Error('second'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ config, report: { error: { message: 'second' } } });
    expect(console).toHaveBeenCalledTimes(1);
  });
});
