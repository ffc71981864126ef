import { describe, expect, it } from 'vitest';
import { cmsIconsAddress, mergeCmsSymbols, parseCmsSymbols } from './cms-icons';
import { BUILT_IN_SYMBOLS } from './sprite';

describe('CMS icons (spec core §7 "a content-management icons address from configuration is fetched as text")', () => {
  it('finds the address: absolute as it is, relative under the CMS base, none without an icons address', () => {
    expect(cmsIconsAddress({ base_url: 'https://cms.example', icons_url: 'https://icons.example/sprite.svg' })).toBe('https://icons.example/sprite.svg');
    expect(cmsIconsAddress({ base_url: 'https://cms.example/media', icons_url: '/icons/sprite.svg' })).toBe('https://cms.example/media/icons/sprite.svg');
    expect(cmsIconsAddress({ base_url: 'https://cms.example', icons_url: null })).toBeNull();
    expect(cmsIconsAddress({ base_url: null, icons_url: '/icons/sprite.svg' })).toBeNull();
    expect(cmsIconsAddress(null)).toBeNull();
  });

  it('keeps the safe symbols by id and leaves out those that could run or fetch', () => {
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg">',
      '<symbol id="sport-football" viewBox="0 0 32 32"><circle r="4"/></symbol>',
      '<symbol id="sport-tennis" viewBox="0 0 24 24"><script>alert(1)</script></symbol>',
      '<symbol id="sport-basketball" viewBox="0 0 24 24"><path onload="alert(1)" d="M0 0"/></symbol>',
      '<symbol id="sport-cricket" viewBox="0 0 24 24"><image href="https://tracker.example/x.png"/></symbol>',
      '<symbol id="general-star" viewBox="0 0 24 24"><use href="#sport-football"/></symbol>',
      '<symbol viewBox="0 0 24 24"><path d="M0 0"/></symbol>',
      '</svg>',
    ].join('');
    expect([...parseCmsSymbols(svg).keys()]).toEqual(['sport-football', 'general-star']);
  });

  it('refuses a document without a usable symbol (it is no icon sprite)', () => {
    expect(() => parseCmsSymbols('<html><body>Maintenance</body></html>')).toThrow(/no usable <symbol>/);
  });

  it('puts a CMS symbol in place of the built-in one of the same id, keeping the order, and adds the new ones last', () => {
    const football = '<symbol id="sport-football" viewBox="0 0 32 32"><circle r="4"/></symbol>';
    const darts = '<symbol id="sport-darts" viewBox="0 0 24 24"><circle r="2"/></symbol>';
    const merged = mergeCmsSymbols(new Map([['sport-football', football], ['sport-darts', darts]]));
    expect([...merged.keys()]).toEqual([...BUILT_IN_SYMBOLS.keys(), 'sport-darts']);
    expect(merged.get('sport-football')).toBe(football);
    expect(merged.get('sport-tennis')).toBe(BUILT_IN_SYMBOLS.get('sport-tennis'));
  });
});
