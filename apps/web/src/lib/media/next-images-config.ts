import type { NextConfig } from 'next';
import { IMAGE_QUALITY, IMAGE_WIDTHS } from './image-proxy';

type ImagesConfig = NonNullable<NextConfig['images']>;
type RemotePattern = Exclude<NonNullable<ImagesConfig['remotePatterns']>[number], URL>;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The image proxy's settings (Next's optimiser at /_next/image, ./image-proxy): only the media
 * origins of MEDIA_ORIGINS (the CMS base's origin and any other media host) are fetched, any other
 * host is refused with 400, so the proxy is no open proxy; only the widths and qualities the page
 * asks for are made; avif, then webp, else the original format. Read when the server starts.
 */
export function nextImagesConfig(mediaOrigins: readonly string[]): ImagesConfig {
  const remotePatterns: RemotePattern[] = mediaOrigins.map((origin) => {
    const url = new URL(origin);
    return { protocol: url.protocol === 'https:' ? 'https' : 'http', hostname: url.hostname, port: url.port, pathname: '/**', search: '' };
  });
  return {
    remotePatterns,
    deviceSizes: [...IMAGE_WIDTHS],
    imageSizes: [],
    qualities: [IMAGE_QUALITY.avif, IMAGE_QUALITY.webp, IMAGE_QUALITY.base],
    formats: ['image/avif', 'image/webp'],
    // A day in every cache: a changed picture gets a new address on the CMS.
    minimumCacheTTL: 86_400,
    // The optimiser refuses hosts that resolve to private addresses; a media host on loopback
    // (development, the end-to-end run) is allowed only when every media origin is on loopback.
    dangerouslyAllowLocalIP: remotePatterns.length > 0 && remotePatterns.every((pattern) => LOOPBACK_HOSTS.has(pattern.hostname)),
  };
}
