import { describe, expect, it } from 'vitest';
import { CHANNELS, intlLocaleOf, LOCALE_CODES, LOCALE_NAMES, PUBLIC_LANGUAGES, resolveLocale } from '../src';

describe('the locales of the book (issue 24)', () => {
  it('lists the 48 locales with English first, each named in itself', () => {
    expect(LOCALE_CODES).toHaveLength(48);
    expect(LOCALE_CODES[0]).toBe('en');
    expect(LOCALE_NAMES.ja).toBe('日本語');
    expect(new Set(Object.values(LOCALE_NAMES)).size).toBe(48);
  });

  it('writes Serbian in Latin script for Montenegro (spec core §9), every other language as itself', () => {
    expect(intlLocaleOf('sr')).toBe('sr-Latn-ME');
    expect(new Intl.DisplayNames([intlLocaleOf('sr')], { type: 'region' }).of('DE')).toBe('Njemačka');
    expect(intlLocaleOf('de')).toBe('de');
  });

  it('resolves the aliases of spec core §9 and any letter case', () => {
    expect(resolveLocale('no')).toBe('nb');
    expect(resolveLocale('br')).toBe('pt-BR');
    expect(resolveLocale('tl')).toBe('fil');
    expect(resolveLocale('ZH-cn')).toBe('zh-CN');
    expect(resolveLocale('xx')).toBeNull();
  });

  it('has one public channel per language: a regional locale reads its language, br reads pt', () => {
    expect(CHANNELS.public('en-AU')).toBe('sportsbook:public:en');
    expect(CHANNELS.public('pt-BR')).toBe('sportsbook:public:pt');
    expect(CHANNELS.public('br')).toBe('sportsbook:public:pt');
    expect(CHANNELS.public('zh-CN')).toBe('sportsbook:public:zh');
    expect(PUBLIC_LANGUAGES).toHaveLength(42);
    expect(PUBLIC_LANGUAGES).toEqual(expect.arrayContaining(['en', 'pt', 'zh', 'fil', 'nb']));
    expect(PUBLIC_LANGUAGES).not.toContain('pt-BR');
  });
});
