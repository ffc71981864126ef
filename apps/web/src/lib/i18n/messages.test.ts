import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, translatedShare, type Catalogue } from '@/test/catalogue-check';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';

const messagesDir = join(import.meta.dirname, '..', '..', '..', 'messages');
const translations = readdirSync(messagesDir)
  .filter((file) => file.endsWith('.json') && file !== 'en.json')
  .map((file) => ({ locale: file.replace(/\.json$/, ''), catalogue: JSON.parse(readFileSync(join(messagesDir, file), 'utf8')) as Catalogue }));

describe.each(translations)('the $locale catalogue', ({ locale, catalogue }) => {
  it('has exactly the English keys, each a valid ICU message with the same arguments, plural branches for every category of the language', () => {
    expect(catalogueProblems(locale, en as Catalogue, catalogue)).toEqual([]);
  });
});

// The en-* variants are English on purpose (their market's terms only).
describe.each(translations.filter(({ locale }) => !locale.startsWith('en-')))('the $locale catalogue', ({ catalogue }) => {
  it('is translated, not a copy of the English', () => {
    expect(translatedShare(en as Catalogue, catalogue)).toBeGreaterThan(0.6);
  });
});

describe('message catalogues', () => {
  it('has the page texts of spec core §8', () => {
    expect(en.Pages).toMatchObject({
      unauthorized: 'Unauthorized. Sorry, but you are not authorized to view the page',
      blocked: "Sorry, we're not available in {countryName} right now.",
      notFound: 'Oops, sorry. We can’t find that page.',
      fallback: 'UNEXPECTED ERROR',
    });
  });
  it('writes date skeletons without the pattern letter j (the ICU parser drops it, and browsers then print no hour: "Nov 25, 54")', () => {
    const skeletons = [JSON.stringify(en), ...translations.map(({ catalogue }) => JSON.stringify(catalogue))].flatMap((text) => [...text.matchAll(/date, ::(\w+)/g)].map(([, skeleton]) => skeleton!));
    expect(skeletons.length).toBeGreaterThan(0);
    expect(skeletons.filter((skeleton) => skeleton.includes('j'))).toEqual([]);
  });
  it('keeps the generic error page under the keys of spec core §8 (page.error.description, page.error.home-button.title)', () => {
    expect(en.page.error).toEqual({ description: 'Oops! Sorry, something went wrong. Please come back in a while.', 'home-button': { title: 'Go to home page' } });
    expect(ar.page.error.description).not.toBe(en.page.error.description);
  });
});

describe('the catalogue check', () => {
  it('finds a date style the formatter would ignore (a skeleton written after a no-break space prints the date only)', () => {
    const source = { start: '{time, date, ::MMMdHmm}' };
    expect(catalogueProblems('fr', source, { start: '{time, date, ::MMMdHmm}' })).toEqual([]);
    expect(catalogueProblems('fr', source, { start: '{time, date, medium}' })).toEqual([]);
    expect(catalogueProblems('fr', source, { start: '{time, date,\u00a0::MMMdHmm}' })).toEqual(['start: {time "\u00a0::MMMdHmm"} is not a style the formatter knows']);
  });
  const english = { a: { count: '{count, plural, one {# bet} other {# bets}}', name: 'Hello {name}', pick: '{kind, select, free {Free} other {Paid}}' } };
  it('finds missing and extra keys, bad ICU, lost arguments, missing plural categories and changed select branches', () => {
    const russian = { a: { count: '{count, plural, one {# ставка} other {# ставки}}', name: 'Привет {nom', pick: '{kind, select, gratis {Бесплатно} other {Платно}}' }, b: 'extra' };
    expect(catalogueProblems('ru', english, russian)).toEqual([
      'b: not in en.json',
      'a.count: plural {count} needs the ru categories many, few',
      expect.stringMatching(/^a\.name: not a valid ICU message/),
      'a.pick: select {kind} has gratis/other, en.json free/other',
    ]);
    expect(catalogueProblems('de', english, { a: { count: '{count, plural, one {# Wette} other {# Wetten}}', name: 'Hallo', pick: '{kind, select, free {Gratis} other {Bezahlt}}' } })).toEqual(['a.name: lost name:argument']);
  });
  it('takes {count} inside a plural on count for #, and exact branches for the categories they cover', () => {
    expect(catalogueProblems('ar', english, { a: { count: '{count, plural, =0 {لا رهانات} one {رهان} two {رهانان} few {{count} رهانات} many {{count} رهانًا} other {{count} رهان}}', name: 'مرحبا {name}', pick: '{kind, select, free {مجاني} other {مدفوع}}' } })).toEqual([]);
  });
});
