/**
 * Images through the image proxy (spec promotions §7 "Images go through an image proxy with resize,
 * quality and avif/webp formats"; core §9 image quality): Next's image optimiser at /_next/image,
 * limited to the media hosts of MEDIA_ORIGINS (./next-images-config). Plain functions, no React:
 * a server component builds the same <picture> without any script.
 */

/** Spec core §9: image quality base 80, avif × 0.8125, webp × 0.875. */
export const IMAGE_QUALITY_BASE = 80;
export const IMAGE_QUALITY = {
  base: IMAGE_QUALITY_BASE,
  avif: Math.round(IMAGE_QUALITY_BASE * 0.8125),
  webp: Math.round(IMAGE_QUALITY_BASE * 0.875),
} as const;

/** The widths the proxy resizes to (any other `w` is refused): from a small card at 360 px to a full-width banner at 1920 px and 2×. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920, 2560] as const;

/** Spec core §9 "prefetch margin 200 px": lazy images start loading this far before they scroll into view. */
export const IMAGE_PREFETCH_MARGIN_PX = 200;

/** The proxy's address of an image at one width and quality. */
export function imageProxyUrl(src: string, width: number, quality: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/** The widths worth offering for an image shown at most `maxWidth` CSS pixels wide (up to 2× screens). */
export function imageWidthsFor(maxWidth: number): number[] {
  const wanted = IMAGE_WIDTHS.filter((width) => width <= maxWidth * 2);
  const larger = IMAGE_WIDTHS.find((width) => width > maxWidth * 2);
  return larger === undefined ? wanted : [...wanted, larger];
}

/** A srcset of the proxy at every width, one quality. */
export function imageSrcSet(src: string, widths: readonly number[], quality: number): string {
  return widths.map((width) => `${imageProxyUrl(src, width, quality)} ${width}w`).join(', ');
}

export interface ProxiedImageSources {
  /** <source type="image/avif"> and <source type="image/webp">: each format with its own quality. */
  avif: string;
  webp: string;
  /** The <img> of a browser that takes neither: the original format at the base quality. */
  fallback: { src: string; srcSet: string };
}

/** The sources of a <picture> for an image shown at most `maxWidth` CSS pixels wide. */
export function proxiedImageSources(src: string, maxWidth: number): ProxiedImageSources {
  const widths = imageWidthsFor(maxWidth);
  const largest = widths[widths.length - 1] ?? IMAGE_WIDTHS[0];
  return {
    avif: imageSrcSet(src, widths, IMAGE_QUALITY.avif),
    webp: imageSrcSet(src, widths, IMAGE_QUALITY.webp),
    fallback: { src: imageProxyUrl(src, largest, IMAGE_QUALITY.base), srcSet: imageSrcSet(src, widths, IMAGE_QUALITY.base) },
  };
}
