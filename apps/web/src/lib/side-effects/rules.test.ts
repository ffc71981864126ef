import { describe, expect, it } from 'vitest';
import {
  affiliateTagsOf,
  consentAllows,
  decodeAffiliateTags,
  depositReminderDelay,
  encodeAffiliateTags,
  pageKeyOf,
  parseConsent,
  pathWithoutLocale,
  showsConsentBanner,
  sideEffectsApply,
  signUpReminderDelay,
  slipChanges,
  tagManagerScriptUrl,
  withoutAffiliateParams,
} from './rules';

describe('affiliate tags (spec core §2: ctag, btag, stag, qtag, gclid)', () => {
  it('reads the five tags and nothing else, dropping malformed values', () => {
    const params = new URLSearchParams('ctag=aff-1&btag=B_2&stag=s.3&qtag=q~4&gclid=Cj0KCQ&sport=1&ctag2=x');
    expect(affiliateTagsOf(params)).toEqual({ ctag: 'aff-1', btag: 'B_2', stag: 's.3', qtag: 'q~4', gclid: 'Cj0KCQ' });
    expect(affiliateTagsOf(new URLSearchParams('ctag=<script>&btag=' + 'x'.repeat(129)))).toEqual({});
  });

  it('strips them from the address, keeping the rest and the hash; null when there is none', () => {
    const clean = withoutAffiliateParams(new URL('https://book.example/en/football?ctag=aff-1&sport=1&gclid=abc#markets'));
    expect(clean?.toString()).toBe('https://book.example/en/football?sport=1#markets');
    expect(withoutAffiliateParams(new URL('https://book.example/?ctag=<bad>'))?.toString()).toBe('https://book.example/');
    expect(withoutAffiliateParams(new URL('https://book.example/?sport=1'))).toBeNull();
  });

  it('keeps them in the cookie and reads them back', () => {
    const value = encodeAffiliateTags({ ctag: 'aff-1', gclid: 'abc' });
    expect(decodeAffiliateTags(value)).toEqual({ ctag: 'aff-1', gclid: 'abc' });
    expect(decodeAffiliateTags(undefined)).toEqual({});
    expect(decodeAffiliateTags('ctag=%3Cscript%3E')).toEqual({});
  });
});

describe('consent (spec promotions §4, §9)', () => {
  const mode = { mobileApp: false, inIframe: false, performanceTest: false };
  it('reads the cookie', () => {
    expect(parseConsent('all')).toBe('all');
    expect(parseConsent('necessary')).toBe('necessary');
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });
  it('gates analytics, chat and push on the choice', () => {
    expect(consentAllows('all')).toEqual({ analytics: true, chat: true, push: true });
    expect(consentAllows('necessary')).toEqual({ analytics: false, chat: false, push: false });
    expect(consentAllows(null)).toEqual({ analytics: false, chat: false, push: false });
  });
  it('shows the banner only without a choice, outside an iframe, performance-test mode and the app', () => {
    expect(showsConsentBanner(null, mode)).toBe(true);
    expect(showsConsentBanner('necessary', mode)).toBe(false);
    expect(showsConsentBanner(null, { ...mode, inIframe: true })).toBe(false);
    expect(showsConsentBanner(null, { ...mode, performanceTest: true })).toBe(false);
    expect(showsConsentBanner(null, { ...mode, mobileApp: true })).toBe(false);
  });
  it('mobile-app mode skips every side effect', () => {
    expect(sideEffectsApply({ mobileApp: true })).toBe(false);
    expect(sideEffectsApply({ mobileApp: false })).toBe(true);
  });
});

describe('sign-up reminder (spec promotions §4)', () => {
  it('fires once for a visitor after signUpReminderSeconds', () => {
    expect(signUpReminderDelay({ status: 'NOT_LOGGED_IN', seconds: 30, alreadyShown: false })).toBe(30_000);
    expect(signUpReminderDelay({ status: 'NOT_LOGGED_IN', seconds: 30, alreadyShown: true })).toBeNull();
    expect(signUpReminderDelay({ status: 'NOT_LOGGED_IN', seconds: 0, alreadyShown: false })).toBeNull();
    expect(signUpReminderDelay({ status: 'LOGGED_IN', seconds: 30, alreadyShown: false })).toBeNull();
    expect(signUpReminderDelay({ status: 'PENDING', seconds: 30, alreadyShown: false })).toBeNull();
  });
});

describe('deposit reminder (spec promotions §4, §6, §9)', () => {
  const reminder = { showDepositReminder: true, playerGroupId: 'new-players', remindAfter: 10 };
  const base = { status: 'LOGGED_IN' as const, groupIds: ['new-players'], reminder, cookieSet: false };
  it('reminds a player of the group after remindAfter seconds', () => {
    expect(depositReminderDelay(base)).toBe(10_000);
    expect(depositReminderDelay({ ...base, reminder: { ...reminder, remindAfter: 25 } })).toBe(25_000);
  });
  it('not outside the group, not within a day of the last (cookie), not when off, not for a visitor', () => {
    expect(depositReminderDelay({ ...base, groupIds: ['vip'] })).toBeNull();
    expect(depositReminderDelay({ ...base, cookieSet: true })).toBeNull();
    expect(depositReminderDelay({ ...base, reminder: { ...reminder, showDepositReminder: false } })).toBeNull();
    expect(depositReminderDelay({ ...base, status: 'NOT_LOGGED_IN' })).toBeNull();
  });
});

describe('data layer (spec core §2 page keys, §4 slip events)', () => {
  it('names the page of a path', () => {
    expect(pageKeyOf('/')).toBe('sports');
    expect(pageKeyOf('/live')).toBe('in_play');
    expect(pageKeyOf('/cybersport')).toBe('e_sports');
    expect(pageKeyOf('/racing')).toBe('horse_racing');
    expect(pageKeyOf('/virtual-gaming-arena')).toBe('virtual_gaming_arena');
    expect(pageKeyOf('/football')).toBe('sport');
    expect(pageKeyOf('/football/premier-league')).toBe('league');
    expect(pageKeyOf('/football/arsenal-chelsea-12', 'match')).toBe('match');
    expect(pageKeyOf('/users/sign-in')).toBeNull();
    expect(pageKeyOf('/blocked')).toBeNull();
  });
  it('takes the locale off a path', () => {
    expect(pathWithoutLocale('/ar/live', ['en', 'ar'])).toBe('/live');
    expect(pathWithoutLocale('/live', ['en', 'ar'])).toBe('/live');
    expect(pathWithoutLocale('/ar', ['en', 'ar'])).toBe('/');
  });
  it('tells slip additions from removals', () => {
    expect(slipChanges(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
    expect(slipChanges([], [])).toEqual({ added: [], removed: [] });
  });
  it('builds the tag-manager address', () => {
    expect(tagManagerScriptUrl('https://www.googletagmanager.com/gtm.js', 'GTM-ABC123')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
  });
});
