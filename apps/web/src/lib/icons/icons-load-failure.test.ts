import { describe, expect, it, vi } from 'vitest';
import { ICONS_LOAD_FAILED, iconsLoadFailureReport, isPlainNetworkFailure, reportIconsLoadFailure } from './icons-load-failure';

describe("the icon-load failure rule (spec core §8: 'Failed to load icons' unless a plain network failure)", () => {
  it.each([
    ['Node fetch refused', new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })],
    ["Chrome's fetch", new TypeError('Failed to fetch')],
    ["Safari's fetch", new TypeError('Load failed')],
    ["Firefox's fetch", new TypeError('NetworkError when attempting to fetch resource.')],
    ['a time-out', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
    ['an abort', new DOMException('aborted', 'AbortError')],
    ['a socket error', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
  ])('does not report %s', (_name, error) => {
    expect(isPlainNetworkFailure(error)).toBe(true);
    const report = vi.fn();
    reportIconsLoadFailure(error, report);
    expect(report).not.toHaveBeenCalled();
  });

  it.each([
    ['an HTTP error', new Error('GET https://cms.example/icons.svg answered 404')],
    ['a document that is no sprite', new Error('the CMS icons document has no usable <symbol>')],
    ['a TypeError of our own', new TypeError("Cannot read properties of undefined (reading 'text')")],
    ['a thrown string', 'broken'],
  ])("reports %s as 'Failed to load icons', its cause attached", (_name, error) => {
    expect(isPlainNetworkFailure(error)).toBe(false);
    const report = vi.fn();
    reportIconsLoadFailure(error, report);
    expect(report).toHaveBeenCalledTimes(1);
    const reported = report.mock.calls[0]?.[0] as Error;
    expect(reported.message).toBe(ICONS_LOAD_FAILED);
    expect(reported.message).toBe('Failed to load icons');
    expect(reported.cause).toBe(error);
    expect(iconsLoadFailureReport(error)?.message).toBe('Failed to load icons');
  });
});
