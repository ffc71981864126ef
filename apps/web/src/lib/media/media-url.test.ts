import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url';

describe('mediaUrl (spec promotions §3 "The URL is prefixed with a CMS base when configured")', () => {
  it('prefixes a path with the CMS base, one slash between them', () => {
    expect(mediaUrl('/banners/spring.png', 'https://cms.example')).toBe('https://cms.example/banners/spring.png');
    expect(mediaUrl('banners/spring.png', 'https://cms.example/media/')).toBe('https://cms.example/media/banners/spring.png');
    expect(mediaUrl('/banners/spring.png', 'https://cms.example/media')).toBe('https://cms.example/media/banners/spring.png');
  });

  it('leaves an absolute address as it is, and a path without a CMS base', () => {
    expect(mediaUrl('https://cdn.example/boost.png', 'https://cms.example')).toBe('https://cdn.example/boost.png');
    expect(mediaUrl('HTTP://cdn.example/boost.png', 'https://cms.example')).toBe('HTTP://cdn.example/boost.png');
    expect(mediaUrl('/banners/spring.png', null)).toBe('/banners/spring.png');
  });
});
