import { describe, expect, it } from 'vitest';
import { IMAGE_QUALITY, IMAGE_WIDTHS, imageProxyUrl, imageWidthsFor, proxiedImageSources } from './image-proxy';
import { nextImagesConfig } from './next-images-config';

const src = 'https://cms.example/banners/spring.png?x=1&y=2';

describe('the image proxy (spec promotions §7; core §9 image quality)', () => {
  it('has the spec qualities: base 80, avif 80 × 0.8125, webp 80 × 0.875', () => {
    expect(IMAGE_QUALITY).toEqual({ base: 80, avif: 65, webp: 70 });
  });

  it("builds the optimiser's address with the source encoded, the width and the quality", () => {
    expect(imageProxyUrl(src, 640, 70)).toBe('/_next/image?url=https%3A%2F%2Fcms.example%2Fbanners%2Fspring.png%3Fx%3D1%26y%3D2&w=640&q=70');
  });

  it('offers the widths up to twice the shown width, and one more above', () => {
    expect(imageWidthsFor(300)).toEqual([160, 320, 480, 640]);
    expect(imageWidthsFor(600)).toEqual([160, 320, 480, 640, 960, 1280]);
    expect(imageWidthsFor(5000)).toEqual([...IMAGE_WIDTHS]);
  });

  it('gives avif and webp their own quality and the fallback the base quality, at the same widths', () => {
    const sources = proxiedImageSources(src, 300);
    const entries = (srcSet: string) => srcSet.split(', ').map((entry) => entry.split(' '));
    expect(entries(sources.avif).map(([address, width]) => [new URL(address ?? '', 'http://x').searchParams.get('q'), width])).toEqual([['65', '160w'], ['65', '320w'], ['65', '480w'], ['65', '640w']]);
    expect(entries(sources.webp).every(([address]) => address?.endsWith('&q=70'))).toBe(true);
    expect(sources.fallback.src).toBe(imageProxyUrl(src, 640, 80));
    expect(entries(sources.fallback.srcSet)).toHaveLength(4);
  });

  it('configures the optimiser for those widths and qualities, avif then webp, and only the media origins', () => {
    const config = nextImagesConfig(['https://cms.example', 'http://media.example:8080']);
    expect(config.deviceSizes).toEqual([...IMAGE_WIDTHS]);
    expect(config.imageSizes).toEqual([]);
    expect(config.qualities).toEqual([65, 70, 80]);
    expect(config.formats).toEqual(['image/avif', 'image/webp']);
    expect(config.remotePatterns).toEqual([
      { protocol: 'https', hostname: 'cms.example', port: '', pathname: '/**', search: '' },
      { protocol: 'http', hostname: 'media.example', port: '8080', pathname: '/**', search: '' },
    ]);
    expect(config.dangerouslyAllowLocalIP).toBe(false);
  });

  it('allows media on loopback only when every media origin is on loopback, and no remote host without one', () => {
    expect(nextImagesConfig(['http://127.0.0.1:4390', 'http://localhost:4391']).dangerouslyAllowLocalIP).toBe(true);
    expect(nextImagesConfig(['http://127.0.0.1:4390', 'https://cms.example']).dangerouslyAllowLocalIP).toBe(false);
    expect(nextImagesConfig([])).toMatchObject({ remotePatterns: [], dangerouslyAllowLocalIP: false });
  });
});
