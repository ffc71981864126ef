import { describe, expect, it } from 'vitest';
import { shouldReportError, shouldReportTransaction } from './should-report';

const withProps = (message: string, props: Record<string, unknown>) => Object.assign(new Error(message), props);

describe('shouldReportError drops', () => {
  it.each([
    ['an error flagged to skip capture', withProps('boom', { skipCapture: true })],
    ['a cancelled fetch', withProps('The operation was aborted.', { name: 'AbortError' })],
    ['a cancelled HTTP client request', withProps('canceled', { name: 'CanceledError', code: 'ERR_CANCELED' })],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a Safari network failure', new TypeError('Load failed')],
    ['an HTTP client network error', withProps('Network Error', { code: 'ERR_NETWORK' })],
    ['an aborted connection', withProps('Request aborted', { code: 'ECONNABORTED' })],
    ['a time-out', withProps('timeout of 10000ms exceeded', { code: 'ECONNABORTED' })],
    ['a fetch time-out', withProps('signal timed out', { name: 'TimeoutError' })],
    ['a third-party tag script stack', withProps('x is undefined', { stack: 'at https://www.googletagmanager.com/gtm.js:1:2' })],
    ['a chunk-load error', withProps('Loading chunk 42 failed.', { name: 'ChunkLoadError' })],
    ['a dynamic import failure', new TypeError('Failed to fetch dynamically imported module: /_next/x.js')],
    ['an event targeting a script element', { type: 'error', target: { tagName: 'SCRIPT' } }],
    ['the ResizeObserver loop message', new Error('ResizeObserver loop limit exceeded')],
    ['a cross-origin Script error', new Error('Script error.')],
    ['a Script error string', 'Script error'],
    ['a user out of limit', withProps('limits', { code: 'USER_IS_OUT_OF_LIMIT' })],
  ])('%s', (_name, value) => {
    expect(shouldReportError(value)).toBe(false);
  });
});

describe('shouldReportError keeps', () => {
  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['an HTTP error from our API', withProps('Request failed with status 500', { name: 'ApiError', status: 500 })],
    ['an event targeting an image', { type: 'error', target: { tagName: 'IMG' } }],
    ['a plain value', 42],
    ['a string message', 'something broke'],
  ])('%s', (_name, value) => {
    expect(shouldReportError(value)).toBe(true);
  });
});

describe('shouldReportTransaction', () => {
  it.each([
    ['/health', false],
    ['GET /healthz', false],
    ['/api/health-check', false],
    ['/404', false],
    ['/ar/404', false],
    ['/football', true],
    ['/football/england-premier-league', true],
    ['/live', true],
    ['/healthy-living-cup', true],
  ])('%s → %s', (name, expected) => {
    expect(shouldReportTransaction(name)).toBe(expected);
  });
});
