import { describe, expect, it } from 'vitest';
import { errorPageLocale, withErrorPageTexts } from './error-page-locale';

describe('the error pages locale set (spec core §2)', () => {
  it.each([
    ['en', 'en'],
    ['en-NZ', 'en-NZ'],
    ['de', 'de'],
    ['fr-CA', 'fr-CA'],
    ['ar', 'ar'],
    ['fr', 'en'],
    ['ja', 'en'],
  ])('%s shows its error pages in %s', (locale, shown) => {
    expect(errorPageLocale(locale)).toBe(shown);
  });

  it("gives a page outside the set the English texts of the browser's error page, and leaves the rest", () => {
    const japanese = { Pages: { tryAgain: '再試行', errorImageAlt: '破れたチケット', racing: '競馬' }, page: { error: { description: 'エラー' } }, Betslip: { title: 'ベットスリップ' } };
    const english = { Pages: { tryAgain: 'Try again', errorImageAlt: 'A broken ticket', racing: 'Horse racing' }, page: { error: { description: 'Oops!' } } };
    expect(withErrorPageTexts(japanese, 'ja', english)).toEqual({
      Pages: { tryAgain: 'Try again', errorImageAlt: 'A broken ticket', racing: '競馬' },
      page: { error: { description: 'Oops!' } },
      Betslip: { title: 'ベットスリップ' },
    });
    const german = { Pages: { tryAgain: 'Erneut versuchen' } };
    expect(withErrorPageTexts(german, 'de', english)).toBe(german);
  });
});
