import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './content-security-policy';

const connectSources = (policy: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('connect-src'))?.split(/\s+/).slice(1) ?? [];

describe('connect-src', () => {
  it('allows the error service of SENTRY_DSN (its origin only) and nothing else beyond our own', () => {
    const base = { nonce: 'n', frameAncestors: "'self'", isDevelopment: false };
    expect(connectSources(buildContentSecurityPolicy(base))).toEqual(["'self'"]);
    expect(connectSources(buildContentSecurityPolicy({ ...base, errorReportingDsn: 'https://key@o1.ingest.sentry.io/42' }))).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
  });
});
