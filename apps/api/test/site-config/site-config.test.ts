import { CHANNELS, PUBLIC_LANGUAGES, siteConfigSchema, type SiteConfigDto } from '@sportsbook/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { ManualClock } from '../../src/feed/clock';
import { rowsOf } from '../../src/db/rows';
import { siteConfigDefaults } from '../../src/modules/site-config/defaults';
import { InProcessPublisher } from '../../src/realtime/publisher';
import type { Publication } from '../../src/realtime/types';
import { freshDatabase, START, TEST_JWT_SECRET } from '../helper';

const KEY = 'site-config-tests-operator-key-0123456789abcdef';

interface Answer {
  status: number;
  body: { data: SiteConfigDto; overrides?: Record<string, unknown>; defaults?: Record<string, unknown>; error?: { code: string; message: string; details?: { fields: { field: string; message: string }[] } } };
}

describe('site configuration and feature flags (issue 22)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let other: FastifyInstance;
  const published: { channel: string; publication: Publication }[] = [];
  const clock = new ManualClock(START);

  const call = async (method: 'GET' | 'PATCH' | 'DELETE', url: string, body?: unknown, key: string | null = KEY, target = app): Promise<Answer> => {
    const response = await target.inject({
      method,
      url: `/sportsbook/v1${url}`,
      headers: key === null ? {} : { 'x-operator-key': key },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    database = await freshDatabase();
    const publisher = new InProcessPublisher();
    publisher.subscribe((channel, publication) => published.push({ channel, publication: structuredClone(publication) }));
    const common = { database, jwtSecret: TEST_JWT_SECRET, clock, simulator: null, operatorApiKey: KEY };
    // Defaults from the environment: MY_BETS_VISIBLE=false, and a reminder in SITE_SETTINGS.
    const siteConfigDefaultsFromEnv = siteConfigDefaults({ MY_BETS_VISIBLE: false, SITE_SETTINGS: '{"sign_up_reminder_seconds":45}' });
    app = await buildApp({ ...common, publisher, siteConfigDefaults: siteConfigDefaultsFromEnv });
    // A second node on the same database, reading through its own short cache.
    other = await buildApp({ ...common, siteConfigDefaults: siteConfigDefaultsFromEnv, siteConfigTtlMs: 200 });
  });
  afterAll(async () => {
    await other.close();
    await app.close();
    await database.close();
  });

  it('serves the environment defaults over the built-in ones, publicly', async () => {
    const { status, body } = await call('GET', '/site_config', undefined, null);
    expect(status).toBe(200);
    const config = siteConfigSchema.parse(body.data);
    expect(config.is_my_bets_visible).toBe(false);
    expect(config.sign_up_reminder_seconds).toBe(45);
    expect(config.features).toMatchObject({ shared_bets: true, quick_deposit: false, jackpots: false, activity_tracking: false });
    expect(config.deposit_reminder.remind_after_seconds).toBe(10);
  });

  it('refuses the operator routes without the key', async () => {
    expect((await call('GET', '/operator/settings', undefined, null)).status).toBe(401);
    expect((await call('PATCH', '/operator/settings', { sign_up_available: false }, 'wrong-key-wrong-key-wrong-key-wrong-key')).status).toBe(401);
    expect((await call('GET', '/site_config', undefined, null)).body.data.sign_up_available).toBe(true);
  });

  it.each([
    [{ sign_up_reminder_seconds: -1 }, 'sign_up_reminder_seconds'],
    [{ features: { jackpot: true } }, 'features.jackpot'],
    [{ features: { jackpots: 'yes' } }, 'features.jackpots'],
    [{ colour: 'red' }, 'colour'],
    [{ push: { type: 'one_signal' } }, 'push.app_id'],
    [{ chat: { type: 'livechat' } }, 'chat.account_id'],
    [{ deposit_reminder: { show_deposit_reminder: true } }, 'deposit_reminder.player_group_id'],
    [{ tag_manager: { script_url: 'http://tags.example/gtm.js' } }, 'tag_manager.script_url'],
    [{ custom_page_paths: [{ path: '/Cup', target: '/football' }] }, 'custom_page_paths.0.path'],
    [{ custom_page_paths: [{ path: '/cup', target: '/football' }, { path: '/cup', target: '/tennis' }] }, 'custom_page_paths.1.path'],
    [{ countries: ['DEU'] }, 'countries.0'],
    [{ locales: [] }, 'locales'],
    [{ sport_type_providers: { regular: ['nobody'] } }, 'sport_type_providers.regular.0'],
    [{ cms: { base_url: 'http://cms.example' } }, 'cms.base_url'],
    [{ cms: { base_url: 'https://cms.example/?v=1' } }, 'cms.base_url'],
    [{ cms: { icons_url: '//icons.example/sprite.svg' } }, 'cms.icons_url'],
    [{ cms: { icons_url: 'javascript:alert(1)' } }, 'cms.icons_url'],
    [{ cms: { icons_url: '/icons/sprite.svg' } }, 'cms.icons_url'],
    [{ cms: { colour: 'red' } }, 'cms.colour'],
    [{ indexing: 'no' }, 'indexing'],
  ])('answers 400 naming the field for %j', async (patch, field) => {
    const { status, body } = await call('PATCH', '/operator/settings', patch);
    expect(status).toBe(400);
    expect(body.error?.details?.fields.map((item) => item.field)).toContain(field);
  });

  it('keeps search engines out when the operator turns indexing off, and lets them back in when the field is reset (issue 24)', async () => {
    expect((await call('GET', '/site_config')).body.data.indexing).toBe(true);
    const off = await call('PATCH', '/operator/settings', { indexing: false });
    expect(off.status).toBe(200);
    expect((await call('GET', '/site_config')).body.data.indexing).toBe(false);
    expect((await call('DELETE', '/operator/settings/indexing')).status).toBe(200);
    expect((await call('GET', '/site_config')).body.data.indexing).toBe(true);
  });

  it('stores a change, merges objects key by key, pushes it on every public channel and reports what the operator set', async () => {
    published.length = 0;
    const first = await call('PATCH', '/operator/settings', { features: { jackpots: true }, sign_up_available: false });
    expect(first.status).toBe(200);
    expect(first.body.data.features).toMatchObject({ jackpots: true, shared_bets: true });
    const second = await call('PATCH', '/operator/settings', { features: { quick_deposit: true }, push: { type: 'one_signal', app_id: '2f1c3c1e-8a2b-4c3d-9e4f-5a6b7c8d9e0f' } });
    expect(second.body.data.features).toMatchObject({ jackpots: true, quick_deposit: true });
    expect(second.body.data.push).toEqual({ type: 'one_signal', app_id: '2f1c3c1e-8a2b-4c3d-9e4f-5a6b7c8d9e0f' });

    const pushes = published.filter(({ publication }) => publication.event_name === 'site_config_changed');
    const everyLanguage = PUBLIC_LANGUAGES.map((language) => CHANNELS.public(language));
    expect(pushes.map(({ channel }) => channel)).toEqual([...everyLanguage, ...everyLanguage]);
    const last = siteConfigSchema.parse((pushes.at(-1)?.publication.message as { site_config: unknown }).site_config);
    expect(last.features.quick_deposit).toBe(true);
    expect(last.sign_up_available).toBe(false);

    const view = await call('GET', '/operator/settings');
    expect(view.body.overrides).toEqual({
      features: { jackpots: true, quick_deposit: true },
      sign_up_available: false,
      push: { type: 'one_signal', app_id: '2f1c3c1e-8a2b-4c3d-9e4f-5a6b7c8d9e0f' },
    });
    expect(view.body.defaults).toMatchObject({ is_my_bets_visible: false, sign_up_reminder_seconds: 45 });
    expect(await app.siteConfig.flag('quick_deposit')).toBe(true);
    expect(await app.siteConfig.flag('activity_tracking')).toBe(false);
  });

  it('refuses sign-up and sign-in while the site makes them unavailable', async () => {
    const headers = { 'x-sportsbook-app': '1' };
    await call('PATCH', '/operator/settings', { sign_up_available: false, sign_in_available: false });
    const signUp = await app.inject({ method: 'POST', url: '/platform/users', headers, payload: { user: { email: 'flag@example.com', password: 'a long enough passphrase 42' } } });
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json<{ error: { code: string } }>().error.code).toBe('UNAVAILABLE');
    const signIn = await app.inject({ method: 'POST', url: '/platform/users/sign_in', headers, payload: { user: { login: 'flag@example.com', password: 'a long enough passphrase 42' } } });
    expect(signIn.json<{ error: { code: string } }>().error.code).toBe('UNAVAILABLE');
    await call('PATCH', '/operator/settings', { sign_up_available: true, sign_in_available: true });
    const again = await app.inject({
      method: 'POST',
      url: '/platform/users',
      headers,
      payload: { user: { email: 'flag@example.com', password: 'a long enough passphrase 42', affiliate_tags: { ctag: 'aff-1', gclid: 'Cj0KCQ' } } },
    });
    expect(again.statusCode).toBe(201);
    // The visit's affiliate tags are kept with the player (issue 22 point 2); a malformed one is a 400.
    const stored = await database.db.execute(sql`select affiliate_tags from users where email = 'flag@example.com'`);
    expect(rowsOf<{ affiliate_tags: unknown }>(stored)[0]?.affiliate_tags).toEqual({ ctag: 'aff-1', gclid: 'Cj0KCQ' });
    const bad = await app.inject({ method: 'POST', url: '/platform/users', headers, payload: { user: { email: 'other@example.com', password: 'a long enough passphrase 42', affiliate_tags: { ctag: '<script>' } } } });
    expect(bad.statusCode).toBe(400);
  });

  it('reaches another API node within its cache time', async () => {
    await call('PATCH', '/operator/settings', { is_my_bets_visible: true });
    await expect.poll(async () => (await call('GET', '/site_config', undefined, null, other)).body.data.is_my_bets_visible, { timeout: 2_000, interval: 50 }).toBe(true);
  });

  it('feeds GET /settings with sport_type_providers and locales', async () => {
    await call('PATCH', '/operator/settings', { sport_type_providers: { regular: ['betradar', 'betconstruct'], cyber: ['oddin'] }, locales: [{ code: 'ar', name_in_locale: 'العربية' }, { code: 'en', name_in_locale: 'English' }] });
    const response = await app.inject({ method: 'GET', url: '/sportsbook/v1/settings' });
    const settings = response.json<{ data: { sport_type_providers: unknown; locales: { code: string }[] } }>().data;
    expect(settings.sport_type_providers).toEqual({ regular: ['betradar', 'betconstruct'], cyber: ['oddin'] });
    expect(settings.locales.map((locale) => locale.code)).toEqual(['ar', 'en']);
  });

  it('a reset field takes its default again; a reset that would break a rule is refused', async () => {
    const before = (await call('GET', '/site_config', undefined, null)).body.data.updated_at;
    clock.advance(1_000);
    const reset = await call('DELETE', '/operator/settings/sign_up_available');
    expect(reset.status).toBe(200);
    // Never older than what pages hold: they keep the newer of two configurations.
    expect(reset.body.data.updated_at > before).toBe(true);
    expect(reset.body.data.sign_up_available).toBe(true);
    await call('PATCH', '/operator/settings', { deposit_reminder: { show_deposit_reminder: true, player_group_id: 'vip' } });
    // Forgetting push keeps a valid document; unknown field names are a 400.
    expect((await call('DELETE', '/operator/settings/push')).body.data.push.type).toBe('none');
    expect((await call('DELETE', '/operator/settings/colour')).status).toBe(400);
  });

  it('keeps the CMS base and icons address (docs/media.md), merged key by key, none by default', async () => {
    expect((await call('GET', '/site_config', undefined, null)).body.data.cms).toEqual({ base_url: null, icons_url: null });
    const base = await call('PATCH', '/operator/settings', { cms: { base_url: 'https://cms.example/media' } });
    expect(base.status).toBe(200);
    const icons = await call('PATCH', '/operator/settings', { cms: { icons_url: '/icons/sprite.svg' } });
    expect(icons.body.data.cms).toEqual({ base_url: 'https://cms.example/media', icons_url: '/icons/sprite.svg' });
    expect((await call('GET', '/site_config', undefined, null)).body.data.cms.icons_url).toBe('/icons/sprite.svg');
    expect((await call('PATCH', '/operator/settings', { cms: { base_url: 'http://127.0.0.1:4390' } })).body.data.cms.base_url).toBe('http://127.0.0.1:4390');
    // Without a base, a relative icons address would name nothing.
    const orphan = await call('PATCH', '/operator/settings', { cms: { base_url: null } });
    expect(orphan.status).toBe(400);
    expect(orphan.body.error?.details?.fields.map((item) => item.field)).toContain('cms.icons_url');
    expect((await call('DELETE', '/operator/settings/cms')).body.data.cms).toEqual({ base_url: null, icons_url: null });
  });

  it('stops the start on an invalid SITE_SETTINGS, naming the field', () => {
    expect(() => siteConfigDefaults({ SITE_SETTINGS: '{"features":{"jackpots":1}}' })).toThrow(/SITE_SETTINGS\.features\.jackpots/);
    expect(() => siteConfigDefaults({ SITE_SETTINGS: '{not json' })).toThrow(/SITE_SETTINGS: not JSON/);
    expect(() => siteConfigDefaults({ SITE_SETTINGS: '{"chat":{"type":"intercom"}}' })).toThrow(/SITE_SETTINGS\.chat\.account_id/);
  });
});
