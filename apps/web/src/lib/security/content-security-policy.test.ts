import { describe, expect, it } from 'vitest';
import { SITE_CONFIG_DEFAULTS } from '@sportsbook/contracts';
import { buildContentSecurityPolicy } from './content-security-policy';
import { thirdPartySources } from './third-party-sources';

const connectSources = (policy: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('connect-src'))?.split(/\s+/).slice(1) ?? [];

describe('connect-src', () => {
  it('allows the error service of SENTRY_DSN (its origin only) and nothing else beyond our own', () => {
    const base = { nonce: 'n', frameAncestors: "'self'", isDevelopment: false };
    expect(connectSources(buildContentSecurityPolicy(base))).toEqual(["'self'"]);
    expect(connectSources(buildContentSecurityPolicy({ ...base, errorReportingDsn: 'https://key@o1.ingest.sentry.io/42' }))).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
  });
});

describe('media-src', () => {
  it('plays media from our own origin and from a MediaSource (blob:), as hls.js does, and nowhere else', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'n', frameAncestors: "'self'", isDevelopment: false });
    const media = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('media-src '))?.split(/\s+/).slice(1);
    expect(media).toEqual(["'self'", 'blob:']);
  });
});

describe('third parties of the site configuration', () => {
  const base = { nonce: 'n', frameAncestors: "'self'", isDevelopment: false };
  const directive = (policy: string, name: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `))?.split(/\s+/).slice(1) ?? [];

  it('opens nothing while none is configured, or when the configuration could not be read', () => {
    expect(connectSources(buildContentSecurityPolicy({ ...base, thirdParty: thirdPartySources(SITE_CONFIG_DEFAULTS) }))).toEqual(["'self'"]);
    expect(connectSources(buildContentSecurityPolicy({ ...base, thirdParty: thirdPartySources(null) }))).toEqual(["'self'"]);
  });

  it('lets a configured tag manager reach its own origin and Google\'s collection endpoints', () => {
    const config = { ...SITE_CONFIG_DEFAULTS, tag_manager: { container_id: 'GTM-ABC123', script_url: 'https://tags.example.com/gtm.js' } };
    const connect = connectSources(buildContentSecurityPolicy({ ...base, thirdParty: thirdPartySources(config) }));
    expect(connect).toContain('https://tags.example.com');
    expect(connect).toContain('https://*.google-analytics.com');
  });

  it('opens the chat widget and push service that are configured, and only those', () => {
    const intercom = { ...SITE_CONFIG_DEFAULTS, chat: { type: 'intercom' as const, account_id: 'abc' }, push: { type: 'one_signal' as const, app_id: 'app' } };
    const policy = buildContentSecurityPolicy({ ...base, thirdParty: thirdPartySources(intercom) });
    expect(connectSources(policy)).toEqual(expect.arrayContaining(['wss://*.intercom.io', 'https://*.onesignal.com']));
    expect(connectSources(policy).some((source) => source.includes('livechat'))).toBe(false);
    expect(directive(policy, 'font-src')).toContain('https://*.intercomcdn.com');
    const livechat = buildContentSecurityPolicy({ ...base, thirdParty: thirdPartySources({ ...SITE_CONFIG_DEFAULTS, chat: { type: 'livechat', account_id: '1' } }) });
    expect(connectSources(livechat)).toEqual(["'self'", 'https://*.livechatinc.com', 'wss://*.livechatinc.com']);
    expect(directive(livechat, 'style-src')).toContain('https://*.livechatinc.com');
  });
});
